// Runs the production server (server/index.ts) for as long as the process OWNER_PID lives (the Playwright run that
// asked for it): a run stopped half-way leaves no server behind. SIGTERM stops it at once. DATA_DIR is removed
// when the server has exited. Used by tests/support/layout-servers.ts.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
const owner = Number(process.env.OWNER_PID);
const dataDir = process.env.DATA_DIR;
if (!owner || !dataDir) throw new Error("OWNER_PID y DATA_DIR son obligatorios");

const child = spawn(process.execPath, [path.join(root, "server/index.ts")], { cwd: root, stdio: "inherit" });

const stop = () => {
  if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
};
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, stop);
const watch = setInterval(() => {
  try {
    process.kill(owner, 0);
  } catch {
    stop();
  }
}, 1000);

child.on("exit", (code) => {
  clearInterval(watch);
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
