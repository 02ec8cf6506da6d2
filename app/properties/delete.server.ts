// Deletes a listing: its row, photo rows and pending uploads in ONE transaction; only after the commit do its
// files leave storage, by the orphan sweep once unused for its grace (pages already open keep their images).
import { retireFiles } from "../photos/store.server.ts";
import type { PhotoContext } from "../photos/upload-queue.server.ts";

export async function deleteListing(ctx: PhotoContext, id: string): Promise<boolean> {
  const deleted = await ctx.kysely.transaction().execute(async (trx) => {
    await trx.deleteFrom("photo_uploads").where("property_id", "=", id).execute();
    await trx.deleteFrom("property_photos").where("property_id", "=", id).execute();
    const r = await trx.deleteFrom("properties").where("id", "=", id).executeTakeFirst();
    return Number(r.numDeletedRows) === 1;
  });
  if (!deleted) return false;
  try {
    await retireFiles(ctx.storage, await ctx.storage.list(id));
  } catch (err) {
    console.error(`Fotos: no se pudieron marcar los archivos de ${id} (los quitará el barrido):`, err);
  }
  return true;
}
