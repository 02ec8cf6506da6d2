// A cached page with a fresh CSP nonce in every answer (issue 32, item 8), without compressing it again: the page
// is kept as the parts between its nonces, each part also deflated on its own (a full flush: no back-reference
// crosses a nonce), and each answer joins the parts around a new nonce — as text, or as one gzip stream whose
// nonces are stored blocks, with the CRC of the joined page (zlib.crc32, ~30 µs for the home page).
import crypto from "node:crypto";
import zlib from "node:zlib";

export interface NoncedBody {
  /** The page's text between its nonces (one more than the nonces). */
  parts: Buffer[];
  /** Each part deflated on its own, ending byte-aligned with no final block. */
  deflated: Buffer[];
}

const NONCE_BYTES = 16;
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty final block (fixed Huffman, end-of-block only). */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

/** The script-src nonce a Content-Security-Policy names, or null. */
export function policyNonce(policy: string): string | null {
  return /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1] ?? null;
}

/** A fresh nonce, the length of the one it replaces (16 random bytes in base64, as the app makes them). */
export const freshNonce = () => crypto.randomBytes(NONCE_BYTES).toString("base64");

/** The page split at every copy of its nonce, each part deflated on its own. */
export function splitAtNonce(page: Buffer, nonce: string, level = 9): NoncedBody {
  const mark = Buffer.from(nonce, "latin1");
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = page.indexOf(mark); at >= 0; at = page.indexOf(mark, from)) {
    parts.push(page.subarray(from, at));
    from = at + mark.length;
  }
  parts.push(page.subarray(from));
  const deflated = parts.map((p) => zlib.deflateRawSync(p, { level, finishFlush: zlib.constants.Z_FULL_FLUSH }));
  return { parts, deflated };
}

/** The page with `nonce` in every place its old one was. */
export function joinedPage(body: NoncedBody, nonce: string): Buffer {
  const mark = Buffer.from(nonce, "latin1");
  return Buffer.concat(body.parts.flatMap((p, i) => (i === 0 ? [p] : [mark, p])));
}

/** The same page as one gzip stream: the deflated parts, the nonce between them as stored blocks. */
export function joinedGzip(body: NoncedBody, nonce: string, page = joinedPage(body, nonce)): Buffer {
  const mark = Buffer.from(nonce, "latin1");
  const stored = Buffer.alloc(5);
  stored.writeUInt8(0, 0); // not final, stored: the 3 header bits, padded to the byte
  stored.writeUInt16LE(mark.length, 1);
  stored.writeUInt16LE(~mark.length & 0xffff, 3);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(zlib.crc32(page), 0);
  trailer.writeUInt32LE(page.length >>> 0, 4);
  return Buffer.concat([
    GZIP_HEADER,
    ...body.deflated.flatMap((d, i) => (i === 0 ? [d] : [stored, mark, d])),
    FINAL_BLOCK,
    trailer,
  ]);
}
