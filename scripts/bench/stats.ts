// Timing helpers for benchmarks: run a function many times, report percentiles in milliseconds.

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
