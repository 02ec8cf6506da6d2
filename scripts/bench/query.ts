// Listing-query latency at 100k generated listings, on SQLite and PostgreSQL: p50 / p99.
import { createTestDb } from "../../tests/support/test-db.ts";
import { listNewest } from "../../app/properties/queries.server.ts";
import { fillCatalogue } from "./big-catalogue.ts";
import { ms, timeMany } from "./stats.ts";

const COUNT = Number(process.env.BENCH_LISTINGS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 300);

export async function benchListingQuery(): Promise<void> {
  for (const engine of ["sqlite", "postgres"] as const) {
    const db = await createTestDb({ engine });
    try {
      const t = performance.now();
      await fillCatalogue(db.kysely, COUNT);
      console.log(`[query] ${engine}: ${COUNT} listings generated in ${((performance.now() - t) / 1000).toFixed(1)} s`);
      const r = await timeMany(RUNS, () => listNewest(db.kysely, 6));
      console.log(`[query] ${engine}: home listing query (first page of 6) p50 ${ms(r.p50)}  p99 ${ms(r.p99)}`);
    } finally {
      await db.destroy();
    }
  }
}

if (import.meta.main) await benchListingQuery();
