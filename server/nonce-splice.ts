// A cached page with a fresh CSP nonce in every answer (issue 32, item 8), without compressing it again: the page
// is kept as the parts between its nonces, each part also deflated on its own (a full flush: no back-reference
// crosses a nonce), and each answer is the parts around a new nonce — as text, or as one gzip stream whose nonces are
// stored blocks, with the CRC of the whole page joined from the parts' own CRCs and the nonce's
// (server/crc32-combine.ts: the page's bytes are not read again). The answer goes out as those pieces, never copied
// into one buffer (server/page-cache.ts writes them corked).
import crypto from "node:crypto";
import zlib from "node:zlib";
import { crc32Combine, crcShift } from "./crc32-combine.ts";

export interface NoncedBody {
  /** The page's text between its nonces (one more than the nonces). */
  parts: Buffer[];
  /** Each part deflated on its own, ending byte-aligned with no final block. */
  deflated: Buffer[];
  /** Each part's CRC-32, and the shift that moves a CRC past it (server/crc32-combine.ts). */
  crcs: number[];
  shifts: number[];
}

const NONCE_BYTES = 16;
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty final block (fixed Huffman, end-of-block only). */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

/** The script-src nonce a Content-Security-Policy names, or null. */
export function policyNonce(policy: string): string | null {
  return /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1] ?? null;
}

/** Random bytes for this many nonces are drawn at once: one call into the CSPRNG instead of one per answer (as
 *  Node's own crypto.randomUUID keeps an entropy cache). Every byte serves one nonce only. */
const POOLED_NONCES = 256;
let pool = Buffer.alloc(0);
let next = 0;

/** A fresh nonce, the length of the one it replaces (16 random bytes in base64, as the app makes them). */
export function freshNonce(): string {
  if (next + NONCE_BYTES > pool.length) {
    pool = crypto.randomBytes(NONCE_BYTES * POOLED_NONCES);
    next = 0;
  }
  next += NONCE_BYTES;
  return pool.toString("base64", next - NONCE_BYTES, next);
}

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
  return { parts, deflated, crcs: parts.map((p) => zlib.crc32(p)), shifts: parts.map((p) => crcShift(p.length)) };
}

/** The page with `nonce` in every place its old one was, as pieces in order (the parts are shared, not copied). */
export function pagePieces(body: NoncedBody, nonce: string): Buffer[] {
  const mark = Buffer.from(nonce, "latin1");
  return body.parts.flatMap((p, i) => (i === 0 ? [p] : [mark, p]));
}

/** The same page as one gzip stream, in pieces: the deflated parts, the nonce between them as stored blocks. */
export function gzipPieces(body: NoncedBody, nonce: string): Buffer[] {
  const mark = Buffer.from(nonce, "latin1");
  const stored = Buffer.alloc(5);
  stored.writeUInt8(0, 0); // not final, stored: the 3 header bits, padded to the byte
  stored.writeUInt16LE(mark.length, 1);
  stored.writeUInt16LE(~mark.length & 0xffff, 3);
  const markCrc = zlib.crc32(mark);
  const markShift = crcShift(mark.length);
  let crc = body.crcs[0];
  let length = body.parts[0].length;
  for (let i = 1; i < body.parts.length; i++) {
    crc = crc32Combine(crc32Combine(crc, markCrc, markShift), body.crcs[i], body.shifts[i]);
    length += mark.length + body.parts[i].length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  return [GZIP_HEADER, ...body.deflated.flatMap((d, i) => (i === 0 ? [d] : [stored, mark, d])), FINAL_BLOCK, trailer];
}
