// Uncached server-side rendering throughput of `/` with 20 connections (autocannon), served by one process and
// by one per core (WEB_CONCURRENCY, decision 105), side by side: requests/s, p50, p99, p99.9, the speed-up, and
// the CPU each side used. One process uses more than one core (V8's collector and compiler work on threads of
// their own), and autocannon runs on the same cores: what one process uses sets the speed-up this machine can
// show at most (cores ÷ cores of one process), printed beside the one measured (decision 240). The workers run with
// --trace-gc, so the full (mark-compact) collections during the run are counted too: each one holds up the
// requests its worker has in hand (decision 241).
import autocannon from "autocannon";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startProcess } from "../../tests/support/server-process.ts";
import { cpuMsOf, workerPids } from "./stats.ts";

const DURATION = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = 20;

interface Run {
  result: autocannon.Result;
  /** Cores the server's workers used on average during the run. */
  serverCores: number;
  /** Cores this process (autocannon) used. */
  clientCores: number;
  /** Full collections in all workers during the run. */
  fullCollections: number;
}

const fullCollections = (output: string) => output.split("Mark-Compact").length - 1;

async function measure(url: string, dataDir: string, processes: number): Promise<Run> {
  const server = await startProcess(
    {
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      WEB_CONCURRENCY: String(processes),
      PAGE_CACHE: "off", // every request rendered: the page cache has its own bench (page-cache.ts)
    },
    undefined,
    ["--trace-gc"], // the cluster's workers inherit it
  );
  try {
    await server.waitFor("Vitrina escuchando", 120_000);
    const target = `${server.url}${url}`;
    await autocannon({ url: target, connections: CONNECTIONS, duration: 2 }); // warm-up
    const pids = workerPids(server.output());
    const serverBefore = pids.reduce((sum, pid) => sum + cpuMsOf(pid), 0);
    const clientBefore = process.cpuUsage();
    const collectionsBefore = fullCollections(server.output());
    const started = performance.now();
    const result = await autocannon({ url: target, connections: CONNECTIONS, duration: DURATION });
    const wallMs = performance.now() - started;
    const client = process.cpuUsage(clientBefore);
    const serverMs = pids.reduce((sum, pid) => sum + cpuMsOf(pid), 0) - serverBefore;
    return {
      result,
      serverCores: serverMs / wallMs,
      clientCores: (client.user + client.system) / 1000 / wallMs,
      fullCollections: fullCollections(server.output()) - collectionsBefore,
    };
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
    const line = (label: string, { result: r, serverCores, clientCores, fullCollections: gcs }: Run) =>
      `${label}: ${r.requests.average.toFixed(0)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, ` +
      `p99,9 ${r.latency.p99_9} ms, máx. ${r.latency.max} ms, ${r.non2xx} non-2xx, ${r.errors} errors; ` +
      `CPU: servidor ${serverCores.toFixed(2)} núcleos, autocannon ${clientCores.toFixed(2)}; ` +
      `${gcs} colecciones completas`;
    const speedUp = all.result.requests.average / one.result.requests.average;
    console.log(
      `[ssr] GET ${url} (${CONNECTIONS} connections, ${DURATION} s each)\n` +
        `[ssr]   ${line("1 proceso", one)}\n` +
        `[ssr]   ${line(`${cores} procesos (uno por núcleo)`, all)}\n` +
        `[ssr]   ${speedUp.toFixed(2)}× con ${cores} procesos; a lo sumo ${(cores / one.serverCores).toFixed(2)}× ` +
        `en ${cores} núcleos con 1 proceso usando ${one.serverCores.toFixed(2)}`,
    );
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.main) await benchSsr();
