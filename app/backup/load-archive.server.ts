// Loads an archive's entries into a migrated, empty database inside the restore's transaction: rows with
// triggers off, photo files through PhotoStorage, then checks them against end.json (restore.server.ts).
import { buffer } from "node:stream/consumers";
import type { Kysely } from "kysely";
import { afterBulkLoad, withTriggersOff } from "../db/bulk-load.server.ts";
import type { PhotoStorage } from "../photos/storage.server.ts";
import { type EndMarker, entryKind, type Manifest } from "./archive.ts";
import { damaged, RestoreError, type RestoreResult } from "./restore-error.ts";
import { fromArchiveRow, type Row } from "./rows.ts";
import { listTables } from "./tables.server.ts";
import type { TarEntry } from "./tar.server.ts";

// biome-ignore lint/suspicious/noExplicitAny: rows are loaded by table name, whatever the typed schema says
export type AnyDb = Kysely<any>;

export async function loadEntries(
  trx: AnyDb,
  entries: AsyncGenerator<TarEntry>,
  manifest: Manifest,
  storage: PhotoStorage,
  written: string[],
): Promise<RestoreResult> {
  const present = (await listTables(trx)).map((t) => t.name).sort();
  const archived = manifest.tables.map((t) => t.name);
  if (present.join() !== [...archived].sort().join()) {
    throw new RestoreError("No se restauró nada: las tablas de la copia no coinciden con el esquema de su versión.");
  }
  const rows: Record<string, number> = Object.fromEntries(archived.map((t) => [t, 0]));
  let photos = 0;
  let end: EndMarker | null = null;
  await withTriggersOff(trx, archived, async () => {
    for (;;) {
      const next = await entries.next().catch(damaged);
      if (next.done) break;
      const kind = entryKind(next.value.name);
      if (kind?.kind === "rows") {
        if (!Object.hasOwn(rows, kind.table)) {
          throw new RestoreError(`No se restauró nada: tabla desconocida ${kind.table}.`);
        }
        rows[kind.table] += await insertRows(trx, kind.table, next.value.data);
      } else if (kind?.kind === "photo") {
        if (await putPhoto(storage, kind.key, next.value.data)) written.push(kind.key);
        photos++;
      } else if (kind?.kind === "end") {
        end = JSON.parse(next.value.data.toString("utf8")) as EndMarker;
      }
    }
    await afterBulkLoad(trx);
  });
  const marker = end as EndMarker | null;
  const complete =
    marker !== null && marker.photos === photos && archived.every((t) => (marker.rows[t] ?? 0) === rows[t]);
  if (!complete) damaged(new Error("faltan filas o fotos respecto de end.json"));
  return { manifest, rows, photos };
}

async function insertRows(trx: AnyDb, table: string, data: Buffer): Promise<number> {
  const rows: Row[] = data
    .toString("utf8")
    .split("\n")
    .filter((line) => line.length > 0)
    .map((line) => fromArchiveRow(JSON.parse(line)));
  if (rows.length === 0) return 0;
  // Well under both engines' limit on bound values per statement.
  const perInsert = Math.max(1, Math.floor(8000 / Object.keys(rows[0]).length));
  for (let i = 0; i < rows.length; i += perInsert) {
    await trx
      .insertInto(table)
      .values(rows.slice(i, i + perInsert))
      .execute();
  }
  return rows.length;
}

/** Writes one photo file; true when written. The same bytes already there (the same DATA_DIR, moving from SQLite
 *  to PostgreSQL) are kept; different bytes under the same name stop the restore. */
async function putPhoto(storage: PhotoStorage, key: string, data: Buffer): Promise<boolean> {
  const existing = await storage.get(key);
  if (existing) {
    if ((await buffer(existing.stream)).equals(data)) return false;
    throw new RestoreError(
      `No se restauró nada: ya hay otra foto guardada como ${key}. Restaurá en un DATA_DIR sin fotos.`,
    );
  }
  await storage.put(key, data);
  return true;
}
