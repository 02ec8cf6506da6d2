// The home page side by side, 20 connections each (autocannon): nginx serving the saved HTML as a file (the
// ceiling), the site from its page cache, the site rendering every request (PAGE_CACHE=off); each without and
// with `Accept-Encoding: gzip, br`. Every core serves (WEB_CONCURRENCY default). Prints; asserts nothing.
import autocannon from "autocannon";
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { freePort, startProcess } from "../../tests/support/server-process.ts";
import { SERVER_WARMUP_SECONDS } from "./stats.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 20;
const BROWSER = { "accept-encoding": "gzip, br" };

async function run(url: string, headers: Record<string, string> = {}) {
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers }); // warm-up
  return autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
}

const line = (label: string, r: autocannon.Result, ceiling?: number) =>
  `[páginas]   ${label.padEnd(34)} ${r.requests.average.toFixed(0).padStart(6)} req/s  p50 ${r.latency.p50} ms  ` +
  `p99 ${r.latency.p99} ms${ceiling ? `  (${((100 * r.requests.average) / ceiling).toFixed(0)}% de nginx)` : ""}` +
  `${r.non2xx || r.errors ? `  ${r.non2xx} no-2xx, ${r.errors} errores` : ""}`;

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
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrina-bench-pages-"));
  const nginxDir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrina-bench-nginx-"));
  const results: Array<[string, autocannon.Result]> = [];
  try {
    for (const cache of ["on", "off"]) {
      const server = await startProcess({ DATA_DIR: dataDir, PAGE_CACHE: cache, LOG_LEVEL: "info" });
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
            results.push(["nginx, archivo guardado", await run(`http://127.0.0.1:${port}/`)]);
            results.push(["nginx, gzip_static", await run(`http://127.0.0.1:${port}/`, BROWSER)]);
          } finally {
            nginx.kill();
          }
        }
        const label = cache === "on" ? "sitio con caché" : "sitio sin caché";
        results.push([label, await run(`${server.url}/`)]);
        results.push([`${label}, gzip/br`, await run(`${server.url}/`, BROWSER)]);
      } finally {
        await server.stop();
      }
    }
    const ceiling = results[0][1].requests.average;
    console.log(
      `[páginas] GET / (${CONNECTIONS} conexiones, ${SECONDS} s cada una, ${os.availableParallelism()} procesos; ` +
        `carga ${os.loadavg()[0].toFixed(1)})`,
    );
    for (const [label, r] of results) console.log(line(label, r, label.startsWith("nginx") ? undefined : ceiling));
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(nginxDir, { recursive: true, force: true });
  }
}

if (import.meta.main) await benchPageCache();
