// Loads a backup archive into an empty database (SQLite file or PostgreSQL) and its photo storage, whatever
// engine wrote it: migrations up to the archive's version, every row with triggers off, then the newer migrations.
// All or nothing: on PostgreSQL one transaction, on SQLite the new file is removed; photos written are removed.
import fs from "node:fs";
import fsp from "node:fs/promises";
import { buffer } from "node:stream/consumers";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import type { Kysely } from "kysely";
import { afterBulkLoad, withTriggersOff } from "../db/bulk-load.server.ts";
import { connect } from "../db/connect.server.ts";
import { migrateToLatest } from "../db/migrate.server.ts";
import type { PhotoStorage } from "../photos/storage.server.ts";
import { type EndMarker, entryKind, MANIFEST, type Manifest, parseManifest } from "./archive.ts";
import { fromArchiveRow, type Row } from "./rows.ts";
import { countTables, listTables } from "./tables.server.ts";
import { readTar, type TarEntry } from "./tar.server.ts";

/** A refusal or a bad archive, said in one Spanish line; nothing was changed. */
export class RestoreError extends Error {}

export interface RestoreOptions {
  file: string;
  target: { databaseUrl?: string; sqliteFile?: string };
  storage: PhotoStorage;
  /** The migrations this version knows, in order. */
  knownMigrations: string[];
}

export interface RestoreResult {
  manifest: Manifest;
  rows: Record<string, number>;
  photos: number;
}

// biome-ignore lint/suspicious/noExplicitAny: rows are loaded by table name, whatever the typed schema says
type AnyDb = Kysely<any>;

export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  if (!fs.existsSync(options.file))
    throw new RestoreError(`No se restauró nada: no existe el archivo ${options.file}.`);
  const entries = openArchive(options.file);
  const first = await entries.next().catch(damaged);
  if (first.done || first.value.name !== MANIFEST)
    throw new RestoreError("No se restauró nada: no es una copia de seguridad de Vitrina.");
  let manifest: Manifest;
  try {
    manifest = parseManifest(first.value.data);
  } catch (err) {
    throw new RestoreError(`No se restauró nada: ${(err as Error).message}.`);
  }
  checkVersion(manifest.migrations, options.knownMigrations);

  const db = connect(options.target);
  const written: string[] = [];
  try {
    const tables = await countTables(db.kysely);
    if (tables > 0) throw new RestoreError(notEmpty(options.target, tables));
    const last = manifest.migrations.at(-1)!;
    const load = (trx: AnyDb) => loadEntries(trx, entries, manifest, options.storage, written);
    try {
      if (db.engine === "postgres") {
        return await db.kysely.transaction().execute(async (trx) => {
          await migrateToLatest(trx, { to: last });
          const result = await load(trx);
          await migrateToLatest(trx);
          return result;
        });
      }
      await migrateToLatest(db.kysely, { to: last, copyFirst: false });
      const result = await db.kysely.transaction().execute(load);
      await migrateToLatest(db.kysely, { copyFirst: false });
      return result;
    } catch (err) {
      await Promise.all(written.map((key) => options.storage.delete(key).catch(() => {})));
      if (db.engine === "sqlite") {
        await db.close().catch(() => {});
        const file = options.target.sqliteFile!;
        for (const f of [file, `${file}-wal`, `${file}-shm`]) await fsp.rm(f, { force: true });
      }
      throw err;
    }
  } finally {
    await db.close().catch(() => {});
  }
}

function openArchive(file: string): AsyncGenerator<TarEntry> {
  const gunzip = zlib.createGunzip();
  // A read or gzip error destroys the stream, so reading the entries throws it.
  pipeline(fs.createReadStream(file), gunzip).catch(() => {});
  return readTar(gunzip);
}

function damaged(err: unknown): never {
  throw new RestoreError(`No se restauró nada: la copia está dañada o incompleta (${(err as Error).message}).`);
}

function checkVersion(archived: string[], known: string[]) {
  const unknown = archived.find((m) => !known.includes(m));
  if (unknown) {
    throw new RestoreError(
      `No se restauró nada: esta copia es de una versión más nueva de Vitrina (migración ${unknown}). ` +
        "Actualizá Vitrina y volvé a restaurarla.",
    );
  }
  if (archived.length === 0 || archived.some((m, i) => known[i] !== m)) {
    throw new RestoreError("No se restauró nada: las migraciones de la copia no coinciden con las de esta versión.");
  }
}

function notEmpty(target: RestoreOptions["target"], tables: number): string {
  return target.databaseUrl
    ? `No se restauró nada: la base PostgreSQL de DATABASE_URL no está vacía (tiene ${tables} tablas). ` +
        "Creá una base nueva y vacía (createdb) y restaurá en ella."
    : `No se restauró nada: ${target.sqliteFile} ya tiene datos (${tables} tablas). ` +
        "Restaurá en un DATA_DIR vacío.";
}

async function loadEntries(
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
        if (!(kind.table in rows)) throw new RestoreError(`No se restauró nada: tabla desconocida ${kind.table}.`);
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
