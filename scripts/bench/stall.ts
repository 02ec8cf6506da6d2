// Does a slow catalogue query stall the other requests of its process? (decision 115) One process on SQLite with
// 200k closed deals the home query must read past; autocannon on /sobreNosotros alone, then while a client keeps
// asking for home pages with fresh seeds (uncached, each one the slow query). Prints p50/p99 of both runs.
import autocannon from "autocannon";
import { DatabaseSync } from "node:sqlite";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startNpmStart } from "./npm-start.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

function addClosedDeals(dataDir: string, count: number) {
  const db = new DatabaseSync(path.join(dataDir, "vitrina.sqlite"));
  db.exec(`WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < ${count})
    INSERT INTO properties (id, seq, name, type, state, locality, address, description, maps, featured,
      search_text, created_at, updated_at)
    SELECT printf('%08x', x + 100000), x + 100000, 'Casa ' || x, 'Casa', 'Vendido', 'Amboy', 'Calle ' || x, '', '',
      x % 3 = 0, '', '2024-01-01T00:00:00.000Z', '2024-01-01T00:00:00.000Z' FROM n`);
  db.close();
}

export async function benchStall(env: Record<string, string> = {}): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrina-bench-stall-"));
  const start = () => startNpmStart({ DATA_DIR: dataDir, WEB_CONCURRENCY: "1", ...env });
  try {
    const first = await start(); // migrates and seeds the demo
    await first.waitFor("Vitrina escuchando", 120_000);
    await first.stop();
    addClosedDeals(dataDir, 200_000);
    const server = await start();
    try {
      await server.waitFor("Vitrina escuchando", 120_000);
      const t0 = performance.now();
      const slow = await fetch(`${server.url}/?orden=zz${Math.floor(Math.random() * 1e4).toString(36)}`);
      await slow.text();
      const oneSlow = performance.now() - t0;
      const about = () => autocannon({ url: `${server.url}/sobreNosotros`, connections: 10, duration: SECONDS });
      const alone = await about();
      let running = true;
      let slowCount = 0;
      const loop = (async () => {
        while (running) {
          const seed = (1 + Math.floor(Math.random() * 2e9)).toString(36);
          await (await fetch(`${server.url}/?orden=${seed}`)).text();
          slowCount++;
        }
      })();
      const during = await about();
      running = false;
      await loop;
      const line = (label: string, r: autocannon.Result) =>
        `${label}: ${r.requests.average.toFixed(0)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, ` +
        `máx ${r.latency.max} ms`;
      console.log(
        `[stall] una consulta lenta del catálogo (200k cerradas): ${oneSlow.toFixed(0)} ms; /sobreNosotros\n` +
          `  ${line("sola", alone)}\n  ${line(`con ${slowCount} consultas lentas en paralelo`, during)}`,
      );
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  // `node scripts/bench/stall.ts off`: the same with the public budget out of the way (DB_QUERY_TIMEOUT_MS only).
  await benchStall(process.argv[2] === "off" ? { PUBLIC_QUERY_TIMEOUT_MS: "60000" } : {});
}
