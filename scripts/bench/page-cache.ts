// The home page side by side, 20 connections each: nginx serving the saved HTML as a file (the ceiling), the site
// from its page cache, the site rendering every request (PAGE_CACHE=off); each without and with
// `Accept-Encoding: gzip, br`. Every core serves (WEB_CONCURRENCY default). The client is wrk when the machine has it
// (a light client in C, as issue 33 measured; `apt-get install wrk`), else autocannon, which spends a core of its own
// and so holds nginx back. BENCH_ROUNDS rounds (2 by default); each line gives the share of nginx the issue's
// budgets compare with: identity against nginx's file, gzip/br against nginx's gzip_static. Prints; asserts nothing.
import autocannon from "autocannon";
import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { freePort } from "../../tests/support/server-process.ts";
import { startNpmStart } from "./npm-start.ts";
import { SERVER_WARMUP_SECONDS } from "./stats.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CONNECTIONS = 20;
const BROWSER = { "accept-encoding": "gzip, br" };
const WRK = spawnSync("sh", ["-c", "command -v wrk"]).status === 0;

export interface Figures {
  rps: number;
  p50: number;
  p99: number;
  failed: number;
}

/** wrk's latency figures ('812.00us', '3.21ms', '1.02s') in ms. */
function wrkMs(text: string): number {
  const m = text.match(/([\d.]+)(us|ms|s)/);
  if (!m) return Number.NaN;
  return Number(m[1]) * (m[2] === "us" ? 0.001 : m[2] === "s" ? 1000 : 1);
}

function wrk(url: string, headers: Record<string, string>, seconds: number): Figures {
  const args = ["-t1", `-c${CONNECTIONS}`, `-d${seconds}s`, "--latency"];
  for (const [k, v] of Object.entries(headers)) args.push("-H", `${k}: ${v}`);
  const out = execFileSync("wrk", [...args, url], { encoding: "utf8" });
  const pick = (re: RegExp) => out.match(re)?.[1] ?? "";
  return {
    rps: Number(pick(/Requests\/sec:\s+([\d.]+)/)),
    p50: wrkMs(pick(/\s50%\s+(\S+)/)),
    p99: wrkMs(pick(/\s99%\s+(\S+)/)),
    failed: Number(pick(/Non-2xx or 3xx responses:\s+(\d+)/) || 0),
  };
}

/** One load's figures after a 2 s warm-up, with wrk when the machine has it. */
export async function run(url: string, headers: Record<string, string> = {}): Promise<Figures> {
  if (WRK) {
    wrk(url, headers, 2); // warm-up
    return wrk(url, headers, SECONDS);
  }
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers }); // warm-up
  const r = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, failed: r.non2xx + r.errors };
}

export const line = (label: string, r: Figures, ceiling?: number) =>
  `[páginas]   ${label.padEnd(34)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(2)} ms  ` +
  `p99 ${r.p99.toFixed(2)} ms${ceiling ? `  (${((100 * r.rps) / ceiling).toFixed(1)}% de nginx)` : ""}` +
  `${r.failed ? `  ${r.failed} fallidas` : ""}`;

async function nginxServing(dir: string, port: number): Promise<ChildProcess> {
  const conf = `worker_processes auto; pid ${dir}/nginx.pid; error_log ${dir}/error.log; daemon off;
events { worker_connections 1024; }
http { access_log off; types { text/html html; } gzip_static on;
  client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir}; uwsgi_temp_path ${dir};
  scgi_temp_path ${dir};
  server { listen 127.0.0.1:${port}; root ${dir}; location = / { try_files /home.html =404; } } }`;
  fs.writeFileSync(path.join(dir, "nginx.conf"), conf);
  const child = spawn("nginx", ["-c", path.join(dir, "nginx.conf"), "-p", dir], { stdio: "ignore" });
  for (let i = 0; i < 100; i++) {
    if ((await fetch(`http://127.0.0.1:${port}/`).catch(() => null))?.ok) return child;
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill();
  throw new Error("nginx no arrancó");
}

export async function benchPageCache(): Promise<void> {
  for (let round = 1; round <= ROUNDS; round++) await benchRound(round);
}

async function benchRound(round: number): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrina-bench-pages-"));
  const nginxDir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrina-bench-nginx-"));
  const results = new Map<string, Figures>();
  try {
    for (const cache of ["on", "off"]) {
      const workers = String(os.availableParallelism());
      const server = await startNpmStart({
        DATA_DIR: dataDir,
        PAGE_CACHE: cache,
        LOG_LEVEL: "info",
        WEB_CONCURRENCY: workers,
      });
      try {
        await server.waitFor("Vitrina escuchando", 180_000);
        // A freshly started server is still compiling its hot code (decision 250).
        await autocannon({ url: `${server.url}/`, connections: CONNECTIONS, duration: SERVER_WARMUP_SECONDS });
        if (cache === "on") {
          // The same page, and its gzip made ahead of time (gzip_static): nginx at its best.
          const home = Buffer.from(await (await fetch(`${server.url}/`)).arrayBuffer());
          fs.writeFileSync(path.join(nginxDir, "home.html"), home);
          fs.writeFileSync(path.join(nginxDir, "home.html.gz"), zlib.gzipSync(home, { level: 9 }));
          const port = await freePort();
          const nginx = await nginxServing(nginxDir, port);
          try {
            results.set("nginx, archivo guardado", await run(`http://127.0.0.1:${port}/`));
            results.set("nginx, gzip_static", await run(`http://127.0.0.1:${port}/`, BROWSER));
          } finally {
            nginx.kill();
          }
        }
        const label = cache === "on" ? "sitio con caché" : "sitio sin caché";
        results.set(label, await run(`${server.url}/`));
        results.set(`${label}, gzip/br`, await run(`${server.url}/`, BROWSER));
      } finally {
        await server.stop();
      }
    }
    const identity = results.get("nginx, archivo guardado")!.rps;
    const gzipStatic = results.get("nginx, gzip_static")!.rps;
    console.log(
      `[páginas] ronda ${round}/${ROUNDS}: GET / (${WRK ? "wrk" : "autocannon"}, ${CONNECTIONS} conexiones, ` +
        `${SECONDS} s cada una, ${os.availableParallelism()} procesos; carga ${os.loadavg()[0].toFixed(1)})`,
    );
    for (const [label, r] of results) {
      const ceiling = label.startsWith("nginx") ? undefined : label.endsWith("gzip/br") ? gzipStatic : identity;
      console.log(line(label, r, ceiling));
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(nginxDir, { recursive: true, force: true });
  }
}

if (import.meta.main) await benchPageCache();
