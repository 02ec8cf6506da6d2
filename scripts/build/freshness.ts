// Whether build/ is older than the sources it is made from, and a way to rebuild it: used by `npm start` and by
// the test suites that start the built server, so neither ever runs stale code.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
const built = path.join(root, "build", "server", "index.js");
const sources = ["app", "vite.config.ts", "react-router.config.ts", "package.json", "scripts/build"];

function newestMtime(p: string): number {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

/** True when there is no build, or a source file changed after it was made. */
export function buildIsStale(): boolean {
  const buildTime = fs.existsSync(built) ? fs.statSync(built).mtimeMs : 0;
  return Math.max(...sources.map((s) => newestMtime(path.join(root, s)))) > buildTime;
}

/** Runs `react-router build` with the Node that runs this process; build warnings and errors reach stderr. */
export function buildNow(): void {
  execFileSync(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.cjs"), "build"], {
    cwd: root,
    // A production build whoever calls it: under Vitest NODE_ENV is "test", which would bundle React's dev build.
    env: { ...process.env, NODE_ENV: "production" },
    stdio: ["ignore", "ignore", "inherit"],
  });
}
