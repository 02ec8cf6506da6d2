// Loads a backup archive into an empty database (SQLite file or PostgreSQL) and its photo storage, whatever
// engine wrote it: migrations up to the archive's version, every row with triggers off, then the newer migrations.
// All or nothing: on PostgreSQL one transaction, on SQLite the new file is removed; photos written are removed.
import fs from "node:fs";
import fsp from "node:fs/promises";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import { connect } from "../db/connect.server.ts";
import { migrateToLatest } from "../db/migrate.server.ts";
import type { PhotoStorage } from "../photos/storage.server.ts";
import { MANIFEST, type Manifest, parseManifest } from "./archive.ts";
import { type AnyDb, loadEntries } from "./load-archive.server.ts";
import { damaged, RestoreError, type RestoreResult } from "./restore-error.ts";
import { countTables } from "./tables.server.ts";
import { readTar, type TarEntry } from "./tar.server.ts";

export { RestoreError, type RestoreResult };

export interface RestoreOptions {
  file: string;
  target: { databaseUrl?: string; sqliteFile?: string };
  storage: PhotoStorage;
  /** The migrations this version knows, in order. */
  knownMigrations: string[];
}

export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  if (!fs.existsSync(options.file))
    throw new RestoreError(`No se restauró nada: no existe el archivo ${options.file}.`);
  const entries = openArchive(options.file);
  try {
    return await restoreEntries(options, entries);
  } finally {
    await entries.return(undefined).catch(() => {}); // closes the file whatever happened
  }
}

async function restoreEntries(options: RestoreOptions, entries: AsyncGenerator<TarEntry>): Promise<RestoreResult> {
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
