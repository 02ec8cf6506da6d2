// Saved-search alerts (issue 36): 10,000 confirmed searches matched against one new listing, on SQLite and
// PostgreSQL. The searches are read 200 at a time (never all at once) and each page is one statement of their
// catalogue queries narrowed to the listing; prints the time per full count and how many matched.
import crypto from "node:crypto";
import { type Kysely, sql } from "kysely";
import { countMatchingSearches } from "../../app/alerts/matches.server.ts";
import { savedSearch, searchQuery, storedFilters } from "../../app/alerts/saved-filters.ts";
import type { Database } from "../../app/db/schema.ts";
import { matching } from "../../app/properties/catalogue.server.ts";
import { NO_FILTERS } from "../../app/properties/catalogue-params.ts";
import { PROPERTY_TYPES } from "../../app/properties/options.ts";
import { createTestDb } from "../../tests/support/test-db.ts";
import { fillCatalogue, LOCALITIES } from "./big-catalogue.ts";
import { ms, timeMany } from "./stats.ts";

const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const OPEN = ["Venta", "Alquiler", "Alquiler Temporal"] as const;

/** Varied searches: a locality for most, a type for half, a state, a price range for a third, bedrooms for some. */
function filtersFor(i: number) {
  // Independent choices from one well-spread hash of the row number.
  const h = Math.imul(i + 1, 2654435761) >>> 0;
  const bits = (shift: number, n: number) => (h >>> shift) % n;
  const min = bits(20, 40) * 5_000;
  return {
    ...NO_FILTERS,
    localidad: bits(0, 5) ? LOCALITIES[bits(3, LOCALITIES.length)] : "",
    tipo: bits(7, 2) ? PROPERTY_TYPES[bits(8, PROPERTY_TYPES.length)] : "",
    estado: bits(12, 3) ? OPEN[bits(14, OPEN.length)] : "",
    precio: bits(16, 3) ? "" : bits(18, 2) ? `${min * 10} - ${min * 10 + 1_500_000} $` : `${min} - ${min + 80_000} USD`,
    dormitorios: bits(26, 7) === 0 ? String(1 + bits(29, 4)) : "",
  };
}

export async function benchAlerts(): Promise<void> {
  const engines = (["sqlite", "postgres"] as const).filter((e) => (process.env.BENCH_ENGINE ?? e) === e);
  for (const engine of engines) {
    const db = await createTestDb({ engine });
    try {
      await fillCatalogue(db.kysely, 1_000);
      const at = new Date().toISOString();
      for (let from = 0; from < SEARCHES; from += 500) {
        const rows = Array.from({ length: Math.min(500, SEARCHES - from) }, (_, k) => {
          const f = filtersFor(from + k);
          return {
            id: crypto.randomUUID(),
            email: `visita${from + k}@example.com`,
            filters: storedFilters(f),
            locality: f.localidad,
            type: f.tipo,
            state: f.estado,
            frequency: "daily" as const,
            locale: "es" as const,
            created_at: at,
            confirmed_at: at,
            checked_at: at,
            sent_at: null,
          };
        });
        await db.kysely.insertInto("saved_searches").values(rows).execute();
      }
      if (engine === "postgres") await sql`ANALYZE`.execute(db.kysely);
      // The newest listing for sale stands for the one just published.
      const { id } = await db.kysely
        .selectFrom("properties")
        .select("id")
        .where("state", "=", "Venta")
        .orderBy("seq", "desc")
        .limit(1)
        .executeTakeFirstOrThrow();
      const listing = await db.kysely
        .selectFrom("properties")
        .select(["locality", "type", "state", "price", "currency"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      console.log(`[alerts] the new listing: ${JSON.stringify(listing)}`);
      let matched = 0;
      const t = await timeMany(RUNS, async () => {
        matched = await countMatchingSearches(db.kysely, id, null);
      });
      if (process.env.BENCH_VERIFY) console.log(`[alerts] one query per search: ${await naiveCount(db.kysely, id)}`);
      console.log(
        `[alerts] ${engine}: ${SEARCHES} confirmed searches against one new listing (${matched} match), ` +
          `200 per statement: p50 ${ms(t.p50)}  p99 ${ms(t.p99)}`,
      );
    } finally {
      await db.destroy();
    }
  }
}

/** The same count the slow way (BENCH_VERIFY=1): every search's catalogue query on its own. */
async function naiveCount(db: Kysely<Database>, id: string): Promise<number> {
  let n = 0;
  for (const s of await db.selectFrom("saved_searches").select("filters").execute()) {
    const q = searchQuery(savedSearch(s.filters), null, true);
    if (await matching(db, q, null).select("id").where("id", "=", id).executeTakeFirst()) n++;
  }
  return n;
}

if (import.meta.main) await benchAlerts();
