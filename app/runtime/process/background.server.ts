// Background work of a serving process: every job here runs in exactly one process of the deployment, the one
// holding its job lock (decision 104), so N processes per instance and several instances never run it twice.
import os from "node:os";
import path from "node:path";
import { agencySettings } from "../../agency/settings.server.ts";
import { alertsContext } from "../../alerts/context.server.ts";
import { alertsWork } from "../../alerts/job.server.ts";
import { startBackupSchedule } from "../../backup/schedule.server.ts";
import { feedContext } from "../../feeds/build.server.ts";
import { feedRefresher, feedsBackgroundWork } from "../../feeds/refresh.server.ts";
import { feedsDir } from "../../feeds/store.server.ts";
import { runUnderJobLock } from "../../jobs/job-lock.server.ts";
import { photoBackgroundWork } from "../../photos/worker.server.ts";
import { trashPurgeWork } from "../../properties/trash.server.ts";
import { runtime } from "./runtime.server.ts";
import { leadRetentionWork } from "../../leads/retention.server.ts";

/** Started by every process that serves requests, after the startup tasks; stopped by closeRuntime(). */
export async function startBackgroundWork(): Promise<void> {
  const rt = await runtime();
  const ctx = { kysely: rt.db.kysely, storage: rt.storage };
  runUnderJobLock(rt.db.kysely, "fotos", () => photoBackgroundWork(ctx));
  // Listings 30 days in 'Papelera' are purged with their photos (decision 141).
  runUnderJobLock(rt.db.kysely, "papelera", () => trashPurgeWork(ctx));
  // Portal feeds (issue 37): built after each change into files in DATA_DIR, so one process per DATA_DIR (each
  // instance serves its own files; decision 258).
  const feedsLock = `feeds@${os.hostname()}:${path.resolve(rt.settings.DATA_DIR)}`;
  runUnderJobLock(rt.db.kysely, feedsLock, () => {
    const context = async () => feedContext(rt.settings, (await agencySettings(rt.db.kysely, rt.settings)).name);
    return feedsBackgroundWork(feedRefresher(rt.db.kysely, feedsDir(rt.settings.DATA_DIR), context), rt.db.kysely);
  });
  // Saved-search e-mail alerts (issue 36): one sender for the deployment, so nothing goes twice.
  runUnderJobLock(rt.db.kysely, "avisos", () =>
    alertsWork(alertsContext(rt), rt.settings.ALERTS_INTERVAL_SECONDS * 1000),
  );
  // Leads past the retention period of 'Configuración' are anonymised (issue #35, Ley 25.326).
  runUnderJobLock(rt.db.kysely, "consultas", () =>
    leadRetentionWork(rt.db.kysely, async () =>
      Number((await agencySettings(rt.db.kysely, rt.settings)).leadRetentionMonths),
    ),
  );
  // Nightly backups when BACKUP_DIR is set (decision 100).
  if (rt.settings.BACKUP_DIR) {
    runUnderJobLock(rt.db.kysely, "respaldo", () => {
      const schedule = startBackupSchedule(rt);
      return () => schedule.stop();
    });
  }
}
