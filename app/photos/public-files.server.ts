// Which stored photo files /media may serve (decision 087): every photo except those of uploads not yet saved
// into a listing — a draft's photos, or the new photos of a listing being edited, belong to their form only.
// Photos a save removed or whose listing was deleted stay served for the sweep's grace (decision 071).
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { photoNumberOf } from "./variants.ts";

export async function isPublicPhotoFile(db: Kysely<Database>, propertyId: string, fileName: string): Promise<boolean> {
  const n = photoNumberOf(fileName);
  if (n === null) return false;
  const unsaved = await db
    .selectFrom("photo_uploads")
    .select("id")
    .where("property_id", "=", propertyId)
    .where("n", "=", n)
    .executeTakeFirst();
  return !unsaved;
}
