// `npm start`: build when the build is missing or older than the sources, then start the server.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const built = path.join(root, "build", "server", "index.js");
const sources = ["app", "vite.config.ts", "react-router.config.ts", "package.json"];

function newestMtime(p: string): number {
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

const buildTime = fs.existsSync(built) ? fs.statSync(built).mtimeMs : 0;
const sourceTime = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
if (sourceTime > buildTime) {
  console.log("Compilando Vitrina (react-router build)...");
  execFileSync(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.cjs"), "build"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
  });
}
await import("../server/index.ts");
