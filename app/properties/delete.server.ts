// Deletes a listing: its row, photo rows and pending uploads in ONE transaction; only after the commit do its
// files leave storage, by the orphan sweep once unused for its grace (pages already open keep their images).
import { retireFiles } from "../photos/store.server.ts";
import { noteSweepCandidates } from "../photos/sweep-candidates.server.ts";
import type { PhotoContext } from "../photos/upload-queue.server.ts";
import { claimVersion, type Edit } from "./concurrency.server.ts";
import { log } from "../log/logger.server.ts";

/** Deletes the listing the user was shown: ListingChanged if it changed since, ListingNotFound if it is gone. */
export async function deleteListing(ctx: PhotoContext, id: string, edit: Edit, now = new Date()): Promise<void> {
  await ctx.kysely.transaction().execute(async (trx) => {
    // Claiming the next version checks the one shown and holds the row until the delete commits.
    await claimVersion(trx, id, edit, now);
    await trx.deleteFrom("photo_uploads").where("property_id", "=", id).execute();
    await trx.deleteFrom("property_photos").where("property_id", "=", id).execute();
    await trx.deleteFrom("properties").where("id", "=", id).execute();
    // Its files now belong to no row: the sweep will look at this folder (decision 125).
    await noteSweepCandidates(trx, [id], now);
  });
  try {
    await retireFiles(ctx.storage, await ctx.storage.list(id));
  } catch (err) {
    log.error({ err }, `Fotos: no se pudieron marcar los archivos de ${id} (los quitará el barrido)`);
  }
}
