// Writes listings: each command is one transaction, so a crash leaves the old or the new state, never a mix.
import { type Kysely, sql, type Transaction } from "kysely";
import { isPostgres } from "../db/engine.ts";
import { SEQ_SEQUENCE } from "../db/migrations/010-listing-seq-sequence.ts";
import type { Database } from "../db/schema.ts";
import { recordActivity } from "../activity/record.server.ts";
import { claimVersion, createdBy, type Edit, type Editor } from "./concurrency.server.ts";
import { uniqueShortId } from "./ids.ts";
import { listingColumns, type ListingFields } from "./listing-row.server.ts";
import type { Photo } from "./types.ts";

export type PropertyInput = ListingFields;

/** The next listing order number: a sequence on PostgreSQL (migration 010), max + 1 under SQLite's one writer. */
async function nextSeq(trx: Transaction<Database>): Promise<number> {
  if (isPostgres(trx)) {
    const { rows } = await sql<{ next: string }>`SELECT nextval(${SEQ_SEQUENCE}) AS next`.execute(trx);
    return Number(rows[0].next);
  }
  const row = await trx
    .selectFrom("properties")
    .select(sql<number>`coalesce(max(seq), 0) + 1`.as("next"))
    .executeTakeFirstOrThrow();
  return Number(row.next);
}

/** Inserts a listing and its photo list (photos in display order) inside the caller's transaction: the form's
 * create (save.server.ts) and the demo seed, which inserts many at once. Returns the short id. */
export async function insertProperty(
  trx: Transaction<Database>,
  input: PropertyInput,
  photos: Photo[] = [],
  options: { id?: string; now?: Date; by?: Editor; draft?: boolean } = {},
): Promise<string> {
  const now = (options.now ?? new Date()).toISOString();
  const id =
    options.id ??
    (await uniqueShortId(async (candidate) => {
      const hit = await trx.selectFrom("properties").select("id").where("id", "=", candidate).executeTakeFirst();
      return !hit;
    }));
  await trx
    .insertInto("properties")
    .values({
      id,
      seq: await nextSeq(trx),
      ...listingColumns(id, input),
      last_photo_n: photos.reduce((max, p) => Math.max(max, p.n), 0),
      draft: options.draft ?? false,
      created_at: now,
      updated_at: now,
      ...createdBy(options.by),
      // Its agent is who created it (issue #35); seeded and imported rows have none (the agency's number). Only
      // named when set, so tests that build an older schema (before migration 025) still insert listings.
      ...(options.by ? { agent_id: options.by.id } : {}),
    })
    .execute();
  await insertPhotos(trx, id, photos, now);
  return id;
}

export async function insertPhotos(trx: Transaction<Database>, propertyId: string, photos: Photo[], now: string) {
  if (photos.length === 0) return;
  await trx
    .insertInto("property_photos")
    .values(
      photos.map((p, position) => ({
        property_id: propertyId,
        n: p.n,
        position,
        width: p.width,
        height: p.height,
        created_at: now,
      })),
    )
    .execute();
}

/** Marks a listing featured or not, over the version the user was shown (ListingChanged, ListingNotFound). */
export async function setFeatured(db: Kysely<Database>, id: string, featured: boolean, edit: Edit, now = new Date()) {
  await db.transaction().execute(async (trx) => {
    await claimVersion(trx, id, edit, now, { featured });
    const { name } = await trx.selectFrom("properties").select("name").where("id", "=", id).executeTakeFirstOrThrow();
    const action = featured ? "feature" : "unfeature";
    await recordActivity(trx, { action, actor: edit.by, property: { id, name }, at: now });
  });
}
