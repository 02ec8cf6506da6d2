// Uncached server-side rendering throughput of `/` with 20 connections (autocannon), served by one process and
// by one per core (WEB_CONCURRENCY, decision 105), side by side: requests/s, p50, p99, and the speed-up.
import autocannon from "autocannon";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startProcess } from "../../tests/support/server-process.ts";

const DURATION = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = 20;

async function measure(url: string, dataDir: string, processes: number) {
  const server = await startProcess({
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    WEB_CONCURRENCY: String(processes),
    PAGE_CACHE: "off", // every request rendered: the page cache has its own bench (page-cache.ts)
  });
  try {
    await server.waitFor("Vitrina escuchando", 120_000);
    const target = `${server.url}${url}`;
    await autocannon({ url: target, connections: CONNECTIONS, duration: 2 }); // warm-up
    return await autocannon({ url: target, connections: CONNECTIONS, duration: DURATION });
  } finally {
    await server.stop();
  }
}

export async function benchSsr(url = "/"): Promise<void> {
  // One DATA_DIR: the demo is seeded by the first run and reused by the second.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrina-bench-ssr-"));
  const cores = os.availableParallelism();
  try {
    const one = await measure(url, dataDir, 1);
    const all = await measure(url, dataDir, cores);
    const line = (label: string, r: autocannon.Result) =>
      `${label}: ${r.requests.average.toFixed(0)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, ` +
      `${r.non2xx} non-2xx, ${r.errors} errors`;
    const speedUp = all.requests.average / one.requests.average;
    console.log(
      `[ssr] GET ${url} (${CONNECTIONS} connections, ${DURATION} s each)\n` +
        `[ssr]   ${line("1 proceso", one)}\n` +
        `[ssr]   ${line(`${cores} procesos (uno por núcleo)`, all)}\n` +
        `[ssr]   ${speedUp.toFixed(2)}× con ${cores} procesos`,
    );
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.main) await benchSsr();
