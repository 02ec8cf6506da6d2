// Dashboard table query latency at 100k generated listings, on SQLite and PostgreSQL: p50 / p99 for the
// default page, sorted pages, the featured view and searches.
import { sql } from "kysely";
import { createTestDb } from "../../tests/support/test-db.ts";
import { DEFAULT_PARAMS, type TableParams } from "../../app/properties/table-params.ts";
import { listForTable } from "../../app/properties/table.server.ts";
import { fillCatalogue } from "./big-catalogue.ts";
import { ms, timeMany } from "./stats.ts";

const COUNT = Number(process.env.BENCH_LISTINGS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 300);

const CASES: Array<[string, Partial<TableParams>, boolean?]> = [
  ["default page (newest first, 10 rows)", {}],
  ["sorted by name, page 2", { sort: "nombre", page: 2 }],
  ["sorted by price desc", { sort: "precio", dir: "desc" }],
  ["sorted by views desc", { sort: "visitas", dir: "desc" }],
  ["100 rows sorted by locality", { sort: "localidad", size: 100 }],
  ["featured only (destacadas)", {}, true],
  ["search, rare term ('numero 4242')", { search: "número 4242" }],
  ["search, by id ('10001a2b')", { search: "10001a2b" }],
  ["search, common term ('santa rosa')", { search: "santa rosa" }],
  ["cards, name search ('4242')", { view: "tarjetas", name: "4242" }],
  ["deep page (page 5000 of 10 000)", { page: 5000 }],
];

export async function benchTable(): Promise<void> {
  for (const engine of ["sqlite", "postgres"] as const) {
    const db = await createTestDb({ engine });
    try {
      const t = performance.now();
      await fillCatalogue(db.kysely, COUNT);
      await sql`ANALYZE`.execute(db.kysely); // fresh statistics, as autovacuum / a long-running server would have
      console.log(`[table] ${engine}: ${COUNT} listings generated in ${((performance.now() - t) / 1000).toFixed(1)} s`);
      for (const [label, p, featuredOnly] of CASES) {
        const params = { ...DEFAULT_PARAMS, ...p };
        const r = await timeMany(RUNS, () => listForTable(db.kysely, params, { featuredOnly }));
        console.log(`[table] ${engine}: ${label}: p50 ${ms(r.p50)}  p99 ${ms(r.p99)}`);
      }
    } finally {
      await db.destroy();
    }
  }
}

if (import.meta.main) await benchTable();
