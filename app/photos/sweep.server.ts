// The orphan sweep: removes stored photo files that no listing and no live upload references — leftovers of
// a crash between a commit and its file clean-up, of deleted listings, and of forms never saved.
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { PhotoContext } from "./upload-queue.server.ts";

/** Uploads not saved into a listing within a day are abandoned forms. */
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

const PHOTO_FILE = /^[0-9a-f]{8}\/image_(\d+)(?:-[a-z0-9]+)?\.(?:jpeg|webp)$/;
const BATCH = 200;

export async function sweepOrphans(ctx: PhotoContext, options: SweepOptions = {}): Promise<SweepReport> {
  const now = options.now ?? new Date();
  const grace = options.fileGraceMs ?? FILE_GRACE_MS;
  const expired = await ctx.kysely
    .deleteFrom("photo_uploads")
    .where("created_at", "<", new Date(now.getTime() - (options.uploadTtlMs ?? UPLOAD_TTL_MS)).toISOString())
    .executeTakeFirst();
  let removed = await ctx.storage.removeStaleTemp(grace);

  const folders = await ctx.storage.listFolders();
  for (let i = 0; i < folders.length; i += BATCH) {
    const batch = folders.slice(i, i + BATCH);
    // Files first, references second: a file is written only after the row that names it exists.
    const keys = (await Promise.all(batch.map((f) => ctx.storage.list(f)))).flat();
    const used = await referencedPhotos(ctx.kysely, batch);
    for (const key of keys) {
      const m = PHOTO_FILE.exec(key);
      if (m && used.has(`${key.slice(0, 8)}/${m[1]}`)) continue;
      const age = await ctx.storage.age(key);
      if (age === null || age < grace) continue;
      await ctx.storage.delete(key);
      removed++;
    }
  }
  return { expiredUploads: Number(expired.numDeletedRows), removedFiles: removed };
}

/** `{id}/{n}` of every saved photo and live upload of these listings, read in ONE statement (one snapshot),
 *  so a save moving an upload into its listing at this moment is seen on one side or the other. */
async function referencedPhotos(db: Kysely<Database>, ids: string[]): Promise<Set<string>> {
  const rows = await db
    .selectFrom("property_photos")
    .select(["property_id", "n"])
    .where("property_id", "in", ids)
    .unionAll(db.selectFrom("photo_uploads").select(["property_id", "n"]).where("property_id", "in", ids))
    .execute();
  return new Set(rows.map((r) => `${r.property_id}/${r.n}`));
}
