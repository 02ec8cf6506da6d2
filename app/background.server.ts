// Background work of a serving process: every job here runs in exactly one process of the deployment, the one
// holding its job lock (decision 104), so N processes per instance and several instances never run it twice.
import { startBackupSchedule } from "./backup/schedule.server.ts";
import { runUnderJobLock } from "./jobs/job-lock.server.ts";
import { photoBackgroundWork } from "./photos/worker.server.ts";
import { trashPurgeWork } from "./properties/trash.server.ts";
import { runtime } from "./runtime.server.ts";
import { agencySettings } from "./agency/settings.server.ts";
import { leadRetentionWork } from "./leads/retention.server.ts";

/** Started by every process that serves requests, after the startup tasks; stopped by closeRuntime(). */
export async function startBackgroundWork(): Promise<void> {
  const rt = await runtime();
  const ctx = { kysely: rt.db.kysely, storage: rt.storage };
  runUnderJobLock(rt.db.kysely, "fotos", () => photoBackgroundWork(ctx));
  // Listings 30 days in 'Papelera' are purged with their photos (decision 141).
  runUnderJobLock(rt.db.kysely, "papelera", () => trashPurgeWork(ctx));
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
