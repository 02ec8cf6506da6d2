// What the server does once before it listens: open the runtime, seed the demo, report demo credentials.
import { runtime } from "./runtime.server.ts";

export interface StartupReport {
  lines: string[];
}

export async function startupTasks(log: (line: string) => void = console.log): Promise<StartupReport> {
  const rt = await runtime();
  const lines: string[] = [];
  log(`Base de datos: ${rt.db.engine === "postgres" ? "PostgreSQL" : "SQLite"}`);
  return { lines };
}
