// Deletes a listing: it moves to 'Papelera' (decision 141) in ONE transaction with its history entry — gone from
// the public site at once, its photos kept — and can be restored with one click until it is purged.
import { recordActivity } from "../activity/record.server.ts";
import type { PhotoContext } from "../photos/upload-queue.server.ts";
import { claimVersion, type Edit, type Editor, ListingNotFound } from "./concurrency.server.ts";

/** Trashes the listing the user was shown: ListingChanged if it changed since, ListingNotFound if it is gone. */
export async function deleteListing(ctx: PhotoContext, id: string, edit: Edit, now = new Date()): Promise<void> {
  await ctx.kysely.transaction().execute(async (trx) => {
    // Claiming the next version checks the one shown and holds the row until the move commits.
    await claimVersion(trx, id, edit, now, { deleted_at: now.toISOString(), deleted_by_name: edit.by.name });
    const { name } = await trx.selectFrom("properties").select("name").where("id", "=", id).executeTakeFirstOrThrow();
    await recordActivity(trx, { action: "delete", actor: edit.by, property: { id, name }, at: now });
  });
}

/** Brings a trashed listing back as it was (photos included); ListingNotFound when it is not in the trash. */
export async function restoreListing(ctx: PhotoContext, id: string, by: Editor, now = new Date()): Promise<void> {
  await ctx.kysely.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable("properties")
      .set((eb) => ({
        deleted_at: null,
        deleted_by_name: null,
        version: eb("version", "+", 1),
        updated_at: now.toISOString(),
        updated_by: by.id,
        updated_by_name: by.name,
      }))
      .where("id", "=", id)
      .where("deleted_at", "is not", null)
      .returning("name")
      .executeTakeFirst();
    if (!row) throw new ListingNotFound();
    await recordActivity(trx, { action: "restore", actor: by, property: { id, name: row.name }, at: now });
  });
}
