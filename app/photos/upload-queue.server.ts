// Accepted uploads wait in the queue (photo_uploads rows, their original bytes in photo storage — never in the
// database) until processed into stored files. Accepting is quick (check, one file, one insert); the heavy sharp
// work runs after the answer. A crash loses nothing: the original stays in storage until the files are written,
// and a claim whose owner is gone is taken again (claims.server.ts, decision 086).
import crypto from "node:crypto";
import { buffer } from "node:stream/consumers";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { isOutOfSpace } from "../runtime/process/out-of-space.server.ts";
import { type Claim, claimUpload, keepClaimFresh } from "./claims.server.ts";
import { processPhoto } from "./pipeline.server.ts";
import type { PhotoStorage } from "./storage.server.ts";
import { deletePhotoFiles, deleteUnnamedFiles, photoKeys, storePhoto } from "./store.server.ts";
import { checkUpload } from "./upload-check.server.ts";
import { noteSweepCandidates } from "./sweep-candidates.server.ts";
import { reserveNumber, type TargetRefusal, type UploadTarget } from "./upload-target.server.ts";
import { originalName } from "./variants.ts";
import { log } from "../log/logger.server.ts";

export interface PhotoContext {
  kysely: Kysely<Database>;
  storage: PhotoStorage;
  /** Longest a save waits for its new photos (SAVE_PHOTO_WAIT_MS); DEFAULT_SAVE_WAIT_MS when unset. */
  saveWaitMs?: number;
}

export const DEFAULT_SAVE_WAIT_MS = 20_000;
const MAX_ATTEMPTS = 3;

export type Accepted =
  | { ok: true; id: string; n: number; width: number; height: number }
  | { ok: false; reason: "photo"; message: string }
  | TargetRefusal;

export const originalKey = (propertyId: string, uploadId: string) => `${propertyId}/${originalName(uploadId)}`;

/** Checks the bytes, keeps them in storage and queues them; throws when storage or the database cannot write. */
export async function acceptUpload(
  ctx: PhotoContext,
  upload: UploadTarget & { fileName: string; bytes: Buffer },
  now = new Date(),
): Promise<Accepted> {
  const check = await checkUpload(upload.bytes, upload.fileName);
  if (!check.ok) return { ok: false, reason: "photo", message: check.message };
  const id = crypto.randomBytes(16).toString("hex");
  const key = originalKey(upload.propertyId, id);
  // The folder is noted for the sweep first (decision 125), then the original, then the row that makes it
  // processable: a row never names missing bytes, and the sweep spares the file for its youth until the row exists.
  await noteSweepCandidates(ctx.kysely, [upload.propertyId], now);
  await ctx.storage.put(key, upload.bytes);
  try {
    const reserved = await reserveNumber(ctx.kysely, upload, now, (trx, n) =>
      trx
        .insertInto("photo_uploads")
        .values({
          id,
          property_id: upload.propertyId,
          n,
          file_name: upload.fileName.slice(0, 200),
          status: "pending",
          width: check.width,
          height: check.height,
          created_at: now.toISOString(),
        })
        .execute(),
    );
    if (!reserved.ok) {
      await ctx.storage.delete(key);
      return reserved;
    }
    return { ok: true, id, n: reserved.n, width: check.width, height: check.height };
  } catch (err) {
    await ctx.storage.delete(key).catch(() => {});
    throw err;
  }
}

/** Claims and processes one waiting upload; false when there was nothing to do. */
export async function processNextUpload(ctx: PhotoContext, now = () => new Date()): Promise<boolean> {
  const claim = await claimUpload(ctx.kysely, null, now());
  if (!claim) return false;
  await processClaimed(ctx, claim);
  return true;
}

type Status = "pending" | "ready" | "failed" | "missing";

/**
 * Processes one upload if it is waiting and nobody else holds it; returns its status afterwards. A lack of
 * space is thrown (after freeing the claim without spending an attempt): it is the server's fault, not the photo's.
 */
export async function processUpload(ctx: PhotoContext, id: string, now = () => new Date()): Promise<Status> {
  const claim = await claimUpload(ctx.kysely, id, now());
  if (!claim) return currentStatus(ctx.kysely, id);
  return processClaimed(ctx, claim);
}

async function processClaimed(ctx: PhotoContext, claim: Claim): Promise<Status> {
  const { id } = claim;
  const stopHeartbeat = keepClaimFresh(ctx.kysely, id);
  const key = originalKey(claim.property_id, id);
  const release = (set: { status?: "pending" | "failed"; attempts?: number; error: string }) =>
    ctx.kysely
      .updateTable("photo_uploads")
      .set({ claimed_at: null, claimed_by: null, ...set })
      .where("id", "=", id)
      .execute();
  try {
    const stored = await ctx.storage.get(key);
    if (!stored) {
      await release({ status: "failed", error: "el original ya no está en el almacenamiento" });
      return "failed";
    }
    const photo = await processPhoto(await buffer(stored.stream));
    await storePhoto(ctx.storage, claim.property_id, claim.n, photo);
    await ctx.kysely
      .updateTable("photo_uploads")
      .set({
        status: "ready",
        claimed_at: null,
        claimed_by: null,
        error: null,
        width: photo.width,
        height: photo.height,
      })
      .where("id", "=", id)
      .execute();
    // After the row says ready: a crash in between leaves the original to the sweep, never a row without it.
    await deleteUnnamedFiles(ctx.kysely, ctx.storage, [key]).catch((err) =>
      log.error({ err }, `Fotos: no se pudo borrar el original ${key}`),
    );
    return "ready";
  } catch (err) {
    await deletePhotoFiles(ctx.storage, claim.property_id, claim.n).catch(() => {});
    if (isOutOfSpace(err)) {
      await release({ attempts: claim.attempts - 1, error: "sin espacio" }).catch(() => {});
      throw err;
    }
    log.error({ err }, `Fotos: no se pudo procesar la subida ${id} (${claim.property_id}/image_${claim.n})`);
    const failed = claim.attempts >= MAX_ATTEMPTS;
    await release({ status: failed ? "failed" : "pending", error: String((err as Error).message).slice(0, 500) });
    if (failed) await deleteUnnamedFiles(ctx.kysely, ctx.storage, [key]).catch(() => {});
    return failed ? "failed" : "pending";
  } finally {
    stopHeartbeat();
  }
}

async function currentStatus(db: Kysely<Database>, id: string): Promise<Status> {
  const row = await db.selectFrom("photo_uploads").select("status").where("id", "=", id).executeTakeFirst();
  return row?.status ?? "missing";
}

/**
 * Waits until every given upload is processed (processing any still waiting here and now), for at most the
 * context's save wait: past it, PhotosStillProcessing is thrown and any processing started here carries on.
 */
export async function ensureProcessed(
  ctx: PhotoContext,
  ids: string[],
  timeoutMs = ctx.saveWaitMs ?? DEFAULT_SAVE_WAIT_MS,
): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeUp = new Promise<"time-up">((resolve) => (timer = setTimeout(() => resolve("time-up"), timeoutMs)));
  try {
    for (const id of ids) {
      for (;;) {
        // A failure after the time is up must not go unhandled: it is caught here and rethrown only if awaited.
        const work = processUpload(ctx, id).then(
          (status) => ({ status }),
          (error: unknown) => ({ error }),
        );
        const outcome = await Promise.race([work, timeUp]);
        if (outcome === "time-up") throw new PhotosStillProcessing();
        if ("error" in outcome) throw outcome.error;
        if (outcome.status === "ready") break;
        if (outcome.status === "failed" || outcome.status === "missing") throw new UploadUnavailable(id);
        // Another process holds it: wait for it to finish.
        if ((await Promise.race([new Promise((r) => setTimeout(r, 100)), timeUp])) === "time-up") {
          throw new PhotosStillProcessing();
        }
      }
    }
  } finally {
    clearTimeout(timer);
  }
}

export class UploadUnavailable extends Error {
  uploadId: string;
  constructor(uploadId: string) {
    super("Una de las fotos nuevas ya no está disponible. Quitala y volvé a subirla.");
    this.uploadId = uploadId;
  }
}

/** A save's photos are still being processed after the save's wait; the form keeps its data. */
export class PhotosStillProcessing extends Error {
  constructor() {
    super("Las fotos nuevas todavía se están procesando. Esperá unos segundos y volvé a guardar.");
  }
}

/** Drops an upload the user removed before saving, with its files and original (if no listing uses them yet). */
export async function discardUpload(ctx: PhotoContext, id: string): Promise<void> {
  const row = await ctx.kysely.transaction().execute(async (trx) => {
    const gone = await trx
      .deleteFrom("photo_uploads")
      .where("id", "=", id)
      .returning(["property_id", "n"])
      .executeTakeFirst();
    // With the delete: a crash before the files go leaves the folder on the sweep's list (decision 125).
    if (gone) await noteSweepCandidates(trx, [gone.property_id]);
    return gone;
  });
  if (!row) return;
  // Files a backup may still be copying are retired instead of deleted (decision 100).
  const keys = [...photoKeys(row.property_id, row.n), originalKey(row.property_id, id)];
  await deleteUnnamedFiles(ctx.kysely, ctx.storage, keys);
}
