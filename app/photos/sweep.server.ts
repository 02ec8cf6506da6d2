// The orphan sweep: removes stored photo files that no listing and no live upload references — leftovers of
// a crash between a commit and its file clean-up, of deleted listings, and of forms never saved — originals of
// uploads no longer waiting, half-written temp files, and expired uploads and drafts.
import type { Kysely } from "kysely";
import { backupReadingPhotos } from "../backup/runs.server.ts";
import type { Database } from "../db/schema.ts";
import { addPhoto, addUpload, emptyReferences, isReferenced, type PhotoReferences } from "./references.ts";
import type { PhotoContext } from "./upload-queue.server.ts";
import { log } from "../log/logger.server.ts";

/** Uploads not saved into a listing within a day, and drafts unused for a day, are abandoned forms. */
export const UPLOAD_TTL_MS = 24 * 60 * 60_000;
/** Files younger than this are spared: a writer (the demo seed, say) may be about to commit their rows, and
 *  files a save or a delete just stopped using (their age restarts then) may still be shown by open pages. */
export const FILE_GRACE_MS = 15 * 60_000;

export interface SweepOptions {
  now?: Date;
  uploadTtlMs?: number;
  fileGraceMs?: number;
}

export interface SweepReport {
  expiredUploads: number;
  removedFiles: number;
}

const BATCH = 200;

export async function sweepOrphans(ctx: PhotoContext, options: SweepOptions = {}): Promise<SweepReport> {
  const now = options.now ?? new Date();
  const grace = options.fileGraceMs ?? FILE_GRACE_MS;
  // Temp files first, needing no database write: on a full disk the expiry below may be refused, and the
  // half-written files an interrupted write left must go all the same.
  let removed = await ctx.storage.removeStaleTemp(grace);
  const expiredUploads = await expire(ctx.kysely, new Date(now.getTime() - (options.uploadTtlMs ?? UPLOAD_TTL_MS)));

  const folders = await ctx.storage.listFolders();
  for (let i = 0; i < folders.length; i += BATCH) {
    const batch = folders.slice(i, i + BATCH);
    // Files first, references second: a file is written only after the row that names it exists (an upload's
    // original just before its row: its youth spares it).
    const keys = (await Promise.all(batch.map((f) => ctx.storage.list(f)))).flat();
    const refs = await references(ctx.kysely, batch);
    // After reading the references: a backup whose snapshot may still name these files holds them back
    // (decision 100); one that starts later snapshots rows that no longer name them.
    if (await backupReadingPhotos(ctx.kysely)) break;
    for (const key of keys) {
      if (isReferenced(key, refs)) continue;
      const age = await ctx.storage.age(key);
      if (age === null || age < grace) continue;
      await ctx.storage.delete(key);
      removed++;
    }
  }
  return { expiredUploads, removedFiles: removed };
}

/** Drops uploads and drafts unused for the TTL; a database that cannot write (a full disk) skips this round. */
async function expire(db: Kysely<Database>, before: Date): Promise<number> {
  try {
    const cutoff = before.toISOString();
    const uploads = await db.deleteFrom("photo_uploads").where("created_at", "<", cutoff).executeTakeFirst();
    await db.deleteFrom("listing_drafts").where("last_used_at", "<", cutoff).execute();
    return Number(uploads.numDeletedRows);
  } catch (err) {
    log.error({ err }, "Fotos: el barrido no pudo vencer subidas y borradores");
    return 0;
  }
}

/** `{id}/{n}` of every saved photo and live upload of these listings, read in ONE statement (one snapshot),
 *  so a save moving an upload into its listing at this moment is seen on one side or the other; and the ids
 *  of the uploads still waiting, whose originals stay. */
async function references(db: Kysely<Database>, ids: string[]): Promise<PhotoReferences> {
  const rows = await db
    .selectFrom("property_photos")
    .select(["property_id", "n"])
    .where("property_id", "in", ids)
    .unionAll(db.selectFrom("photo_uploads").select(["property_id", "n"]).where("property_id", "in", ids))
    .execute();
  const pending = await db
    .selectFrom("photo_uploads")
    .select(["id", "property_id", "n", "status"])
    .where("property_id", "in", ids)
    .where("status", "=", "pending")
    .execute();
  const refs = emptyReferences();
  for (const row of rows) addPhoto(refs, row);
  for (const row of pending) addUpload(refs, row);
  return refs;
}
