// What the server does once before it listens: open the runtime (migrations), seed the demo, report.
import { seedDemo } from "./demo/seed.server.ts";
import { photoWorker } from "./photos/worker.server.ts";
import { runtime } from "./runtime.server.ts";

export interface StartupReport {
  lines: string[];
}

export async function startupTasks(log: (line: string) => void = console.log): Promise<StartupReport> {
  const rt = await runtime();
  log(`Base de datos: ${rt.db.engine === "postgres" ? "PostgreSQL" : `SQLite en ${rt.settings.DATA_DIR}`}`);
  if (rt.settings.SEED_DEMO) {
    await seedDemo({ kysely: rt.db.kysely, storage: rt.storage }, { onlyIfEmpty: true, log });
  }
  // Finishes uploads a crash interrupted, then keeps the queue moving and sweeps orphan files hourly.
  photoWorker({ kysely: rt.db.kysely, storage: rt.storage });
  return { lines: [] };
}
