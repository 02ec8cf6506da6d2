// The orphan sweep: removes stored photo files that no listing and no live upload references — leftovers of
// a crash between a commit and its file clean-up, of deleted listings, and of forms never saved — originals of
// uploads no longer waiting, half-written temp files, and expired uploads and drafts. It looks only at the folders
// noted as candidates (decision 125); a rare full reconcile looks at every folder.
import type { Kysely } from "kysely";
import { backupReadingPhotos } from "../backup/runs.server.ts";
import type { Database } from "../db/schema.ts";
import { addPhoto, addUpload, emptyReferences, isReferenced, type PhotoReferences } from "./references.ts";
import type { PhotoContext } from "./upload-queue.server.ts";
import { log } from "../log/logger.server.ts";
import { candidateFolders, dropSweepCandidates, noteSweepCandidates } from "./sweep-candidates.server.ts";

/** Uploads not saved into a listing within a day, and drafts unused for a day, are abandoned forms. */
export const UPLOAD_TTL_MS = 24 * 60 * 60_000;
/** Files younger than this are spared: a writer (the demo seed, say) may be about to commit their rows, and
 *  files a save or a delete just stopped using (their age restarts then) may still be shown by open pages. */
export const FILE_GRACE_MS = 15 * 60_000;

export interface SweepOptions {
  now?: Date;
  uploadTtlMs?: number;
  fileGraceMs?: number;
  /** Every folder in storage, not just the noted ones: the rare full reconcile (decision 125). */
  full?: boolean;
}

export interface SweepReport {
  expiredUploads: number;
  removedFiles: number;
  /** Folders looked at: the noted candidates, or every folder on a full reconcile. */
  folders: number;
}

const BATCH = 200;

/**
 * Looks at the folders noted as candidates (decision 125) — in proportion to what changed, not to the bucket —
 * or at every folder when `full`. A folder leaves the list once every file in it is referenced and none of its
 * uploads is still waiting; until then (a young file spared, an upload in progress) it stays for the next round.
 */
export async function sweepOrphans(ctx: PhotoContext, options: SweepOptions = {}): Promise<SweepReport> {
  const now = options.now ?? new Date();
  const grace = options.fileGraceMs ?? FILE_GRACE_MS;
  // Temp files first, needing no database write: on a full disk the expiry below may be refused, and the
  // half-written files an interrupted write left must go all the same.
  let removed = await ctx.storage.removeStaleTemp(grace);
  const expiredUploads = await expire(ctx.kysely, new Date(now.getTime() - (options.uploadTtlMs ?? UPLOAD_TTL_MS)));
  let folders = 0;
  const everyFolder = options.full ? await ctx.storage.listFolders() : [];
  let after: string | undefined;
  for (let i = 0; ; i += BATCH) {
    const notes = options.full
      ? everyFolder.slice(i, i + BATCH).map((folder) => ({ folder, noted_at: "" }))
      : await candidateFolders(ctx.kysely, BATCH, after);
    if (notes.length === 0) break;
    after = notes[notes.length - 1].folder;
    const batch = notes.map((n) => n.folder);
    folders += batch.length;
    // Files first, references second: a file is written only after the row that names it exists (an upload's
    // original just before its row: its youth spares it, and its folder was noted before it was written).
    const keys = (await Promise.all(batch.map((f) => ctx.storage.list(f)))).flat();
    const refs = await references(ctx.kysely, batch);
    // After reading the references: a backup whose snapshot may still name these files holds them back
    // (decision 100); one that starts later snapshots rows that no longer name them. The notes stay.
    if (await backupReadingPhotos(ctx.kysely)) break;
    const unclean = new Set(refs.waitingFolders);
    for (const key of keys) {
      if (isReferenced(key, refs)) continue;
      const age = await ctx.storage.age(key);
      if (age === null) continue;
      if (age < grace) {
        unclean.add(key.split("/")[0]);
        continue;
      }
      await ctx.storage.delete(key);
      removed++;
    }
    if (!options.full)
      await dropSweepCandidates(
        ctx.kysely,
        notes.filter((n) => !unclean.has(n.folder)),
      );
  }
  return { expiredUploads, removedFiles: removed, folders };
}

/**
 * Drops uploads and drafts unused for the TTL, noting their folders for the sweep in the same transaction; a
 * database that cannot write (a full disk) skips this round.
 */
async function expire(db: Kysely<Database>, before: Date): Promise<number> {
  try {
    const cutoff = before.toISOString();
    return await db.transaction().execute(async (trx) => {
      const expired = await trx
        .selectFrom("photo_uploads")
        .select("property_id")
        .distinct()
        .where("created_at", "<", cutoff)
        .execute();
      await noteSweepCandidates(
        trx,
        expired.map((r) => r.property_id),
      );
      const uploads = await trx.deleteFrom("photo_uploads").where("created_at", "<", cutoff).executeTakeFirst();
      await trx.deleteFrom("listing_drafts").where("last_used_at", "<", cutoff).execute();
      return Number(uploads.numDeletedRows);
    });
  } catch (err) {
    log.error({ err }, "Fotos: el barrido no pudo vencer subidas y borradores");
    return 0;
  }
}

/** `{id}/{n}` of every saved photo and live upload of these listings, read in ONE statement (one snapshot),
 *  so a save moving an upload into its listing at this moment is seen on one side or the other; and the ids
 *  (and folders) of the uploads still waiting, whose originals stay. */
async function references(
  db: Kysely<Database>,
  ids: string[],
): Promise<PhotoReferences & { waitingFolders: string[] }> {
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
  return { ...refs, waitingFolders: pending.map((p) => p.property_id) };
}
