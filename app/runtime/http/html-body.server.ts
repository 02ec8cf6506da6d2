// A page's body on its way from React to the response: React's renderToPipeableStream writes the HTML in pieces of
// a few KB, each of which would otherwise become its own web-stream chunk, `res.write` and compression flush. This
// Node Transform passes on, once per turn of the event loop, everything React wrote in that turn (a page React
// renders in one go leaves as one chunk, a page waiting on Suspense still streams), optionally rewritten
// (app/runtime/http/deferred-hydration.server.ts).
import { Transform, type TransformCallback } from "node:stream";
import type { ChunkRewrite } from "./deferred-hydration.server.ts";

class HtmlBody extends Transform {
  #rewrite: ChunkRewrite | undefined;
  #parts: Buffer[] = [];
  #scheduled: NodeJS.Immediate | undefined;

  constructor(rewrite: ChunkRewrite | undefined) {
    super();
    this.#rewrite = rewrite;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.#parts.push(chunk);
    this.#scheduled ??= setImmediate(() => this.#send());
    done();
  }

  override _flush(done: TransformCallback): void {
    this.#send();
    done(null, this.#rewrite?.end());
  }

  override _destroy(error: Error | null, done: (error: Error | null) => void): void {
    if (this.#scheduled) clearImmediate(this.#scheduled);
    this.#parts = [];
    done(error);
  }

  #send(): void {
    if (this.#scheduled) clearImmediate(this.#scheduled);
    this.#scheduled = undefined;
    if (this.#parts.length === 0 || this.destroyed) return;
    const batch = this.#parts.length === 1 ? this.#parts[0] : Buffer.concat(this.#parts);
    this.#parts = [];
    this.push(this.#rewrite ? this.#rewrite.push(batch) : batch);
  }
}

/** The stream React pipes the page into, and the response's body reads from. */
export function htmlBody(rewrite?: ChunkRewrite): Transform {
  return new HtmlBody(rewrite);
}
