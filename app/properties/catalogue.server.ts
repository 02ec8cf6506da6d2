// The public catalogue's queries: filtered, featured-first listing pages, the filters' options, the sitemap.
import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema.ts";
import { isPostgres } from "../db/migrations/dialect.ts";
import { DEADLINE_FUNCTION } from "../db/sqlite-driver.ts";
import { withQueryTimeout } from "../db/query-timeout.ts";
import { CLOSED_STATES } from "./options.ts";
import { ORDER_PRIME, type OrderSeed } from "./order-seed.ts";
import type { PriceRange } from "./price-range.ts";
import type { PriceSpread } from "./price-bands.ts";
import { summaryColumns, withCovers } from "./queries.server.ts";
import type { PropertySummary } from "./types.ts";

export interface CatalogueQuery {
  locality?: string;
  type?: string;
  state?: string;
  /** Leave closed deals (Vendido, Alquilado) out: the home grid. */
  openOnly?: boolean;
  price?: PriceRange | null;
  seed: OrderSeed;
  limit: number;
}

export interface CataloguePage {
  items: PropertySummary[];
  /** More listings match than were asked for. */
  hasMore: boolean;
}

/**
 * Featured first in the seed's pseudo-random order, then the rest in stored order (seq). seq breaks any tie, so a
 * seed fixes one total order and growing the limit never repeats or skips a listing.
 * Times out after the connection's statement timeout with a QueryTimeoutError.
 */
export async function listCatalogue(db: Kysely<Database>, q: CatalogueQuery): Promise<CataloguePage> {
  const [a, b, p] = [sql.lit(q.seed.a), sql.lit(q.seed.b), sql.lit(ORDER_PRIME)];
  // Two rounds of k -> k*(k+c) mod p over the unique seq: close to uniform over permutations (a single round is
  // visibly biased). Every factor is < 2^31, so each product fits in 64 bits on both engines.
  const k = sql`(((seq * ${a}) % ${p}) * ((seq + ${b}) % ${p}) % ${p})`;
  const shuffled = sql`case when featured then (${k} * ((${k} + ${a}) % ${p})) % ${p} else 0 end`;
  const rows = await withQueryTimeout(() =>
    db
      .selectFrom("properties")
      .select([...summaryColumns])
      .$if(Boolean(q.locality), (qb) => qb.where("locality", "=", q.locality!))
      .$if(Boolean(q.type), (qb) => qb.where("type", "=", q.type!))
      .$if(Boolean(q.state), (qb) => qb.where("state", "=", q.state!))
      .$if(Boolean(q.openOnly), (qb) => qb.where("state", "not in", [...CLOSED_STATES]))
      .$if(Boolean(q.price), (qb) => {
        const { min, max, currency } = q.price!;
        const ranged = qb.where("price", ">=", min).where("price", "<=", max);
        return currency ? ranged.where("currency", "=", currency) : ranged.where("currency", "in", ["$", "USD"]);
      })
      // SQLite has no statement timeout: this per-row check aborts the statement once its deadline passes.
      .$if(!isPostgres(db), (qb) => qb.where(sql<number>`${sql.raw(DEADLINE_FUNCTION)}()`, "=", 1))
      .orderBy("featured", "desc")
      .orderBy(shuffled)
      .orderBy("seq")
      .limit(q.limit + 1)
      .execute(),
  );
  const hasMore = rows.length > q.limit;
  return { items: await withCovers(db, rows.slice(0, q.limit)), hasMore };
}

export interface FilterOptions {
  localities: string[];
  types: string[];
  states: string[];
  priceSpreads: PriceSpread[];
}

const byName = (a: string, b: string) => a.localeCompare(b, "es");

/** Distinct localities, types and states of the listings the home page can show (closed deals excluded). */
export async function filterOptions(db: Kysely<Database>): Promise<FilterOptions> {
  const open = db.selectFrom("properties").where("state", "not in", [...CLOSED_STATES]);
  const [localities, types, states, spreads] = await withQueryTimeout(() => Promise.all([
    open.select("locality").distinct().execute(),
    open.select("type").distinct().execute(),
    open.select("state").distinct().execute(),
    open
      .select((eb) => ["currency", eb.fn.min("price").as("min"), eb.fn.max("price").as("max")])
      .where("currency", "in", ["$", "USD"])
      .where("price", "is not", null)
      .groupBy("currency")
      .execute(),
  ]));
  return {
    localities: localities.map((r) => r.locality).sort(byName),
    types: types.map((r) => r.type).sort(byName),
    states: states.map((r) => r.state).sort(byName),
    priceSpreads: spreads
      .map((r) => ({ currency: r.currency as PriceSpread["currency"], min: Number(r.min), max: Number(r.max) }))
      .sort((a, b) => byName(a.currency, b.currency)),
  };
}

/** Every listing for sitemap.xml, in stored order. */
export async function sitemapListings(db: Kysely<Database>): Promise<Array<{ id: string; updatedAt: string }>> {
  const rows = await db.selectFrom("properties").select(["id", "updated_at"]).orderBy("seq").execute();
  return rows.map((r) => ({ id: r.id, updatedAt: r.updated_at }));
}
