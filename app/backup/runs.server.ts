// Backup runs in the database (migration 008, docs/decisions/100): the lease a running backup holds so photo
// files its snapshot names are not deleted under it, and the record of the last good backup.
import crypto from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { log } from "../log/logger.server.ts";

/** A running backup refreshes its lease this often… */
export const LEASE_REFRESH_MS = 20_000;
/** …and one not refreshed for this long died: its lease no longer holds deletions back. */
export const LEASE_STALE_MS = 2 * 60_000;
/** Ended runs are kept this long (a year of nightly backups is a few hundred small rows). */
const KEEP_RUNS_MS = 365 * 24 * 3600_000;

export interface BackupRun {
  id: string;
  end(result: { file: string; bytes: number } | { error: string }): Promise<void>;
}

/** Records a backup as running and keeps its lease fresh until end(); committed before the snapshot begins. */
export async function startBackupRun(db: Kysely<Database>, now = () => new Date()): Promise<BackupRun> {
  const id = crypto.randomBytes(8).toString("hex");
  const at = now().toISOString();
  await db.insertInto("backup_runs").values({ id, started_at: at, alive_at: at }).execute();
  const refresh = setInterval(() => {
    db.updateTable("backup_runs")
      .set({ alive_at: now().toISOString() })
      .where("id", "=", id)
      .execute()
      .catch((err) => log.error({ err }, "Copia de seguridad: no se pudo renovar su registro en la base"));
  }, LEASE_REFRESH_MS);
  refresh.unref();
  return {
    id,
    async end(result) {
      clearInterval(refresh);
      const finished = now().toISOString();
      const fields =
        "error" in result
          ? { error: result.error.slice(0, 1000) }
          : { file: result.file.slice(0, 500), bytes: result.bytes, error: null };
      await db
        .updateTable("backup_runs")
        .set({ finished_at: finished, alive_at: finished, ...fields })
        .where("id", "=", id)
        .execute();
      const cutoff = new Date(now().getTime() - KEEP_RUNS_MS).toISOString();
      await db.deleteFrom("backup_runs").where("started_at", "<", cutoff).execute();
    },
  };
}

/**
 * True while some backup (in any process) may still be reading photo files. Whoever deletes photo files calls
 * this AFTER the row change that stopped naming them: a backup whose lease is not visible yet takes its snapshot
 * later, so that snapshot does not name them either.
 */
export async function backupReadingPhotos(db: Kysely<Database>, now = new Date()): Promise<boolean> {
  const row = await db
    .selectFrom("backup_runs")
    .select("id")
    .where("finished_at", "is", null)
    .where("alive_at", ">", new Date(now.getTime() - LEASE_STALE_MS).toISOString())
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** When the last backup that ended without error ended (ISO), or null. */
export async function lastGoodBackupAt(db: Kysely<Database>): Promise<string | null> {
  const row = await db
    .selectFrom("backup_runs")
    .select("finished_at")
    .where("finished_at", "is not", null)
    .where("error", "is", null)
    .orderBy("finished_at", "desc")
    .limit(1)
    .executeTakeFirst();
  return row?.finished_at ?? null;
}
