// The CRC-32 of two byte runs joined, from the CRC of each and the second one's length, without reading the bytes
// again: zlib's crc32_combine (the x^(8·len) mod P multiply of zlib 1.2.12+, in JS since Node's zlib.crc32 has no
// combine). A cached page's gzip trailer is its parts' CRCs joined around each answer's fresh nonce
// (server/nonce-splice.ts): a few hundred shifts instead of hashing ~100 KB per answer.

/** The CRC-32 (reflected) polynomial. */
const POLY = 0xedb88320;

/** a·b modulo P, both as reflected polynomials. */
function multModP(a: number, b: number): number {
  let m = 1 << 31;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}

/** x^(2^n) mod P for n in 0..31. */
const X2N: number[] = [];
for (let n = 0, p = 1 << 30; n < 32; n++, p = multModP(p, p)) X2N.push(p >>> 0);

/** x^(n·2^k) mod P. */
function x2nModP(n: number, k: number): number {
  let p = (1 << 31) >>> 0;
  while (n) {
    if (n & 1) p = multModP(X2N[k & 31], p);
    n >>>= 1;
    k++;
  }
  return p;
}

/** The operator that moves a CRC past `length` more bytes: computed once per length, applied per answer. */
export function crcShift(length: number): number {
  return x2nModP(length, 3);
}

/** CRC-32 of A followed by B, given crc(A), crc(B) and the shift for B's length (crcShift(B.length)). */
export function crc32Combine(crcA: number, crcB: number, shiftB: number): number {
  return (multModP(shiftB, crcA) ^ crcB) >>> 0;
}
