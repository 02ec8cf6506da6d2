// A built server of its own for one test file (no demo, one process) and a signed-in staff cookie for it; started
// before the file's tests and stopped, with its data, after them.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { dashboardHttp } from "./dashboard-http.ts";
import { type ServerDb, serverDatabase } from "./server-db.ts";
import { type ServerProcess, startProcess } from "./server-process.ts";

export interface SignedInServer {
  dataDir: string;
  sdb: ServerDb;
  server: ServerProcess;
  /** The staff session's Cookie header. */
  cookie: string;
}

export function signedInServer(prefix: string): SignedInServer {
  const site = {} as SignedInServer;
  beforeAll(async () => {
    site.dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    site.sdb = await serverDatabase(site.dataDir);
    site.server = await startProcess({
      ...site.sdb.env,
      DATA_DIR: site.dataDir,
      SEED_DEMO: "false",
      WEB_CONCURRENCY: "1",
    });
    await site.server.waitFor("Vitrina escuchando");
    site.cookie = (await dashboardHttp(site.server.url, site.dataDir, site.sdb.db)).cookie;
  });
  afterAll(async () => {
    await site.server?.stop();
    await site.sdb?.destroy();
    if (site.dataDir) fs.rmSync(site.dataDir, { recursive: true, force: true });
  });
  return site;
}
