// Listing-query latency at 100k generated listings, on SQLite and PostgreSQL: p50 / p99, uncached (the queries
// themselves, as the first visitor after a change runs them; pages keep them per site version, decision 114).
import os from "node:os";
import { sql } from "kysely";
import { createTestDb } from "../../tests/support/test-db.ts";
import {
  type CatalogueQuery,
  countCatalogue,
  filterOptions,
  listCatalogue,
} from "../../app/properties/catalogue.server.ts";
import { newSeed } from "../../app/properties/order-seed.ts";
import { fillCatalogue } from "./big-catalogue.ts";
import { ms, timeMany } from "./stats.ts";

const COUNT = Number(process.env.BENCH_LISTINGS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 300);
/** Issue #16's goal for a refined search (page + count): p99 at most this many ms. */
const GOAL_MS = { sqlite: 5, postgres: 10 } as const;

/** Figures on a busy machine mean little: each block says how busy it was. */
const load = () => `load average ${os.loadavg()[0].toFixed(2)} on ${os.availableParallelism()} cores`;

export async function benchListingQuery(): Promise<void> {
  const engines = (["sqlite", "postgres"] as const).filter((e) => (process.env.BENCH_ENGINE ?? e) === e);
  for (const engine of engines) {
    const db = await createTestDb({ engine });
    try {
      const t = performance.now();
      await fillCatalogue(db.kysely, COUNT);
      console.log(`[query] ${engine}: ${COUNT} listings generated in ${((performance.now() - t) / 1000).toFixed(1)} s`);
      // PostgreSQL plans with statistics and reads index-only once pages are all-visible, as autovacuum gives a
      // running server (SQLite's app runs without statistics).
      if (engine === "postgres") await sql`VACUUM ANALYZE`.execute(db.kysely);
      console.log(`[query] ${engine}: ${RUNS} runs per figure, ${load()}`);
      const home = await timeMany(RUNS, () => listCatalogue(db.kysely, { openOnly: true, seed: newSeed(), limit: 6 }));
      console.log(
        `[query] ${engine}: home grid, featured first in seeded order (page of 6) p50 ${ms(home.p50)}  p99 ` +
          `${ms(home.p99)}`,
      );
      const byState = await timeMany(RUNS, () =>
        listCatalogue(db.kysely, { state: "Venta", seed: newSeed(), limit: 6 }),
      );
      console.log(`[query] ${engine}: /tipo/Venta (page of 6) p50 ${ms(byState.p50)}  p99 ${ms(byState.p99)}`);
      // Issue #16: two 'Más filtros' and a sort the visitor chose, with the result count, as the home page runs them
      // (together), then each part alone.
      const refined = (extra: Partial<CatalogueQuery>) => () =>
        ({
          openOnly: true,
          minDormitorios: 3,
          aptoCredito: true,
          seed: newSeed(),
          limit: 6,
          ...extra,
        }) as CatalogueQuery;
      for (const [label, extra] of [
        ["'Menor precio' in USD", { sort: "price-asc", currency: "USD" }],
        ["'Mayor precio' across currencies at a rate", { sort: "price-desc", rate: 1200 }],
        [
          "'Menor precio' + USD 50.000-150.000 at a rate",
          {
            sort: "price-asc",
            rate: 1200,
            price: { min: 50_000, max: 150_000, currency: "USD" },
          },
        ],
        // The other two orders (decision 200).
        ["'Más recientes'", { sort: "recent" }],
        ["'Mayor superficie'", { sort: "surface" }],
      ] as Array<[string, Partial<CatalogueQuery>]>) {
        const q = refined(extra);
        const both = await timeMany(RUNS, () =>
          Promise.all([listCatalogue(db.kysely, q()), countCatalogue(db.kysely, q())]),
        );
        const page = await timeMany(RUNS, () => listCatalogue(db.kysely, q()));
        const count = await timeMany(RUNS, () => countCatalogue(db.kysely, q()));
        const verdict = both.p99 <= GOAL_MS[engine] ? "within" : "OVER";
        console.log(
          `[query] ${engine}: dormitorios 3+, apto crédito, ${label}: page of 6 + count p50 ${ms(both.p50)}  p99 ` +
            `${ms(both.p99)} (${verdict} the ${GOAL_MS[engine]} ms goal) | page alone p50 ${ms(page.p50)}  p99 ` +
            `${ms(page.p99)} | count alone p50 ${ms(count.p50)}  p99 ${ms(count.p99)}`,
        );
      }
      console.log(`[query] ${engine}: ${load()}`);
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
