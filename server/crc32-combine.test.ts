// The joined CRC equals zlib's CRC of the joined bytes, for short, long, empty and odd-length runs.
import crypto from "node:crypto";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { crc32Combine, crcShift } from "./crc32-combine.ts";

describe("crc32Combine", () => {
  it("gives the CRC of the two runs joined", () => {
    for (const [a, b] of [
      [0, 0],
      [0, 7],
      [5, 0],
      [1, 1],
      [24, 61_000],
      [100_003, 24],
      [3, 1 << 20],
    ]) {
      const first = crypto.randomBytes(a);
      const second = crypto.randomBytes(b);
      const joined = crc32Combine(zlib.crc32(first), zlib.crc32(second), crcShift(second.length));
      expect(joined).toBe(zlib.crc32(Buffer.concat([first, second])));
    }
  });

  it("is what zlib.crc32 gives when it carries on from the first run", () => {
    const first = Buffer.from('<html nonce="');
    const second = Buffer.from("casa en venta ".repeat(999));
    expect(crc32Combine(zlib.crc32(first), zlib.crc32(second), crcShift(second.length))).toBe(
      zlib.crc32(second, zlib.crc32(first)),
    );
  });
});
