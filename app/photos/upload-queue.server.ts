// Accepted uploads wait in the database (photo_uploads) until processed into stored files. Accepting is quick
// (check + one insert); the heavy sharp work runs after the answer, and a crash loses nothing: the original
// bytes stay in the row until the files are written, and an abandoned claim is taken again.
import crypto from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { checkUpload } from "./upload-check.server.ts";
import { processPhoto } from "./pipeline.server.ts";
import { deletePhotoFiles, storePhoto } from "./store.server.ts";
import type { PhotoStorage } from "./storage.server.ts";

export interface PhotoContext {
  kysely: Kysely<Database>;
  storage: PhotoStorage;
}

/** A claim older than this belongs to a process that died; the job is taken again. */
export const CLAIM_TIMEOUT_MS = 2 * 60_000;
const MAX_ATTEMPTS = 3;

export type Accepted = { ok: true; id: string; n: number; width: number; height: number } | { ok: false; message: string };

export async function acceptUpload(
  ctx: PhotoContext,
  upload: { propertyId: string; fileName: string; bytes: Buffer },
  now = new Date(),
): Promise<Accepted> {
  const check = await checkUpload(upload.bytes, upload.fileName);
  if (!check.ok) return check;
  const id = crypto.randomBytes(16).toString("hex");
  // The row comes before any file: the orphan sweep keeps every file a row names.
  const n = await reserveNumber(ctx.kysely, upload.propertyId, async (trx, n) => {
    await trx
      .insertInto("photo_uploads")
      .values({
        id, property_id: upload.propertyId, n, file_name: upload.fileName.slice(0, 200), status: "pending",
        original: upload.bytes, width: check.width, height: check.height, created_at: now.toISOString(),
      })
      .execute();
  });
  return { ok: true, id, n, width: check.width, height: check.height };
}

/**
 * Hands out the next image number of a listing, never one used before: saved listings count on their
 * `last_photo_n`; a listing being created (no row yet) on the numbers its uploads already hold.
 */
async function reserveNumber(
  db: Kysely<Database>,
  propertyId: string,
  insert: (trx: Kysely<Database>, n: number) => Promise<void>,
): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction().execute(async (trx) => {
        const bumped = await trx
          .updateTable("properties")
          .set((eb) => ({ last_photo_n: eb("last_photo_n", "+", 1) }))
          .where("id", "=", propertyId)
          .returning("last_photo_n")
          .executeTakeFirst();
        let n = bumped?.last_photo_n;
        if (n === undefined) {
          const row = await trx
            .selectFrom("photo_uploads")
            .select((eb) => eb.fn.max("n").as("max"))
            .where("property_id", "=", propertyId)
            .executeTakeFirst();
          n = Number(row?.max ?? 0) + 1;
        }
        await insert(trx, n);
        return n;
      });
    } catch (err) {
      // Two uploads for a new listing at the same moment can pick the same number; the unique key refuses one.
      if (attempt >= 5) throw err;
    }
  }
}

/** Claims and processes one waiting upload; false when there was nothing to do. */
export async function processNextUpload(ctx: PhotoContext, now = () => new Date()): Promise<boolean> {
  const stale = new Date(now().getTime() - CLAIM_TIMEOUT_MS).toISOString();
  const next = await ctx.kysely
    .selectFrom("photo_uploads")
    .select(["id"])
    .where("status", "=", "pending")
    .where((eb) => eb.or([eb("claimed_at", "is", null), eb("claimed_at", "<", stale)]))
    .orderBy("created_at")
    .limit(1)
    .executeTakeFirst();
  if (!next) return false;
  await processUpload(ctx, next.id, now);
  return true;
}

/** Processes one upload if it is waiting and nobody else holds it; returns its status afterwards. */
export async function processUpload(ctx: PhotoContext, id: string, now = () => new Date()) {
  const claimedAt = now().toISOString();
  const stale = new Date(now().getTime() - CLAIM_TIMEOUT_MS).toISOString();
  const claim = await ctx.kysely
    .updateTable("photo_uploads")
    .set((eb) => ({ claimed_at: claimedAt, attempts: eb("attempts", "+", 1) }))
    .where("id", "=", id)
    .where("status", "=", "pending")
    .where((eb) => eb.or([eb("claimed_at", "is", null), eb("claimed_at", "<", stale)]))
    .returning(["property_id", "n", "original", "attempts"])
    .executeTakeFirst();
  if (!claim) return currentStatus(ctx.kysely, id);
  try {
    const photo = await processPhoto(Buffer.from(claim.original!));
    await storePhoto(ctx.storage, claim.property_id, claim.n, photo);
    await ctx.kysely
      .updateTable("photo_uploads")
      .set({ status: "ready", original: null, width: photo.width, height: photo.height, error: null })
      .where("id", "=", id)
      .execute();
    return "ready" as const;
  } catch (err) {
    console.error(`Fotos: no se pudo procesar la subida ${id} (${claim.property_id}/image_${claim.n}):`, err);
    await deletePhotoFiles(ctx.storage, claim.property_id, claim.n).catch(() => {});
    const failed = claim.attempts >= MAX_ATTEMPTS;
    await ctx.kysely
      .updateTable("photo_uploads")
      .set({ status: failed ? "failed" : "pending", claimed_at: null, error: String((err as Error).message).slice(0, 500) })
      .where("id", "=", id)
      .execute();
    return failed ? ("failed" as const) : ("pending" as const);
  }
}

async function currentStatus(db: Kysely<Database>, id: string) {
  const row = await db.selectFrom("photo_uploads").select("status").where("id", "=", id).executeTakeFirst();
  return row?.status ?? ("missing" as const);
}

/** Waits until every given upload is processed (processing any still waiting here and now). */
export async function ensureProcessed(ctx: PhotoContext, ids: string[], timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (const id of ids) {
    for (;;) {
      const status = await processUpload(ctx, id);
      if (status === "ready") break;
      if (status === "failed" || status === "missing") throw new UploadUnavailable(id);
      if (Date.now() > deadline) throw new Error(`La foto ${id} sigue en proceso después de ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 100)); // another process holds it: wait for it to finish
    }
  }
}

export class UploadUnavailable extends Error {
  uploadId: string;
  constructor(uploadId: string) {
    super("Una de las fotos nuevas ya no está disponible. Quitala y volvé a subirla.");
    this.uploadId = uploadId;
  }
}

/** Drops an upload the user removed before saving, with its files (if no listing uses them yet). */
export async function discardUpload(ctx: PhotoContext, id: string): Promise<void> {
  const row = await ctx.kysely.deleteFrom("photo_uploads").where("id", "=", id).returning(["property_id", "n"]).executeTakeFirst();
  if (row) await deletePhotoFiles(ctx.storage, row.property_id, row.n);
}
