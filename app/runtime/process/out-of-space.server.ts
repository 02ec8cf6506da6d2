// Recognises a write that failed for lack of space — on the disk (photo storage, the SQLite file) or in
// PostgreSQL — so the writer can say so in Spanish instead of a generic error (decision 086).

/** SQLite's primary result code for a full disk or a database at its page limit. */
const SQLITE_FULL = 13;
/** PostgreSQL's SQLSTATE disk_full. */
const PG_DISK_FULL = "53100";

export function isOutOfSpace(err: unknown): boolean {
  // Follow `cause` a few levels: drivers and our own wrappers (QueryTimeoutError, say) nest the original.
  let e = err;
  for (let depth = 0; depth < 5 && e && typeof e === "object"; depth++) {
    const { code, errcode } = e as { code?: unknown; errcode?: unknown };
    if (code === "ENOSPC" || code === "EDQUOT" || code === PG_DISK_FULL) return true;
    if (typeof errcode === "number" && (errcode & 0xff) === SQLITE_FULL) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

export const outOfSpaceMessages = {
  upload: (file: string) => `No hay espacio en el servidor para guardar «${file}». Avisá al administrador del sitio.`,
  save:
    "No se pudo guardar: el servidor se quedó sin espacio en disco. Tus datos siguen en el formulario; avisá " +
    "al administrador del sitio y volvé a intentar.",
};
