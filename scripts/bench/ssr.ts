// Uncached server-side rendering throughput of `/` with 20 connections (autocannon): requests/s and p99.
import autocannon from "autocannon";
import fs from "node:fs";
import { startProcess } from "../../tests/support/server-process.ts";

const DURATION = Number(process.env.BENCH_SECONDS ?? 15);

export async function benchSsr(path = "/"): Promise<void> {
  const server = await startProcess({ NODE_ENV: "production" });
  try {
    await server.waitFor("Vitrina escuchando", 120_000);
    const url = `${server.url}${path}`;
    await autocannon({ url, connections: 20, duration: 2 }); // warm-up
    const r = await autocannon({ url, connections: 20, duration: DURATION });
    console.log(
      `[ssr] GET ${path}: ${r.requests.average.toFixed(0)} req/s, latency p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, ` +
        `${r.non2xx} non-2xx, ${r.errors} errors (20 connections, ${DURATION} s)`,
    );
  } finally {
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}

if (import.meta.main) await benchSsr();
