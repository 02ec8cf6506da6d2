// Pieces of a page joined into one chunk, in memory V8 allocates itself (decision 241).
//
// Buffer.concat, and Buffer.from of a long string, take their memory from Node outside V8's young generation:
// under load those ~110 KB chunks kept V8's external-memory count climbing between full collections (~55 MB in
// 2 s), and V8 started a full collection every ~2 s ("external memory pressure") with the heap itself far below
// its limit. A plain Uint8Array of the same bytes is freed with the young generation: one process under 20
// connections went from 5 full collections in 10 s to 1.

/** The bytes of `parts` (a string counts as its UTF-8), one after another, as one Buffer over a fresh Uint8Array. */
export function joinBytes(parts: ReadonlyArray<Uint8Array | string>): Buffer {
  let size = 0;
  for (const part of parts) size += typeof part === "string" ? Buffer.byteLength(part) : part.byteLength;
  const joined = Buffer.from(new Uint8Array(size).buffer, 0, size);
  let at = 0;
  for (const part of parts) {
    if (typeof part === "string") at += joined.write(part, at);
    else {
      joined.set(part, at);
      at += part.byteLength;
    }
  }
  return joined;
}
