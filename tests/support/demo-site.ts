// A server seeded with the demo listings on a test database of its own (SQLite in its DATA_DIR, or a fresh
// PostgreSQL one) for one test file: started before its tests, stopped after them with its data removed.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { type ServerDb, serverDatabase } from "./server-db.ts";
import { type ServerProcess, startProcess } from "./server-process.ts";

export interface DemoSite {
  dataDir: string;
  sdb: ServerDb;
  server: ServerProcess;
}

/** `env` gives the server's other settings (PUBLIC_URL, PORT), worked out when it starts. */
export function demoSite(prefix: string, env: () => Promise<Record<string, string>>): DemoSite {
  const site = {} as DemoSite;
  beforeAll(async () => {
    site.dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    site.sdb = await serverDatabase(site.dataDir);
    site.server = await startProcess({ ...site.sdb.env, DATA_DIR: site.dataDir, SEED_DEMO: "true", ...(await env()) });
    // Drawing the demo's photos takes a while on a busy machine.
    await site.server.waitFor("Vitrina escuchando", 150_000);
  }, 160_000);
  afterAll(async () => {
    await site.server?.stop("SIGKILL");
    await site.sdb?.destroy();
    if (site.dataDir) fs.rmSync(site.dataDir, { recursive: true, force: true });
  });
  return site;
}
