// What the server does once per start, before any process serves (the cluster primary runs it before forking,
// decision 105): open the runtime (migrations), seed the demo and its staff account, report.
import { seedDemo } from "../../demo/seed.server.ts";
import { ensureDemoStaff } from "../../auth/demo-staff.server.ts";
import { auth } from "../../auth/instance.server.ts";
import { log as serverLog } from "../../log/logger.server.ts";
import { runtime } from "./runtime.server.ts";
import { shownNow } from "./clock.server.ts";
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
      seedDemo({ kysely: rt.db.kysely, storage: rt.storage }, { onlyIfEmpty: true, log, now: shownNow() }),
      auth().then((a) => ensureDemoStaff(a, rt.db.kysely, password)),
    ]);
    lines.push(...staff);
  }
  return { lines };
}
