// Writes one backup archive (archive.ts) while the site keeps serving: a consistent snapshot of every table,
// then every photo file the snapshot names, read through PhotoStorage. A lease in backup_runs keeps those files
// from being deleted until they are copied (decision 100). The file appears under its name only when complete.
import crypto from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import type { Kysely } from "kysely";
import type { Db } from "../db/connect.server.ts";
import type { Database } from "../db/schema.ts";
import { addPhoto, addUpload, emptyReferences, isReferenced, type PhotoReferences } from "../photos/references.ts";
import type { PhotoStorage } from "../photos/storage.server.ts";
import { photoKeys } from "../photos/store.server.ts";
import { originalKey } from "../photos/upload-queue.server.ts";
import { END, type EndMarker, MANIFEST, type Manifest, photoEntryName, tableChunkName } from "./archive.ts";
import { OWNER_DIR, OWNER_FILE } from "../runtime/process/owner-only.server.ts";
import type { Row } from "./rows.ts";
import { startBackupRun } from "./runs.server.ts";
import { readSnapshot } from "./snapshot.server.ts";
import { appliedMigrations } from "./tables.server.ts";
import { TarWriter } from "./tar.server.ts";

/** A refusal or failure the command line and the log print as one Spanish line. */
export class BackupError extends Error {}

export interface BackupOptions {
  /** The running site's database: the backup's lease and record are written here. */
  kysely: Kysely<Database>;
  /** Opens a connection of its own for the snapshot (a long read transaction must not hold the site's). */
  openSnapshotDb: () => Db;
  storage: PhotoStorage;
  /** The migrations this version knows, in order: the database must have applied exactly these. */
  knownMigrations: string[];
  file: string;
}

export interface BackupResult {
  file: string;
  bytes: number;
  rows: Record<string, number>;
  photos: number;
  missingPhotos: string[];
}

export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const file = path.resolve(options.file);
  if (fs.existsSync(file))
    throw new BackupError(`No se hizo la copia: ${file} ya existe. Elegí otro nombre de archivo.`);
  checkSchema(await appliedMigrations(options.kysely), options.knownMigrations);
  // A folder made here is owner-only; one that exists is the operator's, and the archive itself is 0600.
  await fsp.mkdir(path.dirname(file), { recursive: true, mode: OWNER_DIR });
  const run = await startBackupRun(options.kysely);
  const partial = `${file}.${crypto.randomBytes(4).toString("hex")}.partial`;
  try {
    const result = await writeArchive(options, partial);
    await fsp.rename(partial, file);
    await run.end({ file, bytes: result.bytes });
    return { ...result, file };
  } catch (err) {
    await fsp.rm(partial, { force: true }).catch(() => {});
    await run.end({ error: (err as Error).message }).catch(() => {});
    throw err;
  }
}

async function writeArchive(options: BackupOptions, target: string): Promise<Omit<BackupResult, "file">> {
  // Photos are already compressed: the fastest level keeps the CPU for the site and still shrinks the rows.
  const gzip = zlib.createGzip({ level: zlib.constants.Z_BEST_SPEED });
  // Owner-only whatever the umask: the archive holds password hashes (app/runtime/process/owner-only.server.ts).
  const out = fs.createWriteStream(target, { flags: "wx", mode: OWNER_FILE });
  const written = pipeline(gzip, out);
  const tar = new TarWriter(gzip);
  try {
    const { rows, refs, complete } = await snapshotInto(tar, options);
    const { photos, missingPhotos } = await copyPhotos(tar, options.storage, refs, complete);
    const end: EndMarker = { rows, photos, missingPhotos };
    await tar.add(END, Buffer.from(JSON.stringify(end)));
    await tar.finish();
    gzip.end();
    await written;
    // On disk before it takes its real name: a crash right after never leaves a "good" but empty file.
    const handle = await fsp.open(target, "r");
    await handle.sync().finally(() => handle.close());
    return { bytes: (await fsp.stat(target)).size, rows, photos, missingPhotos };
  } catch (err) {
    gzip.destroy();
    await written.catch(() => {});
    throw err;
  }
}

/** The rows, and which photo files they name: all that photos referenced, and the ones that must exist. */
async function snapshotInto(tar: TarWriter, options: BackupOptions) {
  const refs = emptyReferences();
  const complete: string[] = [];
  const chunkIndex = new Map<string, number>();
  const db = options.openSnapshotDb();
  try {
    const rows = await readSnapshot(db, {
      manifest: async (m: Manifest) => {
        await tar.add(MANIFEST, Buffer.from(JSON.stringify(m, null, 2)));
      },
      rows: async (table, chunk: Row[]) => {
        const index = (chunkIndex.get(table.name) ?? 0) + 1;
        chunkIndex.set(table.name, index);
        const lines = chunk.map((r) => JSON.stringify(r)).join("\n");
        await tar.add(tableChunkName(table.name, index), Buffer.from(`${lines}\n`));
        if (table.name === "property_photos") {
          for (const r of chunk as Array<{ property_id: string; n: number }>) {
            addPhoto(refs, r);
            complete.push(...photoKeys(r.property_id, r.n));
          }
        }
        if (table.name === "photo_uploads") {
          for (const r of chunk as Array<{ id: string; property_id: string; n: number; status: string }>) {
            addUpload(refs, r);
            if (r.status === "ready") complete.push(...photoKeys(r.property_id, r.n));
            if (r.status === "pending") complete.push(originalKey(r.property_id, r.id));
          }
        }
      },
    });
    return { rows, refs, complete };
  } finally {
    await db.close();
  }
}

function checkSchema(applied: string[], known: string[]) {
  const unknown = applied.filter((m) => !known.includes(m));
  if (unknown.length) {
    throw new BackupError(
      `No se hizo la copia: la base de datos es de una versión más nueva de Vitrina (migración ${unknown[0]}).`,
    );
  }
  const pending = known.filter((m) => !applied.includes(m));
  if (pending.length) {
    throw new BackupError(
      `No se hizo la copia: a la base de datos le faltan migraciones (${pending.join(", ")}). ` +
        "Iniciá el servidor o corré npm run db:migrate antes.",
    );
  }
}

/** Every stored file the rows reference, folder by folder; reports the complete photos' files storage lacks. */
async function copyPhotos(tar: TarWriter, storage: PhotoStorage, refs: PhotoReferences, complete: string[]) {
  const folders = [...new Set([...refs.used].map((u) => u.split("/")[0]))].sort();
  const copied = new Set<string>();
  for (const folder of folders) {
    for (const key of (await storage.list(folder)).sort()) {
      if (!isReferenced(key, refs)) continue;
      const stored = await storage.get(key);
      // Gone since the listing: a file of a photo still being processed (never one the snapshot needs whole).
      if (!stored) continue;
      await tar.add(photoEntryName(key), await buffer(stored.stream));
      copied.add(key);
    }
  }
  const missingPhotos = complete.filter((k) => !copied.has(k));
  return { photos: copied.size, missingPhotos };
}
