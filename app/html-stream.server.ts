// A document's streamed body: React's HTML, optionally rewritten on its way out, as the web stream the
// response carries, with the client going away reaching React. Plain objects between React and the web stream, no
// Node stream: a Node Writable per page kept each page's render through V8's young collections (decision 245).
import type { PipeableStream } from "react-dom/server";
import { type DocumentEncoding, encodeStreamed, encodeWhole } from "./document-encoding.server.ts";
import { joinBytes } from "./join-bytes.server.ts";

/** A rewrite of the HTML as it streams (public pages: docs/decisions/046). */
export interface ChunkRewrite {
  /** The bytes to send now for this chunk; it may hold some back until the next one. */
  push(chunk: Uint8Array): Uint8Array;
  /** What it held back, rewritten, once the page is complete. */
  end(): Uint8Array;
}

export interface HtmlStreamOptions {
  rewrite?: ChunkRewrite;
  /** Called once React's output is closed: finished, failed, or given up because the client left. */
  onClose: () => void;
  /** Compress the HTML (decision 253): the answer's Content-Encoding. */
  encoding?: DocumentEncoding;
}

type Listener = (...args: unknown[]) => void;

/**
 * What React's renderToPipeableStream writes to (it needs `write`, `end`, `destroy`, `on` and, optionally,
 * `flush`), and the underlying source of the body's web stream. React's writes (4 KB pieces, ~25 for the home page)
 * are kept until React calls `flush()`, which it does each time it has written all it can for now; they then leave
 * as one chunk. Every chunk downstream costs a web-stream read, a `res.write` and a compressor flush (React Router's
 * adapter flushes after each), and a flush restarts gzip's dictionary: one chunk per React flush keeps the page
 * streamed where React waits (Suspense) and whole everywhere else (docs/decisions/195). React's long strings (the
 * inlined style sheet) are kept as strings and the batch is joined in memory V8 frees with its young generation
 * (joinBytes, decision 241).
 *
 * `write` always accepts: a page is ~110 KB, held in memory anyway until the client has it. When the client leaves,
 * the body's stream is cancelled, and React's 'close' listener makes it abort the render (else React would go on
 * rendering into a buffer nobody reads until the stream timeout).
 */
class ReactDestination {
  #parts: Array<Uint8Array | string> = [];
  #controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  #rewrite: ChunkRewrite | undefined;
  #onClose: (() => void) | undefined;
  /** React's handlers for the destination closing early or failing: both abort the render. */
  #onCancel: Listener[] = [];
  #encoding: DocumentEncoding | undefined;
  /** Compressed HTML: what is held until React ends in the same turn (one call), or else the stream it goes to. */
  #held: Uint8Array[] = [];
  #streamed: ReturnType<typeof encodeStreamed> | undefined;

  constructor(options: HtmlStreamOptions) {
    this.#rewrite = options.rewrite;
    this.#onClose = options.onClose;
    this.#encoding = options.encoding;
  }

  /** The web stream's start: where the batches go. */
  start(controller: ReadableStreamDefaultController<Uint8Array>): void {
    this.#controller = controller;
  }

  /** The web stream's cancel: the client left. */
  cancel(): void {
    if (!this.#controller) return;
    this.#controller = null;
    this.#parts = [];
    this.#held = [];
    this.#streamed?.destroy();
    const listeners = this.#onCancel;
    this.#onCancel = [];
    for (const listener of listeners) listener();
    this.#closed();
  }

  write(chunk: Uint8Array | string): boolean {
    if (this.#controller) this.#parts.push(chunk);
    return true;
  }

  /** Called by React (react-dom/server's `flushBuffered`) after each round of writes. */
  flush(): void {
    if (this.#parts.length === 0 || !this.#controller) return;
    const parts = this.#parts;
    this.#parts = [];
    const batch = parts.length === 1 && typeof parts[0] !== "string" ? parts[0] : joinBytes(parts);
    this.#out(this.#rewrite ? this.#rewrite.push(batch) : batch);
  }

  end(): void {
    this.flush();
    const controller = this.#controller;
    if (!controller) return;
    const tail = this.#rewrite ? this.#rewrite.end() : new Uint8Array(0);
    const encoding = this.#encoding;
    if (!encoding) {
      this.#send(tail);
      this.#close(controller);
    } else if (this.#streamed) {
      this.#streamed.end(tail);
    } else {
      // React finished within the turn of its first flush: the whole page at once.
      this.#held.push(tail);
      const whole = joinBytes(this.#held);
      this.#held = [];
      let bytes: Uint8Array;
      try {
        bytes = encodeWhole(encoding, whole);
      } catch (error) {
        this.destroy(error);
        return;
      }
      this.#send(bytes);
      this.#close(controller);
    }
  }

  /** HTML on its way out: as it is, held for one call, or into the compressing stream. */
  #out(bytes: Uint8Array): void {
    const encoding = this.#encoding;
    if (!encoding) this.#send(bytes);
    else if (this.#streamed) this.#streamed.push(bytes);
    else this.#hold(bytes, encoding);
  }

  #hold(bytes: Uint8Array, encoding: DocumentEncoding): void {
    this.#held.push(bytes);
    // The first flush: if React has not ended by the next turn, it waits on Suspense and the page streams.
    if (this.#held.length === 1) setImmediate(() => this.#stream(encoding));
  }

  #stream(encoding: DocumentEncoding): void {
    const controller = this.#controller;
    if (!controller || this.#held.length === 0) return;
    const streamed = encodeStreamed(
      encoding,
      (bytes) => this.#send(bytes),
      (error) => {
        if (this.#controller !== controller) return;
        if (error) this.destroy(error);
        else this.#close(controller);
      },
    );
    this.#streamed = streamed;
    const held = joinBytes(this.#held);
    this.#held = [];
    streamed.push(held);
  }

  #close(controller: ReadableStreamDefaultController<Uint8Array>): void {
    this.#controller = null;
    this.#onCancel = [];
    controller.close();
    this.#closed();
  }

  destroy(error?: unknown): void {
    const controller = this.#controller;
    if (!controller) return;
    this.#controller = null;
    this.#parts = [];
    this.#held = [];
    this.#streamed?.destroy();
    this.#onCancel = [];
    controller.error(error);
    this.#closed();
  }

  on(event: string, listener: Listener): this {
    if (event === "close" || event === "error") this.#onCancel.push(listener);
    return this;
  }

  #send(bytes: Uint8Array): void {
    if (bytes.byteLength > 0) this.#controller?.enqueue(bytes);
  }

  #closed(): void {
    const onClose = this.#onClose;
    this.#onClose = undefined;
    onClose?.();
  }
}

/** `pipe` is React's (renderToPipeableStream): the page's body as a web stream. */
export function htmlStream(pipe: PipeableStream["pipe"], options: HtmlStreamOptions): ReadableStream<Uint8Array> {
  const destination = new ReactDestination(options);
  const body = new ReadableStream<Uint8Array>(destination);
  // Typed as a Node stream; React uses only the methods ReactDestination has (react-dom/server's node build).
  pipe(destination as unknown as NodeJS.WritableStream);
  return body;
}
