// Scheduled backups when BACKUP_DIR is set: one every night at 03:00 agency time, one at start when the last good
// backup is older than a day (the server was down at night, or backups were just turned on); the newest
// BACKUP_KEEP archives stay. Started by startupTasks, i.e. in the process that runs the photo worker, so once
// per deployment; `exclusive` is where a database job lock can wrap each run when several processes start it.
import fsp from "node:fs/promises";
import path from "node:path";
import { migrationNames } from "../db/migrate.server.ts";
import { openSnapshotDb, type Runtime } from "../runtime/process/runtime.server.ts";
import { createBackup } from "./backup.server.ts";
import { backupSummary, missingPhotosWarning } from "./report.ts";
import { lastGoodBackupAt } from "./runs.server.ts";
import { log } from "../log/logger.server.ts";

const ZONE = "America/Argentina/Cordoba";
export const NIGHTLY_HOUR = 3;
const DAY_MS = 24 * 3600_000;
/** Archives the schedule writes and prunes; files named otherwise in BACKUP_DIR are never touched. */
const ARCHIVE = /^vitrina-\d{4}-\d{2}-\d{2}-\d{6}\.tar\.gz$/;
const PARTIAL = /^vitrina-\d{4}-\d{2}-\d{2}-\d{6}\.tar\.gz\.[0-9a-f]+\.partial$/;

const parts = (at: Date) =>
  Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone: ZONE,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );

/** The next 03:00 in Córdoba strictly after `now` (whole hours are checked, so any offset rule holds). */
export function nextNightlyRun(now: Date): Date {
  const t = new Date(now);
  t.setUTCMinutes(0, 0, 0);
  for (let i = 0; i < 48; i++) {
    t.setTime(t.getTime() + 3600_000);
    if (Number(parts(t).hour) === NIGHTLY_HOUR) return t;
  }
  throw new Error("sin hora de copia nocturna");
}

/** `vitrina-2025-03-05-030000.tar.gz`, in agency time: names sort by age. */
export function archiveName(at: Date): string {
  const p = parts(at);
  return `vitrina-${p.year}-${p.month}-${p.day}-${p.hour}${p.minute}${p.second}.tar.gz`;
}

/** Keeps the newest `keep` archives; also drops partial files a stopped run left over a day ago. */
export async function pruneBackups(dir: string, keep: number, now = new Date()): Promise<string[]> {
  const names = await fsp.readdir(dir);
  const old = names
    .filter((n) => ARCHIVE.test(n))
    .sort()
    .slice(0, -keep);
  for (const n of names.filter((n) => PARTIAL.test(n))) {
    const stat = await fsp.stat(path.join(dir, n)).catch(() => null);
    if (stat && now.getTime() - stat.mtimeMs > DAY_MS) old.push(n);
  }
  for (const n of old) await fsp.rm(path.join(dir, n), { force: true });
  return old;
}

/** One scheduled backup into BACKUP_DIR, then pruning; failures are logged, never thrown. */
export async function runScheduledBackup(rt: Runtime, now = new Date()): Promise<void> {
  const dir = rt.settings.BACKUP_DIR;
  if (!dir) return;
  try {
    const result = await createBackup({
      kysely: rt.db.kysely,
      openSnapshotDb: () => openSnapshotDb(rt.settings),
      storage: rt.storage,
      knownMigrations: migrationNames(),
      file: path.join(dir, archiveName(now)),
    });
    log.info(backupSummary(result));
    const warning = missingPhotosWarning(result.missingPhotos);
    if (warning) log.warn(warning);
    const removed = await pruneBackups(dir, rt.settings.BACKUP_KEEP);
    if (removed.length) log.info(`Copias de seguridad: se borraron ${removed.length} anteriores (BACKUP_KEEP).`);
  } catch (err) {
    log.error({ err }, "Copia de seguridad programada: no se pudo hacer");
  }
}

export interface BackupSchedule {
  stop(): void;
}

type Exclusive = (job: string, run: () => Promise<void>) => Promise<void>;

let current: BackupSchedule | undefined;

export function startBackupSchedule(rt: Runtime, exclusive: Exclusive = (_job, run) => run()): BackupSchedule {
  if (current || !rt.settings.BACKUP_DIR) return current ?? { stop() {} };
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const run = () => exclusive("backup", () => runScheduledBackup(rt));
  const scheduleNext = () => {
    if (stopped) return;
    const now = new Date();
    timer = setTimeout(() => void run().finally(scheduleNext), nextNightlyRun(now).getTime() - now.getTime());
    timer.unref();
  };
  void lastGoodBackupAt(rt.db.kysely)
    .then((last) => (!last || Date.now() - Date.parse(last) > DAY_MS ? run() : undefined))
    .catch((err) => log.error({ err }, "Copia de seguridad programada: no se pudo consultar la última"))
    .finally(scheduleNext);
  current = {
    stop() {
      stopped = true;
      clearTimeout(timer);
      current = undefined;
    },
  };
  return current;
}

export function stopBackupSchedule(): void {
  current?.stop();
}
