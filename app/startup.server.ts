// What the server does once before it listens: open the runtime (migrations), seed the demo, report.
import { startBackupSchedule } from "./backup/schedule.server.ts";
import { seedDemo } from "./demo/seed.server.ts";
import { photoWorker } from "./photos/worker.server.ts";
import { ensureDemoStaff } from "./auth/demo-staff.server.ts";
import { auth } from "./auth/instance.server.ts";
import { log as serverLog } from "./log/logger.server.ts";
import { runtime } from "./runtime.server.ts";
import { loadOrCreateDemoPassword } from "./secrets.server.ts";

export interface StartupReport {
  lines: string[];
}

export async function startupTasks(
  log: (line: string) => void = (line) => serverLog.info(line),
): Promise<StartupReport> {
  const rt = await runtime();
  log(`Base de datos: ${rt.db.engine === "postgres" ? "PostgreSQL" : `SQLite en ${rt.settings.DATA_DIR}`}`);
  const lines: string[] = [];
  if (rt.settings.SEED_DEMO) {
    const password = loadOrCreateDemoPassword(rt.settings.DATA_DIR);
    // The listings (sharp) and the demo account (one password hash) are prepared side by side.
    const [, staff] = await Promise.all([
      seedDemo({ kysely: rt.db.kysely, storage: rt.storage }, { onlyIfEmpty: true, log }),
      auth().then((a) => ensureDemoStaff(a, rt.db.kysely, password)),
    ]);
    lines.push(...staff);
  }
  // Finishes uploads a crash interrupted, then keeps the queue moving and sweeps orphan files hourly.
  photoWorker({ kysely: rt.db.kysely, storage: rt.storage });
  // Nightly backups when BACKUP_DIR is set, beside the worker: one process per deployment runs them.
  startBackupSchedule(rt);
  return { lines };
}
