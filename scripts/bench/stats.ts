// Timing helpers for benchmarks: run a function many times, report percentiles in milliseconds; the CPU a
// process has used.
import fs from "node:fs";

export async function timeMany(
  runs: number,
  fn: () => Promise<unknown>,
): Promise<{ p50: number; p99: number; mean: number }> {
  for (let i = 0; i < Math.min(20, runs); i++) await fn(); // warm-up: plans, caches, JIT
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  return { p50: at(0.5), p99: at(0.99), mean: times.reduce((a, b) => a + b, 0) / times.length };
}

export const ms = (v: number) => `${v.toFixed(2)} ms`;

/**
 * CPU time (user + system) a process (or only its main thread) has used so far, in milliseconds, from /proc (Linux:
 * 100 ticks a second).
 */
export function cpuMsOf(pid: number, { mainThreadOnly = false } = {}): number {
  const file = mainThreadOnly ? `/proc/${pid}/task/${pid}/stat` : `/proc/${pid}/stat`; // the main thread's id is the pid
  const fields = fs.readFileSync(file, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** The worker pids a server started with WEB_CONCURRENCY prints ("Trabajador 1 (pid 1234) listo."). */
export const workerPids = (output: string): number[] =>
  [...output.matchAll(/Trabajador \d+ \(pid (\d+)\)/g)]
    .map((m) => Number(m[1]))
    .filter((p, i, all) => all.indexOf(p) === i);

/**
 * Seconds of load a freshly started server gets before it is measured (decision 250): V8 keeps compiling the app's
 * hot code on its own threads for tens of seconds after start (8.7% of a worker's CPU after 4 s of load, 4.2% after
 * 30 s), which a server that runs for days does not pay. 20 s is most of that.
 */
export const SERVER_WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 20);
