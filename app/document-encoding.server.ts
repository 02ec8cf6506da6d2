// A page's HTML compressed by the render itself (docs/decisions/253): a page React finishes in one go (nearly every
// public page) is compressed whole (gzip at DOCUMENT_GZIP_LEVEL, brotli at decision 195's quality); a page that streams
// (React waits on Suspense after its first flush) goes through a zlib stream, flushed at each of React's flushes, as
// the compression middleware did.
//
// Through the middleware, the uncached home cost 4.5 ms of CPU with `Accept-Encoding: br` against 2.0 ms without:
// 2.5 ms for what gzip or brotli do in 0.7–0.9 ms on the whole page. A whole page is gzipped by one of a few
// compressors the process keeps and resets between pages: Node 24 counts the native memory of every new compressor
// (a one-call `gzipSync` or `brotliCompressSync` included) as V8 external memory until a full collection, and a new
// one per page brought ~2 full collections a second per process ("external memory pressure"). Brotli cannot be
// reset, so gzip goes first for pages; brotli serves a client that accepts only brotli.
import zlib from "node:zlib";
import { chooseEncoding } from "./accepted-encoding.ts";
import {
  DOCUMENT_GZIP_LEVEL,
  STREAMED_BROTLI_QUALITY,
  STREAMED_BROTLI_WINDOW_BITS,
  STREAMED_GZIP_LEVEL,
} from "./compression-levels.ts";

export type DocumentEncoding = "br" | "gzip";

/** The encoding for a page's answer: gzip first (its compressors are kept, above), then brotli; none otherwise. */
export function documentEncoding(acceptEncoding: string | null): DocumentEncoding | undefined {
  const encoding = chooseEncoding(acceptEncoding, ["gzip", "br"]);
  return encoding === "identity" ? undefined : encoding;
}

const brotliOptions = (sizeHint: number): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: STREAMED_BROTLI_QUALITY,
    [zlib.constants.BROTLI_PARAM_LGWIN]: STREAMED_BROTLI_WINDOW_BITS,
    ...(sizeHint > 0 ? { [zlib.constants.BROTLI_PARAM_SIZE_HINT]: sizeHint } : {}),
  },
});

/** Gzip compressors between pages, kept for the next one (as many as pages were compressed at once, up to this). */
const KEPT_COMPRESSORS = 8;
const idle: Array<zlib.Gzip & zlib.ZlibReset> = [];

/** One whole page with a kept compressor: written, finished, then reset for the next page. */
function gzipWhole(body: Uint8Array): Promise<Uint8Array> {
  // A Gzip can be reset like a Deflate (Node's types leave it out).
  const gzip = idle.pop() ?? (zlib.createGzip({ level: DOCUMENT_GZIP_LEVEL }) as zlib.Gzip & zlib.ZlibReset);
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    const onData = (bytes: Buffer) => parts.push(bytes);
    const onError = (error: Error) => {
      gzip.off("data", onData);
      gzip.destroy();
      reject(error);
    };
    gzip.on("data", onData);
    gzip.once("error", onError);
    gzip.write(body);
    gzip.flush(zlib.constants.Z_FINISH, () => {
      gzip.off("data", onData);
      gzip.off("error", onError);
      if (gzip.destroyed) return;
      gzip.reset();
      if (idle.length < KEPT_COMPRESSORS) idle.push(gzip);
      else gzip.destroy();
      resolve(parts.length === 1 ? parts[0] : Buffer.concat(parts));
    });
  });
}

/** The whole page at once. */
export function encodeWhole(encoding: DocumentEncoding, body: Uint8Array): Promise<Uint8Array> {
  return encoding === "br"
    ? Promise.resolve(zlib.brotliCompressSync(body, brotliOptions(body.byteLength)))
    : gzipWhole(body);
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
