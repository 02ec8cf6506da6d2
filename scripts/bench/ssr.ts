// Uncached server-side rendering throughput of `/` with 20 connections (autocannon), served by one process and
// by one per core (WEB_CONCURRENCY, decision 105), side by side: requests/s, p50, p99, p99.9, the speed-up, and
// the CPU each side used. One process uses more than one core (V8's collector and compiler work on threads of
// their own), and autocannon runs on the same cores: what one process uses sets the speed-up this machine can
// show at most (cores ÷ cores of one process), printed beside the one measured (decision 240). The workers run with
// --trace-gc, so the full (mark-compact) collections during the run are counted too: each one holds up the
// requests its worker has in hand (decision 241).
//
// On a shared machine one run of each says little (the same configuration gives 535 and 683 req/s a minute apart),
// so the two run in turns, BENCH_ROUNDS times (3 by default), and the medians are printed with every round's
// figures. Beside them, a control (scripts/bench/ideal-server.ts): a server spending the CPU time the site's main
// threads spent per request and sending as many bytes, without allocating and strictly in arrival order, one
// process per core, under the same load: the p99 this machine gives at that cost per request, to read the site's
// against (decision 243).
import autocannon from "autocannon";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startProcess } from "../../tests/support/server-process.ts";
import { startNpmStart } from "./npm-start.ts";
import { cpuMsOf, SERVER_WARMUP_SECONDS, workerPids } from "./stats.ts";

const DURATION = Number(process.env.BENCH_SECONDS ?? 15);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 20;

interface Run {
  result: autocannon.Result;
  /** Cores the server's workers used on average during the run. */
  serverCores: number;
  /** Cores this process (autocannon) used. */
  clientCores: number;
  /** Full collections in all workers during the run. */
  fullCollections: number;
  /** The workers' main-thread CPU time per answered request, in ms (what the control spends, decision 243). */
  mainThreadMsPerRequest: number;
}

const fullCollections = (output: string) => output.split("Mark-Compact").length - 1;

async function measure(url: string, dataDir: string, processes: number): Promise<Run> {
  const server = await startNpmStart(
    {
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      WEB_CONCURRENCY: String(processes),
      PAGE_CACHE: "off", // every request rendered: the page cache has its own bench (page-cache.ts)
    },
    ["--trace-gc"], // the cluster's workers inherit it
  );
  try {
    await server.waitFor("Vitrina escuchando", 120_000);
    const target = `${server.url}${url}`;
    await autocannon({ url: target, connections: CONNECTIONS, duration: SERVER_WARMUP_SECONDS });
    const pids = workerPids(server.output());
    const workersCpuMs = (mainThreadOnly = false) =>
      pids.reduce((sum, pid) => sum + cpuMsOf(pid, { mainThreadOnly }), 0);
    const serverBefore = workersCpuMs();
    const mainBefore = workersCpuMs(true);
    const clientBefore = process.cpuUsage();
    const collectionsBefore = fullCollections(server.output());
    const started = performance.now();
    const result = await autocannon({ url: target, connections: CONNECTIONS, duration: DURATION });
    const wallMs = performance.now() - started;
    const client = process.cpuUsage(clientBefore);
    const serverMs = workersCpuMs() - serverBefore;
    const mainMs = workersCpuMs(true) - mainBefore;
    return {
      result,
      mainThreadMsPerRequest: mainMs / Math.max(1, result.requests.total),
      serverCores: serverMs / wallMs,
      clientCores: (client.user + client.system) / 1000 / wallMs,
      fullCollections: fullCollections(server.output()) - collectionsBefore,
    };
  } finally {
    await server.stop();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The round whose req/s is the median: its line stands for the configuration. */
const medianRun = (runs: Run[]) => {
  const rate = median(runs.map((r) => r.result.requests.average));
  return runs.find((r) => r.result.requests.average === rate) as Run;
};

/** The control (decision 243): the site's CPU time and bytes per request, nothing else, one process per core. */
async function measureIdeal(cpuMs: number, bodyBytes: number, processes: number, dataDir: string) {
  const server = await startProcess(
    {
      DATA_DIR: dataDir,
      WEB_CONCURRENCY: String(processes),
      IDEAL_CPU_MS: cpuMs.toFixed(3),
      IDEAL_BODY_BYTES: String(Math.round(bodyBytes)),
    },
    "scripts/bench/ideal-server.ts",
  );
  try {
    await server.waitFor("Servidor ideal escuchando", 30_000);
    await autocannon({ url: server.url, connections: CONNECTIONS, duration: 2 });
    return await autocannon({ url: server.url, connections: CONNECTIONS, duration: DURATION });
  } finally {
    await server.stop();
  }
}

export async function benchSsr(url = "/"): Promise<void> {
  // One DATA_DIR: the demo is seeded by the first run and reused by the others.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrina-bench-ssr-"));
  const cores = os.availableParallelism();
  try {
    const ones: Run[] = [];
    const alls: Run[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      ones.push(await measure(url, dataDir, 1));
      alls.push(await measure(url, dataDir, cores));
    }
    const one = medianRun(ones);
    const all = medianRun(alls);
    const perRequest = median(alls.map((r) => r.mainThreadMsPerRequest));
    const bodyBytes = all.result.throughput.total / Math.max(1, all.result.requests.total);
    const ideal = await measureIdeal(perRequest, bodyBytes, cores, dataDir);
    const line = (label: string, { result: r, serverCores, clientCores, fullCollections: gcs }: Run) =>
      `${label}: ${r.requests.average.toFixed(0)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, ` +
      `p99,9 ${r.latency.p99_9} ms, máx. ${r.latency.max} ms, ${r.non2xx} non-2xx, ${r.errors} errors; ` +
      `CPU: servidor ${serverCores.toFixed(2)} núcleos, autocannon ${clientCores.toFixed(2)}; ` +
      `${gcs} colecciones completas`;
    const rounds = (runs: Run[]) =>
      runs.map((r) => `${r.result.requests.average.toFixed(0)} req/s p99 ${r.result.latency.p99} ms`).join("; ");
    const speedUps = alls.map((r, i) => r.result.requests.average / ones[i].result.requests.average);
    console.log(
      `[ssr] GET ${url} (${CONNECTIONS} connections, ${DURATION} s each after ${SERVER_WARMUP_SECONDS} s of warm-up, ${ROUNDS} rounds in turns; medians)\n` +
        `[ssr]   ${line("1 proceso", one)}\n` +
        `[ssr]     rondas: ${rounds(ones)}\n` +
        `[ssr]   ${line(`${cores} procesos (uno por núcleo)`, all)}\n` +
        `[ssr]     rondas: ${rounds(alls)}\n` +
        `[ssr]   ${median(speedUps).toFixed(2)}× con ${cores} procesos (rondas: ${speedUps.map((x) => x.toFixed(2)).join(", ")}); ` +
        `a lo sumo ${(cores / one.serverCores).toFixed(2)}× en ${cores} núcleos con 1 proceso usando ${one.serverCores.toFixed(2)}, ` +
        `${((cores - all.clientCores) / one.serverCores).toFixed(2)}× con lo que autocannon usa de ellos (${all.clientCores.toFixed(2)})\n` +
        `[ssr]   control, servidor ideal con ${cores} procesos (${perRequest.toFixed(2)} ms de CPU del hilo principal y ` +
        `${(bodyBytes / 1024).toFixed(0)} KB por solicitud, sin recolector, en orden de llegada): ` +
        `${ideal.requests.average.toFixed(0)} req/s, p50 ${ideal.latency.p50} ms, p99 ${ideal.latency.p99} ms, ` +
        `p99,9 ${ideal.latency.p99_9} ms`,
    );
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.main) await benchSsr();
