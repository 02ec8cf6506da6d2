// CPU per uncached render of two builds side by side (issue #14): `node scripts/bench/render-cpu-ab.ts <other
// checkout> [url] [rounds]` starts this checkout's server and the other one's (each one process, PAGE_CACHE=off,
// its own demo data) and loads both at the same time, round after round, so the shared machine's load weighs on
// both alike.
import autocannon from "autocannon";
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../tests/support/server-process.ts";
import { cpuMsOf, workerPids } from "./stats.ts";

async function start(root: string) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrina-bench-ab-"));
  let out = "";
  const child = spawn(process.execPath, [path.join(root, "server/index.ts")], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      WEB_CONCURRENCY: "1",
      PAGE_CACHE: "off",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.on("data", (d) => (out += d));
  child.stderr.on("data", (d) => (out += d));
  const deadline = Date.now() + 120_000;
  while (!out.includes("Vitrina escuchando")) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`${root} did not start:\n${out}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  const [pid] = workerPids(out); // the serving worker (the startup worker has exited)
  return { root, url: `http://127.0.0.1:${port}`, pid, child, dataDir };
}

const other = path.resolve(process.argv[2] ?? "");
const url = process.argv[3] ?? "/?orden=abc12";
const rounds = Number(process.argv[4] ?? 4);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const here = path.resolve(import.meta.dirname, "../..");
const servers = [await start(other), await start(here)];
const totals = servers.map(() => ({ ms: 0, n: 0 }));
try {
  for (const s of servers) await autocannon({ url: `${s.url}${url}`, connections: 4, duration: 2 });
  for (let r = 0; r < rounds; r++) {
    // Both at once: whatever else the machine runs meanwhile weighs on both alike.
    const before = servers.map((s) => cpuMsOf(s.pid));
    const results = await Promise.all(
      servers.map((s) => autocannon({ url: `${s.url}${url}`, connections: 2, duration: seconds })),
    );
    const load = fs.readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
    servers.forEach((s, i) => {
      const ms = cpuMsOf(s.pid) - before[i];
      totals[i].ms += ms;
      totals[i].n += results[i].requests.total;
      console.log(
        `round ${r + 1} ${i ? "this " : "other"}: ${(ms / results[i].requests.total).toFixed(2)} ms/req ` +
          `(${results[i].requests.total} req, ${results[i].non2xx} non-2xx) load ${load}`,
      );
    });
  }
  console.log(
    `[cpu-ab] GET ${url}: other ${(totals[0].ms / totals[0].n).toFixed(2)} ms, this ${(totals[1].ms / totals[1].n).toFixed(2)} ms per request`,
  );
} finally {
  for (const s of servers) {
    s.child.kill("SIGTERM");
    await new Promise((r) => s.child.on("exit", r));
    fs.rmSync(s.dataDir, { recursive: true, force: true });
  }
}
