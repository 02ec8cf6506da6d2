// Who is processing an upload (decision 086): a claim names its owner — host, pid and a per-process boot id —
// and the owner keeps it fresh while it works. A claim is free when nobody holds it, when its heartbeat is
// stale (the owner died, on any host), or at once when its owner is a process of this host that is gone.
import type { Kysely } from "kysely";
import { isPostgres } from "../db/engine.ts";
import type { Database } from "../db/schema.ts";
import { log } from "../log/logger.server.ts";
import { ownerIsGone, PROCESS_OWNER } from "../runtime/process/process-owner.server.ts";

export { ownerIsGone };

/** How often an owner refreshes the claims it is working on. */
export const CLAIM_HEARTBEAT_MS = 5_000;
/** A claim not refreshed for this long belongs to an owner that died (on another host, say). */
export const CLAIM_STALE_MS = 30_000;

/** This process, as claims name it: `host|pid|boot`. */
export const CLAIM_OWNER = PROCESS_OWNER;

/** The oldest claimed_at that still holds (ISO), for a query's "is free" condition. */
export const staleBefore = (now: Date) => new Date(now.getTime() - CLAIM_STALE_MS).toISOString();

/**
 * Frees, at once, the claims of this host's processes that are gone (a crash, kill -9, a restart) and claims
 * without an owner (written before owners were recorded). Run by the process that takes the photo queue's job
 * lock (decision 104); returns how many were freed.
 */
export async function releaseGoneClaims(db: Kysely<Database>): Promise<number> {
  const owners = await db
    .selectFrom("photo_uploads")
    .select("claimed_by")
    .distinct()
    .where("status", "=", "pending")
    .where("claimed_at", "is not", null)
    .execute();
  const gone = owners.flatMap((o) => (o.claimed_by !== null && ownerIsGone(o.claimed_by) ? [o.claimed_by] : []));
  const ownerless = owners.some((o) => o.claimed_by === null);
  if (gone.length === 0 && !ownerless) return 0;
  const freed = await db
    .updateTable("photo_uploads")
    .set({ claimed_at: null, claimed_by: null })
    .where("status", "=", "pending")
    .where("claimed_at", "is not", null)
    .where((eb) => {
      const who = [];
      if (gone.length) who.push(eb("claimed_by", "in", gone));
      if (ownerless) who.push(eb("claimed_by", "is", null));
      return eb.or(who);
    })
    .executeTakeFirst();
  return Number(freed.numUpdatedRows);
}

/** Keeps one claim of this process fresh until the returned function is called. */
export function keepClaimFresh(db: Kysely<Database>, uploadId: string): () => void {
  const beat = setInterval(() => {
    void db
      .updateTable("photo_uploads")
      .set({ claimed_at: new Date().toISOString() })
      .where("id", "=", uploadId)
      .where("claimed_by", "=", CLAIM_OWNER)
      .execute()
      .catch((err) => log.error({ err }, `Fotos: no se pudo renovar la toma de la subida ${uploadId}`));
  }, CLAIM_HEARTBEAT_MS);
  beat.unref();
  return () => clearInterval(beat);
}

export interface Claim {
  id: string;
  property_id: string;
  n: number;
  attempts: number;
}

/**
 * Takes one waiting upload nobody holds — the given one, or the oldest — in ONE statement. On PostgreSQL the
 * oldest is picked `FOR UPDATE SKIP LOCKED` (decision 124): instances draining at once each take a different row
 * instead of queueing on the same one; on SQLite the single writer lock makes the statement exclusive. Either way
 * the update re-checks that the row is still free, so two processes never hold the same upload.
 */
export async function claimUpload(db: Kysely<Database>, id: string | null, at: Date): Promise<Claim | undefined> {
  const free = staleBefore(at);
  const oldest = db
    .selectFrom("photo_uploads")
    .select("id")
    .where("status", "=", "pending")
    .where((eb) => eb.or([eb("claimed_at", "is", null), eb("claimed_at", "<", free)]))
    .orderBy("created_at")
    .limit(1)
    .$if(isPostgres(db), (q) => q.forUpdate().skipLocked());
  return db
    .updateTable("photo_uploads")
    .set((eb) => ({ claimed_at: at.toISOString(), claimed_by: CLAIM_OWNER, attempts: eb("attempts", "+", 1) }))
    .$if(id === null, (q) => q.where("id", "=", oldest))
    .$if(id !== null, (q) => q.where("id", "=", id as string))
    .where("status", "=", "pending")
    .where((eb) => eb.or([eb("claimed_at", "is", null), eb("claimed_at", "<", free)]))
    .returning(["id", "property_id", "n", "attempts"])
    .executeTakeFirst();
}
