// Whole pages through the compressors the process keeps (decision 254): the bytes Node's one-call API makes at the
// same settings, page after page from the same compressor, on the Node this project pins.
import crypto from "node:crypto";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { DOCUMENT_BROTLI_QUALITY, DOCUMENT_GZIP_LEVEL, STREAMED_BROTLI_WINDOW_BITS } from "./compression-levels.ts";
import { documentEncoding, encodeWhole, keptCompressors } from "./document-encoding.server.ts";

const page = (n: number) =>
  Buffer.from(
    `<!DOCTYPE html><html lang="es"><body>${Array.from(
      { length: 900 },
      (_, i) => `<li class="tarjeta">Casa ${n}-${i} en Palermo, 3 ambientes, USD ${(i * 7919) % 400000}</li>`,
    ).join("")}</body></html>`,
  );

const brotliOnce = (body: Uint8Array) =>
  zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: DOCUMENT_BROTLI_QUALITY,
      [zlib.constants.BROTLI_PARAM_LGWIN]: STREAMED_BROTLI_WINDOW_BITS,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
    },
  });

describe("encodeWhole", () => {
  it("brotli at the page's quality, page after page from the kept compressor", () => {
    for (const n of [1, 2, 3]) {
      const body = page(n);
      const encoded = encodeWhole("br", body);
      expect(zlib.brotliDecompressSync(encoded).equals(body)).toBe(true);
      // The same bytes as a new encoder at quality 1 makes: a compressor re-made at brotli's defaults (quality 11)
      // would make other, smaller ones.
      expect(Buffer.from(encoded).equals(brotliOnce(body))).toBe(true);
    }
    expect(keptCompressors).toBe(true);
  });

  it("gzip at the page's level, page after page from the kept compressor", () => {
    for (const n of [1, 2, 3]) {
      const body = page(n);
      const encoded = encodeWhole("gzip", body);
      expect(zlib.gunzipSync(encoded).equals(body)).toBe(true);
      expect(Buffer.from(encoded).equals(zlib.gzipSync(body, { level: DOCUMENT_GZIP_LEVEL }))).toBe(true);
    }
    expect(keptCompressors).toBe(true);
  });

  it("a page whose compressed bytes outgrow one scratch buffer comes out whole", () => {
    const body = crypto.randomBytes(600 * 1024); // does not compress: ~600 KB out
    for (const encoding of ["br", "gzip"] as const) {
      const encoded = encodeWhole(encoding, body);
      const decoded = encoding === "br" ? zlib.brotliDecompressSync(encoded) : zlib.gunzipSync(encoded);
      expect(decoded.equals(body)).toBe(true);
    }
    expect(keptCompressors).toBe(true);
  });
});

describe("documentEncoding", () => {
  it("brotli for a browser, gzip for a client without brotli, none otherwise", () => {
    expect(documentEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(documentEncoding("gzip")).toBe("gzip");
    expect(documentEncoding("identity")).toBeUndefined();
    expect(documentEncoding(null)).toBeUndefined();
  });
});
