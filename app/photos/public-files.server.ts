// Who /media may serve a stored photo file to (decision 087; issue 32, item 6): nobody for an upload not yet saved
// into a listing (a draft's photos, or the new photos of a listing being edited, belong to their form only); staff
// only, uncached, while the listing is a draft or in the trash; everyone, cached for good, once visitors see it.
// Photos a save removed, or whose listing was deleted for good, stay served for the sweep's grace (decision 071).
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { photoNumberOf } from "./variants.ts";

export type PhotoAudience = "everyone" | "staff" | "nobody";

export async function photoAudience(
  db: Kysely<Database>,
  propertyId: string,
  fileName: string,
): Promise<PhotoAudience> {
  const n = photoNumberOf(fileName);
  if (n === null) return "nobody";
  const unsaved = await db
    .selectFrom("photo_uploads")
    .select("id")
    .where("property_id", "=", propertyId)
    .where("n", "=", n)
    .executeTakeFirst();
  if (unsaved) return "nobody";
  const listing = await db
    .selectFrom("properties")
    .select(["draft", "deleted_at"])
    .where("id", "=", propertyId)
    .executeTakeFirst();
  // SQLite stores booleans as 0/1.
  return listing && (Boolean(listing.draft) || listing.deleted_at !== null) ? "staff" : "everyone";
}
