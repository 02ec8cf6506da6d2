// Listing-query latency at 100k generated listings, on SQLite and PostgreSQL: p50 / p99.
import { createTestDb } from "../../tests/support/test-db.ts";
import { filterOptions, listCatalogue } from "../../app/properties/catalogue.server.ts";
import { newSeed } from "../../app/properties/order-seed.ts";
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
      const home = await timeMany(RUNS, () => listCatalogue(db.kysely, { openOnly: true, seed: newSeed(), limit: 6 }));
      console.log(
        `[query] ${engine}: home grid, featured first in seeded order (page of 6) p50 ${ms(home.p50)}  p99 ` +
          `${ms(home.p99)}`,
      );
      const byState = await timeMany(RUNS, () =>
        listCatalogue(db.kysely, { state: "Venta", seed: newSeed(), limit: 6 }),
      );
      console.log(`[query] ${engine}: /tipo/Venta (page of 6) p50 ${ms(byState.p50)}  p99 ${ms(byState.p99)}`);
      const options = await timeMany(Math.min(RUNS, 50), () => filterOptions(db.kysely));
      console.log(
        `[query] ${engine}: home filter options (distinct values, price spread) p50 ${ms(options.p50)}  p99 ` +
          `${ms(options.p99)}`,
      );
    } finally {
      await db.destroy();
    }
  }
}

if (import.meta.main) await benchListingQuery();
