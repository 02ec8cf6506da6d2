// Deletes a listing: its row, photo rows and pending uploads in ONE transaction, then — only after the
// commit — its files. A crash in between leaves files the orphan sweep removes; never a listing without photos.
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
    const keys = await ctx.storage.list(id);
    await Promise.all(keys.map((key) => ctx.storage.delete(key)));
  } catch (err) {
    console.error(`Fotos: no se pudieron borrar los archivos de ${id} (los quitará el barrido):`, err);
  }
  return true;
}
