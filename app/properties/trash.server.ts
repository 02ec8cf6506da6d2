// 'Papelera' (decision 141): what is in it, and the purge — the spec's delete, done 30 days late or at once by
// 'Vaciar papelera': rows, photo rows and uploads in one transaction with their history entries, then the files.
import type { Kysely } from "kysely";
import { type Actor, recordActivity } from "../activity/record.server.ts";
import type { Database } from "../db/schema.ts";
import { periodicJob } from "../jobs/periodic.server.ts";
import { log } from "../log/logger.server.ts";
import { deleteUnnamedFiles } from "../photos/store.server.ts";
import { noteSweepCandidates } from "../photos/sweep-candidates.server.ts";
import type { PhotoContext } from "../photos/upload-queue.server.ts";
import { TRASH_DAYS } from "./trash-policy.ts";

export interface TrashedListing {
  id: string;
  name: string;
  locality: string;
  deletedAt: string;
  deletedBy: string | null;
  /** When the scheduled purge removes it. */
  purgeAt: string;
}

const DAY_MS = 86_400_000;

export async function listTrash(db: Kysely<Database>): Promise<TrashedListing[]> {
  const rows = await db
    .selectFrom("properties")
    .select(["id", "name", "locality", "deleted_at", "deleted_by_name"])
    .where("deleted_at", "is not", null)
    .orderBy("deleted_at", "desc")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    locality: r.locality,
    deletedAt: r.deleted_at!,
    deletedBy: r.deleted_by_name,
    purgeAt: new Date(new Date(r.deleted_at!).getTime() + TRASH_DAYS * DAY_MS).toISOString(),
  }));
}

/** The scheduled actor of purges nobody asked for. */
export const SYSTEM_ACTOR: Actor = { id: null, name: "Sistema (papelera automática)" };

/**
 * Purges trashed listings: those deleted more than TRASH_DAYS before `now`, or every one (`all`, 'Vaciar
 * papelera'). Returns how many. Files go right after the commit: the listing has been a 404 since it was trashed.
 */
export async function purgeTrash(
  ctx: PhotoContext,
  options: { now?: Date; all?: boolean; actor?: Actor } = {},
): Promise<number> {
  const now = options.now ?? new Date();
  const cutoff = new Date(now.getTime() - TRASH_DAYS * DAY_MS).toISOString();
  const purged = await ctx.kysely.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom("properties")
      .select(["id", "name"])
      .where("deleted_at", "is not", null)
      .$if(!options.all, (q) => q.where("deleted_at", "<", cutoff))
      .execute();
    if (rows.length === 0) return rows;
    const ids = rows.map((r) => r.id);
    await trx.deleteFrom("photo_uploads").where("property_id", "in", ids).execute();
    await trx.deleteFrom("property_photos").where("property_id", "in", ids).execute();
    await trx.deleteFrom("properties").where("id", "in", ids).execute();
    // Should the file removal below fail, the sweep knows where to look (decision 125).
    await noteSweepCandidates(trx, ids, now);
    for (const row of rows) {
      await recordActivity(trx, {
        action: "purge",
        actor: options.actor ?? SYSTEM_ACTOR,
        property: row,
        at: now,
        note: options.all ? "Vaciar papelera" : `${TRASH_DAYS} días en la papelera`,
      });
    }
    return rows;
  });
  for (const { id } of purged) {
    try {
      await deleteUnnamedFiles(ctx.kysely, ctx.storage, await ctx.storage.list(id));
    } catch (err) {
      log.error({ err }, `Papelera: no se pudieron borrar las fotos de ${id} (las quitará el barrido)`);
    }
  }
  return purged.length;
}

/** The scheduled purge, for the holder of the "papelera" job lock; returns the function that stops it. */
export function trashPurgeWork(ctx: PhotoContext, everyMs = 60 * 60_000): () => void {
  return periodicJob(
    "Papelera",
    async () => {
      const n = await purgeTrash(ctx);
      return n ? `se eliminaron definitivamente ${n} propiedad(es) con más de ${TRASH_DAYS} días.` : null;
    },
    { firstMs: 30_000, everyMs },
  );
}
