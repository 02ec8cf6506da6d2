// The one-line summaries the command line and the server log print after a backup or a restore.
import { changedAt } from "../properties/change-notice.ts";

const megabytes = (bytes: number) =>
  `${(bytes / 1_000_000).toLocaleString("es-AR", { minimumFractionDigits: 1, maximumFractionDigits: 1 })} MB`;

const totalRows = (rows: Record<string, number>) => Object.values(rows).reduce((a, b) => a + b, 0);

export function backupSummary(r: { file: string; bytes: number; rows: Record<string, number>; photos: number }) {
  return (
    `Copia de seguridad guardada en ${r.file} (${megabytes(r.bytes)}): ${totalRows(r.rows)} filas de ` +
    `${Object.keys(r.rows).length} tablas y ${r.photos} archivos de fotos.`
  );
}

/** Photo files the rows name that storage lacked: the source was already missing them. */
export function missingPhotosWarning(missing: string[]): string | null {
  if (missing.length === 0) return null;
  const shown = missing.slice(0, 5).join(", ");
  return (
    `Atención: faltan en el almacenamiento ${missing.length} archivos de fotos que la base nombra ` +
    `(${shown}${missing.length > 5 ? ", …" : ""}); la copia se hizo sin ellos.`
  );
}

export function restoreSummary(r: { rows: Record<string, number>; photos: number; createdAt: string }, where: string) {
  return (
    `Copia restaurada en ${where}: ${totalRows(r.rows)} filas de ${Object.keys(r.rows).length} tablas y ` +
    `${r.photos} archivos de fotos (copia hecha el ${changedAt(r.createdAt)}).`
  );
}
