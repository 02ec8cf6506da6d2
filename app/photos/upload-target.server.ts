// Where photos may be uploaded (decision 087): a saved listing, or a draft id the server issued to this staff
// member when the new-listing form opened. Handing out a number locks the target's counter row, so the limit
// of live uploads per listing holds, and no number is handed out twice, under parallel uploads on both engines.
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/schema.ts";
import { uniqueShortId } from "../properties/ids.ts";
import { MAX_PHOTOS } from "../properties/photo-refs.ts";

export const targetMessages = {
  unknown: "Esta propiedad no existe o el formulario venció. Recargá la página y volvé a subir las fotos.",
  limit: `Máximo ${MAX_PHOTOS} fotos por propiedad.`,
};

export interface UploadTarget {
  propertyId: string;
  /** The staff member uploading: a draft takes uploads from the one it was issued to only. */
  staffId: string;
}

export type TargetRefusal = { ok: false; reason: "unknown-target" | "limit"; message: string };

const refusal = (reason: TargetRefusal["reason"]): TargetRefusal => ({
  ok: false,
  reason,
  message: reason === "limit" ? targetMessages.limit : targetMessages.unknown,
});

/** Issues a new listing's id to a staff member: the new-listing form's draft, which its uploads go to. */
export async function issueDraft(db: Kysely<Database>, staffId: string, now = new Date()): Promise<string> {
  return uniqueShortId(async (id) => {
    const [listing, upload] = await Promise.all([
      db.selectFrom("properties").select("id").where("id", "=", id).executeTakeFirst(),
      db.selectFrom("photo_uploads").select("id").where("property_id", "=", id).executeTakeFirst(),
    ]);
    if (listing || upload) return false;
    const row = { id, staff_id: staffId, last_used_at: now.toISOString() };
    const inserted = await db
      .insertInto("listing_drafts")
      .values(row)
      .onConflict((oc) => oc.column("id").doNothing())
      .returning("id")
      .executeTakeFirst();
    return inserted !== undefined;
  });
}

/** Quick refusal before a body is read (not atomic: reserveNumber decides). */
export async function checkUploadTarget(db: Kysely<Database>, target: UploadTarget): Promise<TargetRefusal | null> {
  const [listing, draft] = await Promise.all([
    db.selectFrom("properties").select("id").where("id", "=", target.propertyId).executeTakeFirst(),
    db
      .selectFrom("listing_drafts")
      .select("id")
      .where("id", "=", target.propertyId)
      .where("staff_id", "=", target.staffId)
      .executeTakeFirst(),
  ]);
  if (!listing && !draft) return refusal("unknown-target");
  return (await liveUploads(db, target.propertyId)) >= MAX_PHOTOS ? refusal("limit") : null;
}

class Refused extends Error {
  refusal: TargetRefusal;
  constructor(refusal: TargetRefusal) {
    super(refusal.message);
    this.refusal = refusal;
  }
}

/**
 * In one transaction: takes the target's next image number (bumping its counter locks the row until the commit,
 * so uploads to one listing pass here one at a time), refuses an unknown or full target, and runs `insert`.
 */
export async function reserveNumber(
  db: Kysely<Database>,
  target: UploadTarget,
  now: Date,
  insert: (trx: Transaction<Database>, n: number) => Promise<unknown>,
): Promise<{ ok: true; n: number } | TargetRefusal> {
  try {
    return await db.transaction().execute(async (trx) => {
      const n = await bumpCounter(trx, target, now);
      if (n === undefined) throw new Refused(refusal("unknown-target"));
      if ((await liveUploads(trx, target.propertyId)) >= MAX_PHOTOS) throw new Refused(refusal("limit"));
      await insert(trx, n);
      return { ok: true as const, n };
    });
  } catch (err) {
    if (err instanceof Refused) return err.refusal;
    throw err;
  }
}

async function bumpCounter(trx: Transaction<Database>, target: UploadTarget, now: Date): Promise<number | undefined> {
  const listing = await trx
    .updateTable("properties")
    .set((eb) => ({ last_photo_n: eb("last_photo_n", "+", 1) }))
    .where("id", "=", target.propertyId)
    .returning("last_photo_n")
    .executeTakeFirst();
  if (listing) return listing.last_photo_n;
  const draft = await trx
    .updateTable("listing_drafts")
    .set((eb) => ({ last_photo_n: eb("last_photo_n", "+", 1), last_used_at: now.toISOString() }))
    .where("id", "=", target.propertyId)
    .where("staff_id", "=", target.staffId)
    .returning("last_photo_n")
    .executeTakeFirst();
  return draft?.last_photo_n;
}

async function liveUploads(db: Kysely<Database>, propertyId: string): Promise<number> {
  const row = await db
    .selectFrom("photo_uploads")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("property_id", "=", propertyId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The highest number a draft handed out, so its saved listing never hands it out again (0 if none). */
export async function draftLastNumber(db: Kysely<Database>, propertyId: string): Promise<number> {
  const draft = await db
    .selectFrom("listing_drafts")
    .select("last_photo_n")
    .where("id", "=", propertyId)
    .executeTakeFirst();
  return draft?.last_photo_n ?? 0;
}
