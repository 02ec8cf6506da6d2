// A production server on the demo data for one test file: started before its tests, stopped after them, its
// DATA_DIR removed. `server()` gives the running process inside a test.
import fs from "node:fs";
import { afterAll, beforeAll } from "vitest";
import { type ServerProcess, startProcess } from "./server-process.ts";

export function demoServerForFile(env: Record<string, string> = {}): () => ServerProcess {
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    server = await startProcess({ NODE_ENV: "production", WEB_CONCURRENCY: "1", ...env });
    await server.waitFor("Vitrina escuchando", 120_000);
  });
  afterAll(async () => {
    await server?.stop();
    if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
  });
  return () => {
    if (!server) throw new Error("El servidor de demostración no arrancó.");
    return server;
  };
}
