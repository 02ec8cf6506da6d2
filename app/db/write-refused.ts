// Recognises the database refusing to store anything while it still answers reads: a full disk or a read-only file.

/** SQLite primary result codes (node:sqlite puts the extended code in `errcode`). */
const SQLITE_READONLY = 8;
const SQLITE_FULL = 13;

/**
 * True for SQLITE_FULL / SQLITE_READONLY, and for PostgreSQL's "insufficient resources" class 53 (53100 disk_full)
 * and 25006 (read-only transaction). Reads still work in these states, so callers may degrade instead of failing.
 */
export function isWriteRefused(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === "object" && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, errcode } = e as { code?: unknown; errcode?: unknown };
    if (code === "ERR_SQLITE_ERROR" && typeof errcode === "number") {
      const primary = errcode & 0xff;
      if (primary === SQLITE_FULL || primary === SQLITE_READONLY) return true;
    }
    if (typeof code === "string" && /^(53\d{3}|25006)$/.test(code)) return true;
  }
  return false;
}
