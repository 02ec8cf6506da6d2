// A document's streamed body: React's HTML, optionally rewritten on its way out, as the web stream the
// response carries, with the client going away reaching React.
import { Transform, type TransformCallback, type Writable } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { joinBytes } from "./join-bytes.server.ts";

export interface HtmlStreamOptions {
  /** Rewrites the HTML as it streams (public pages: docs/decisions/046). */
  rewrite?: Transform;
  /** Called once React's output stream is closed: finished, or given up because the client left. */
  onClose: () => void;
}

/**
 * React's destination: its writes (4 KB pieces, ~25 for the home page) are kept until React calls `flush()`,
 * which it does each time it has written all it can for now; they then leave as one chunk. Every chunk
 * downstream costs a web-stream read, a `res.write` and a compressor flush (React Router's adapter flushes after
 * each), and a flush restarts gzip's dictionary: one chunk per React flush keeps the page streamed where React
 * waits (Suspense) and whole everywhere else (docs/decisions/195). React's long strings (the inlined style sheet)
 * are kept as strings and the batch is joined in memory V8 frees with its young generation (joinBytes, decision
 * 241), not with Buffer.concat.
 */
export class ReactBatches extends Transform {
  /** React's 4 KB views, and its long strings as they are (the page's inlined CSS, say): see joinBytes. */
  #parts: Array<Uint8Array | string> = [];

  constructor() {
    super({ decodeStrings: false });
  }

  override _transform(chunk: Uint8Array | string, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.#parts.push(chunk);
    callback();
  }

  /** Called by React (react-dom/server's `flushBuffered`) after each round of writes. */
  flush(): void {
    if (this.#parts.length === 0) return;
    const parts = this.#parts;
    this.#parts = [];
    this.push(parts.length === 1 && typeof parts[0] !== "string" ? parts[0] : joinBytes(parts));
  }

  override _flush(callback: TransformCallback): void {
    this.flush();
    callback();
  }
}

/**
 * `pipe` is React's (renderToPipeableStream). When the client disconnects, the response's stream is cancelled,
 * which destroys the last Node stream; that is carried back to React's destination, whose 'close' makes React
 * abort the render. (A plain .pipe() alone would leave React writing into a buffer nobody reads until the stream
 * timeout.) Wired by hand rather than with stream.pipeline(), which builds an AbortController and a DOMException
 * with its stack trace for every page it finishes (docs/decisions/230).
 */
export function htmlStream(
  pipe: (destination: Writable) => void,
  options: HtmlStreamOptions,
): ReadableStream<Uint8Array> {
  const body = new ReactBatches();
  body.once("close", options.onClose);
  pipe(body);
  const rewrite = options.rewrite;
  if (!rewrite) return createReadableStreamFromReadable(body);
  // Errors here mean the client left (or React failed, which onError reports): nothing more to do.
  body.on("error", (error) => rewrite.destroy(error));
  rewrite.on("error", () => {});
  // The rewrite closed before React finished writing: the client left.
  rewrite.once("close", () => {
    if (!body.writableFinished && !body.destroyed) body.destroy();
  });
  body.pipe(rewrite);
  return createReadableStreamFromReadable(rewrite);
}
