// A built server of its own for one test file (no demo) that sends its e-mail to a local SMTP inbox; started before
// the file's tests and stopped, with its inbox and data, after them.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { type ServerDb, serverDatabase } from "./server-db.ts";
import { type ServerProcess, startProcess } from "./server-process.ts";
import { type Inbox, startInbox } from "./smtp-inbox.ts";

export interface ServerWithInbox {
  dataDir: string;
  sdb: ServerDb;
  server: ServerProcess;
  inbox: Inbox;
}

/** `env` adds to the server's settings; `prepare` writes to its database before it starts. */
export function serverWithInbox(
  prefix: string,
  env: Record<string, string> = {},
  prepare: (sdb: ServerDb) => Promise<void> = async () => {},
): ServerWithInbox {
  const site = {} as ServerWithInbox;
  beforeAll(async () => {
    site.inbox = await startInbox();
    site.dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    site.sdb = await serverDatabase(site.dataDir);
    await prepare(site.sdb);
    site.server = await startProcess({
      DATA_DIR: site.dataDir,
      ...site.sdb.env,
      SEED_DEMO: "false",
      SMTP_URL: site.inbox.url,
      ...env,
    });
    await site.server.waitFor("Vitrina escuchando");
  });
  afterAll(async () => {
    await site.server?.stop("SIGKILL");
    await site.inbox?.close();
    await site.sdb?.destroy();
    if (site.dataDir) fs.rmSync(site.dataDir, { recursive: true, force: true });
  });
  return site;
}
