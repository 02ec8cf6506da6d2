// Starts the production build for the browser suite on the port and fresh DATA_DIR that playwright.config.ts
// chose; removes the DATA_DIR on exit.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { buildIsStale, buildNow } from "../../scripts/build/freshness.ts";

const root = path.resolve(import.meta.dirname, "../..");
if (buildIsStale()) {
  console.log("build/ es anterior a los fuentes: compilando antes del navegador (react-router build)...");
  buildNow();
}
const dataDir = process.env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "vitrina-e2e-"));

const child = spawn(process.execPath, [path.join(root, "server/index.ts")], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: "production" },
});

function cleanup() {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => child.kill(signal));
}
child.on("exit", (code) => {
  cleanup();
  process.exit(code ?? 0);
});
