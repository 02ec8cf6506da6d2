// A page's HTML compressed by the render itself (docs/decisions/253, 254): a page React finishes in one go (nearly
// every public page) is compressed whole, on the render's thread, by a native compressor the process keeps; a page
// that streams (React waits on Suspense after its first flush) goes through a zlib stream, flushed at each of React's
// flushes, as the compression middleware did.
//
// Why kept compressors: Node 24 counts the native memory of every new compressor (a one-call `brotliCompressSync` or
// `gzipSync` included) as V8 external memory until its handle is collected, and a new one per page brought ~2 full
// collections a second per process (decision 253). Why driven synchronously through the handle: a stream's write and
// flush each cross libuv's threadpool (~0.7 ms of CPU a page more than the compression itself), and Node's public API
// cannot reset a brotli encoder without losing its quality (its `reset()` re-creates the encoder at the defaults).
import zlib from "node:zlib";
import { chooseEncoding } from "./accepted-encoding.ts";
import { log } from "./log/logger.server.ts";
import {
  DOCUMENT_BROTLI_QUALITY,
  DOCUMENT_GZIP_LEVEL,
  STREAMED_BROTLI_QUALITY,
  STREAMED_BROTLI_WINDOW_BITS,
  STREAMED_GZIP_LEVEL,
} from "./compression-levels.ts";

export type DocumentEncoding = "br" | "gzip";

/** The encoding for a page's answer: brotli, then gzip (the page cache's rule); none otherwise. */
export function documentEncoding(acceptEncoding: string | null): DocumentEncoding | undefined {
  const encoding = chooseEncoding(acceptEncoding);
  return encoding === "identity" ? undefined : encoding;
}

/** The part of a zlib stream's native handle a whole page is compressed with (Node 24's `lib/zlib.js` uses it so). */
interface NativeHandle {
  writeSync(
    flush: number,
    input: Uint8Array,
    inOff: number,
    inLen: number,
    out: Uint8Array,
    outOff: number,
    outLen: number,
  ): void;
  reset(): void;
  init(params: Uint32Array, writeState: Uint32Array, onAsyncWrite: () => void): void;
}
type KeptStream = (zlib.Gzip | zlib.BrotliCompress) & { _handle?: NativeHandle; _writeState?: Uint32Array };

/** Brotli's settings: quality, window (decision 235) and, when known, the size of what comes. */
const brotliSettings = (quality: number, sizeHint = 0): Record<number, number> => ({
  [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
  [zlib.constants.BROTLI_PARAM_LGWIN]: STREAMED_BROTLI_WINDOW_BITS,
  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: sizeHint,
});

/** How many `BROTLI_PARAM_…` slots the handle takes (as Node's `lib/zlib.js` counts them). */
const BROTLI_PARAM_SLOTS =
  Math.max(
    ...Object.entries(zlib.constants)
      .filter(([name]) => name.startsWith("BROTLI_PARAM_"))
      .map(([, slot]) => slot),
  ) + 1;

/** The same settings as the handle takes them: a slot per `BROTLI_PARAM_…`, 0xffffffff for "the default". */
function brotliParams(settings: Record<number, number>): Uint32Array {
  const params = new Uint32Array(BROTLI_PARAM_SLOTS).fill(0xffffffff);
  for (const [slot, value] of Object.entries(settings)) params[Number(slot)] = value;
  return params;
}

/** Where the compressed bytes land before they are copied out at their exact size (one per process). */
const scratch = Buffer.allocUnsafeSlow(256 * 1024);
const kept: Partial<Record<DocumentEncoding, KeptStream>> = {};

/** One whole page through the kept compressor of `encoding`, made ready for it first (reset, or brotli re-made). */
function compressKept(encoding: DocumentEncoding, body: Uint8Array): Uint8Array {
  const stream: KeptStream =
    kept[encoding] ??
    (encoding === "br" ? zlib.createBrotliCompress() : zlib.createGzip({ level: DOCUMENT_GZIP_LEVEL }));
  kept[encoding] = stream;
  const handle = stream._handle;
  const state = stream._writeState;
  if (!handle || !state || typeof handle.writeSync !== "function") throw new Error("zlib sin manejador nativo");
  if (encoding === "br")
    handle.init(brotliParams(brotliSettings(DOCUMENT_BROTLI_QUALITY, body.byteLength)), state, () => {});
  else handle.reset();
  const flush = encoding === "br" ? zlib.constants.BROTLI_OPERATION_FINISH : zlib.constants.Z_FINISH;
  const parts: Buffer[] = [];
  let inOff = 0;
  let inLen = body.byteLength;
  for (;;) {
    handle.writeSync(flush, body, inOff, inLen, scratch, 0, scratch.length);
    if (stream.destroyed) throw new Error(`${encoding}: el compresor falló`);
    const [availOut, availIn] = state;
    parts.push(Buffer.from(scratch.subarray(0, scratch.length - availOut)));
    inOff += inLen - availIn;
    inLen = availIn;
    if (availOut !== 0) return parts.length === 1 ? parts[0] : Buffer.concat(parts);
  }
}

/** The same bytes in one call of Node's public API: for a Node whose zlib internals changed (slower, see above). */
function compressOnce(encoding: DocumentEncoding, body: Uint8Array): Uint8Array {
  return encoding === "br"
    ? zlib.brotliCompressSync(body, { params: brotliSettings(DOCUMENT_BROTLI_QUALITY, body.byteLength) })
    : zlib.gzipSync(body, { level: DOCUMENT_GZIP_LEVEL });
}

/** Whether whole pages go through the kept compressors: until one fails, then the one-call API for good. */
export let keptCompressors = true;

/** The whole page at once. */
export function encodeWhole(encoding: DocumentEncoding, body: Uint8Array): Uint8Array {
  if (keptCompressors) {
    try {
      return compressKept(encoding, body);
    } catch (error) {
      log.error({ err: error, encoding }, "Compresores de páginas: sin el manejador nativo, cada página usa uno nuevo");
      keptCompressors = false;
      kept.br = kept.gzip = undefined;
    }
  }
  return compressOnce(encoding, body);
}

/** A page that streams: each piece compressed and flushed as it comes; `send` gets the output, `done` the end. */
export function encodeStreamed(
  encoding: DocumentEncoding,
  send: (bytes: Uint8Array) => void,
  done: (error?: Error) => void,
): { push(bytes: Uint8Array): void; end(bytes: Uint8Array): void; destroy(): void } {
  const stream =
    encoding === "br"
      ? zlib.createBrotliCompress({ params: brotliSettings(STREAMED_BROTLI_QUALITY) })
      : zlib.createGzip({ level: STREAMED_GZIP_LEVEL });
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
