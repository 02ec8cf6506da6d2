// The public catalogue's queries: filtered, featured-first listing pages, the filters' options, the sitemap.
import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema.ts";
import { isPostgres } from "../db/engine.ts";
import { DEADLINE_FUNCTION } from "../db/sqlite-driver.ts";
import { withQueryTimeout } from "../db/query-timeout.ts";
import { CLOSED_STATES, PROPERTY_STATES } from "./options.ts";
import { ORDER_PRIME, type OrderSeed, rotationStart } from "./order-seed.ts";
import type { PriceRange } from "./price-range.ts";
import type { PriceSpread } from "./price-bands.ts";
import { summaryColumns, withCovers } from "./listing-row.server.ts";
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

/** Listings matching the query's filters, featured or not; callers choose the columns and the order. */
function matching(db: Kysely<Database>, q: CatalogueQuery, featured: boolean) {
  return (
    db
      .selectFrom("properties")
      .where("featured", "=", featured)
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
  );
}

function filtered(db: Kysely<Database>, q: CatalogueQuery, featured: boolean) {
  return matching(db, q, featured).select([...summaryColumns]);
}

/**
 * Most matching featured listings that still get the per-visit hash order. The hash is computed and sorted for
 * every matching featured row (~1 ms per thousand); a real agency has a few hundred at most. Above this, the
 * order is a rotation of the id order (featuredRotated), which costs one short index range per page.
 */
export const HASH_ORDER_MAX = 1000;

/** Whether more than HASH_ORDER_MAX featured listings match; counts at most HASH_ORDER_MAX + 1 of them. */
async function manyFeatured(db: Kysely<Database>, q: CatalogueQuery): Promise<boolean> {
  const capped = matching(db, q, true)
    .select(sql<number>`1`.as("one"))
    .limit(HASH_ORDER_MAX + 1);
  const row = await db
    .selectFrom(capped.as("m"))
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n) > HASH_ORDER_MAX;
}

/** Featured listings in the seed's hash order, a true per-visit shuffle. */
function featuredHashed(db: Kysely<Database>, q: CatalogueQuery, limit: number) {
  const [a, b, p] = [sql.lit(q.seed.a), sql.lit(q.seed.b), sql.lit(ORDER_PRIME)];
  // Two rounds of k -> k*(k+c) mod p over the unique seq: close to uniform over permutations (a single round is
  // visibly biased). Every factor is < 2^31, so each product fits in 64 bits on both engines.
  const k = sql`(((seq * ${a}) % ${p}) * ((seq + ${b}) % ${p}) % ${p})`;
  const shuffled = sql`(${k} * ((${k} + ${a}) % ${p})) % ${p}`;
  return filtered(db, q, true).orderBy(shuffled).orderBy("seq").limit(limit).execute();
}

/**
 * Featured listings in id order starting at the seed's start id, wrapping around. Ids are random, so id order is
 * one fixed random order and each seed shows a rotation of it. Two index ranges: from the start id up, then
 * from the lowest id if the first ran short.
 */
async function featuredRotated(db: Kysely<Database>, q: CatalogueQuery, limit: number) {
  const start = rotationStart(q.seed);
  const head = await filtered(db, q, true).where("id", ">=", start).orderBy("id").limit(limit).execute();
  if (head.length >= limit) return head;
  const tail = await filtered(db, q, true)
    .where("id", "<", start)
    .orderBy("id")
    .limit(limit - head.length)
    .execute();
  return [...head, ...tail];
}

/**
 * Featured listings first in the seed's order, then the rest in stored order (seq). A seed fixes one total order
 * (seq breaks hash ties, ids are unique), so a growing limit never repeats or skips a listing. The featured order
 * is the per-visit hash order up to HASH_ORDER_MAX matching featured listings, a rotation of the id order above.
 * Separate statements, so each is served by an index; each is cancelled by the statement timeout
 * (QueryTimeoutError).
 */
export async function listCatalogue(db: Kysely<Database>, q: CatalogueQuery): Promise<CataloguePage> {
  const wanted = q.limit + 1; // one more than shown tells whether 'Ver más' has anything left
  const rows = await withQueryTimeout(async () => {
    const featured = (await manyFeatured(db, q))
      ? await featuredRotated(db, q, wanted)
      : await featuredHashed(db, q, wanted);
    if (featured.length >= wanted) return featured;
    const rest = await filtered(db, q, false)
      .orderBy("seq")
      .limit(wanted - featured.length)
      .execute();
    return [...featured, ...rest];
  });
  const hasMore = rows.length > q.limit;
  return { items: await withCovers(db, rows.slice(0, q.limit)), hasMore };
}

export interface FilterOptions {
  localities: string[];
  types: string[];
  states: string[];
  priceSpreads: PriceSpread[];
}

const OPEN_STATES = PROPERTY_STATES.filter((s) => !CLOSED_STATES.includes(s));
const byName = (a: string, b: string) => a.localeCompare(b, "es");

/**
 * Distinct values of one column among open listings. A "loose index scan": skip from each value to the next through
 * the column's index, keeping those with an open listing (an index seek on (column, state)). A few seeks per
 * distinct value, whatever the catalogue's size.
 */
async function distinctOpen(db: Kysely<Database>, column: "locality" | "type"): Promise<string[]> {
  const col = sql.ref(column);
  const open = sql.join(OPEN_STATES.map((s) => sql`${s}`));
  const r = await sql<{ v: string }>`
    WITH RECURSIVE t(v) AS (
      SELECT (SELECT ${col} FROM properties ORDER BY ${col} LIMIT 1)
      UNION ALL
      SELECT (SELECT ${col} FROM properties WHERE ${col} > t.v ORDER BY ${col} LIMIT 1) FROM t WHERE t.v IS NOT NULL
    )
    SELECT v FROM t
    WHERE v IS NOT NULL AND EXISTS (SELECT 1 FROM properties p WHERE p.${col} = t.v AND p.state IN (${open}))`.execute(
    db,
  );
  return r.rows.map((row) => row.v).sort(byName);
}

/** The open states that have at least one listing: one index seek each. */
async function openStatesInUse(db: Kysely<Database>): Promise<string[]> {
  const checks = OPEN_STATES.map(
    (s, i) => sql`EXISTS (SELECT 1 FROM properties WHERE state = ${s}) AS ${sql.ref(`s${i}`)}`,
  );
  const r = await sql<Record<string, unknown>>`SELECT ${sql.join(checks)}`.execute(db);
  const row = r.rows[0] ?? {};
  return OPEN_STATES.filter((_, i) => row[`s${i}`] === true || Number(row[`s${i}`]) === 1).sort(byName);
}

/** Lowest and highest price per currency among open listings: two index seeks per currency and state. */
async function priceSpreads(db: Kysely<Database>): Promise<PriceSpread[]> {
  const currencies = ["$", "USD"] as const;
  const parts = currencies.flatMap((c) =>
    OPEN_STATES.flatMap((s) =>
      // ORDER BY … LIMIT 1 rather than min()/max(): both engines then stop at the first index entry, with or
      // without table statistics.
      (["asc", "desc"] as const).map(
        (dir) =>
          sql`(SELECT price FROM properties WHERE currency = ${c} AND state = ${s} AND price IS NOT NULL
            ORDER BY price ${sql.raw(dir)} LIMIT 1)`,
      ),
    ),
  );
  const r = await sql<
    Record<string, unknown>
  >`SELECT ${sql.join(parts.map((part, i) => sql`${part} AS ${sql.ref(`v${i}`)}`))}`.execute(db);
  const values = Object.values(r.rows[0] ?? {}).map((v) => (v == null ? null : Number(v)));
  const perCurrency = OPEN_STATES.length * 2;
  return currencies.flatMap((currency, ci) => {
    const mine = values.slice(ci * perCurrency, (ci + 1) * perCurrency).filter((v): v is number => v !== null);
    return mine.length ? [{ currency, min: Math.min(...mine), max: Math.max(...mine) }] : [];
  });
}

/** Distinct localities, types and states of the listings the home page can show (closed deals excluded). */
export async function filterOptions(db: Kysely<Database>): Promise<FilterOptions> {
  const [localities, types, states, spreads] = await withQueryTimeout(() =>
    Promise.all([distinctOpen(db, "locality"), distinctOpen(db, "type"), openStatesInUse(db), priceSpreads(db)]),
  );
  return { localities, types, states, priceSpreads: spreads };
}

/** Every listing for sitemap.xml, in stored order. */
export async function sitemapListings(
  db: Kysely<Database>,
): Promise<Array<{ id: string; updatedAt: string; photos: number[] }>> {
  const rows = await db.selectFrom("properties").select(["id", "updated_at"]).orderBy("seq").execute();
  // Every listing's photo numbers in gallery order, in one query (search engines index the photos too).
  const photos = await db
    .selectFrom("property_photos")
    .select(["property_id", "n"])
    .orderBy("property_id")
    .orderBy("position")
    .execute();
  const byListing = Map.groupBy(photos, (p) => p.property_id);
  return rows.map((r) => ({ id: r.id, updatedAt: r.updated_at, photos: (byListing.get(r.id) ?? []).map((p) => p.n) }));
}
