// A page's HTML compressed by the render itself (docs/decisions/253): a page React finishes in one go (nearly every
// public page) is compressed in one call on the render's own thread, with the level decision 195 chose for streamed
// answers; a page that streams (React waits on Suspense after its first flush) goes through a zlib stream, flushed
// at each of React's flushes, as the compression middleware did.
//
// Through the middleware, the uncached home cost 4.5 ms of CPU with `Accept-Encoding: br` against 2.0 ms without:
// 2.5 ms for what brotli does in 0.66 ms in one call (a zlib stream's writes, flushes and threadpool round trips).
import zlib from "node:zlib";
import { chooseEncoding } from "./accepted-encoding.ts";
import { STREAMED_BROTLI_QUALITY, STREAMED_BROTLI_WINDOW_BITS, STREAMED_GZIP_LEVEL } from "./compression-levels.ts";

export type DocumentEncoding = "br" | "gzip";

/** The encoding for a page's answer (the page cache's rule): undefined for none. */
export function documentEncoding(acceptEncoding: string | null): DocumentEncoding | undefined {
  const encoding = chooseEncoding(acceptEncoding);
  return encoding === "identity" ? undefined : encoding;
}

const brotliOptions = (sizeHint: number): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: STREAMED_BROTLI_QUALITY,
    [zlib.constants.BROTLI_PARAM_LGWIN]: STREAMED_BROTLI_WINDOW_BITS,
    ...(sizeHint > 0 ? { [zlib.constants.BROTLI_PARAM_SIZE_HINT]: sizeHint } : {}),
  },
});

/** The whole page at once. */
export function encodeWhole(encoding: DocumentEncoding, body: Uint8Array): Uint8Array {
  return encoding === "br"
    ? zlib.brotliCompressSync(body, brotliOptions(body.byteLength))
    : zlib.gzipSync(body, { level: STREAMED_GZIP_LEVEL });
}

/** A page that streams: each piece compressed and flushed as it comes; `send` gets the output, `done` the end. */
export function encodeStreamed(
  encoding: DocumentEncoding,
  send: (bytes: Uint8Array) => void,
  done: (error?: Error) => void,
): { push(bytes: Uint8Array): void; end(bytes: Uint8Array): void; destroy(): void } {
  const stream =
    encoding === "br" ? zlib.createBrotliCompress(brotliOptions(0)) : zlib.createGzip({ level: STREAMED_GZIP_LEVEL });
  stream.on("data", (bytes: Buffer) => send(bytes));
  stream.once("end", () => done());
  stream.once("error", (error) => done(error));
  return {
    push(bytes) {
      stream.write(bytes);
      stream.flush();
    },
    end(bytes) {
      stream.end(bytes);
    },
    destroy() {
      stream.destroy();
    },
  };
}
