// The public catalogue's queries: filtered, featured-first listing pages, the filters' options, the sitemap.
import { type Kysely, type RawBuilder, sql } from "kysely";
import type { Database } from "../db/schema.ts";
import { isPostgres } from "../db/engine.ts";
import { DEADLINE_FUNCTION } from "../db/sqlite-driver.ts";
import { withQueryTimeout } from "../db/query-timeout.ts";
import { PREPARED, prepared } from "../db/prepared-statements.ts";
import { CLOSED_STATES, PROPERTY_STATES } from "./options.ts";
import { ORDER_PRIME, type OrderSeed, rotationStart } from "./order-seed.ts";
import type { PriceCurrency, PriceRange } from "./price-range.ts";
import type { CatalogueSort } from "./catalogue-params.ts";
import { optionBit } from "./characteristics.ts";
import { comparePriced, rangeIn } from "./currency-rate.ts";
import type { PriceSpread } from "./price-bands.ts";
import { COVER_POSITION, summaryColumns, toSummary } from "./listing-row.server.ts";
import { highestRecentPrice } from "./price-history.server.ts";
import { dropPercent } from "./price-history.ts";
import { notInTrash, publiclyVisible } from "./visibility.server.ts";
import { freeBetween, pricedBetween } from "./seasons.server.ts";
import { TEMPORARY } from "./seasons.ts";
import type { PropertySummary } from "./types.ts";

export interface CatalogueQuery {
  locality?: string;
  type?: string;
  state?: string;
  /** Leave closed deals (Vendido, Alquilado) out: the home grid. */
  openOnly?: boolean;
  /** Drafts match too (not the trash): which saved searches a listing will match once published (issue 36). */
  withDrafts?: boolean;
  price?: PriceRange | null;
  // 'Más filtros' (issue #16, decision 132).
  minDormitorios?: number | null;
  minAmbientes?: number | null;
  aptoCredito?: boolean;
  aceptaMascotas?: boolean;
  conCochera?: boolean;
  conPileta?: boolean;
  minSuperficie?: number | null;
  /** Only listings priced in this currency (the 'Moneda' choice when no rate is set). */
  currency?: PriceCurrency | null;
  /** Pesos per dollar: price filters and price sorts compare across currencies through it (decision 133). */
  rate?: number | null;
  /** Temporary rentals with no occupied night in [from, to) whose seasons, if any, price the stay (138, 191). */
  available?: { from: string; to: string } | null;
  /** Absent or 'featured': the spec's order. */
  sort?: CatalogueSort;
  seed: OrderSeed;
  limit: number;
}

export interface CataloguePage {
  items: PropertySummary[];
  /** More listings match than were asked for. */
  hasMore: boolean;
}

const PILETA = optionBit("comodidades", "Pileta");

/** Listings matching the query's filters, featured, not featured or both (null); callers choose columns and order. */
export function matching(db: Kysely<Database>, q: CatalogueQuery, featured: boolean | null) {
  return (
    db
      .selectFrom("properties")
      // SQLite has no statement timeout: this per-row check aborts the statement once its deadline passes. First,
      // so it runs for every row read, also those the next conditions reject (decision 115).
      .$if(!isPostgres(db), (qb) => qb.where(sql<number>`${sql.raw(DEADLINE_FUNCTION)}()`, "=", 1))
      .where(q.withDrafts ? notInTrash() : publiclyVisible())
      .$if(featured !== null, (qb) => qb.where("featured", "=", featured!))
      .$if(Boolean(q.locality), (qb) => qb.where("locality", "=", q.locality!))
      .$if(Boolean(q.type), (qb) => qb.where("type", "=", q.type!))
      .$if(Boolean(q.state), (qb) => qb.where("state", "=", q.state!))
      .$if(Boolean(q.openOnly), (qb) => qb.where("state", "not in", [...CLOSED_STATES]))
      .$if(Boolean(q.price), (qb) => {
        const { min, max, currency } = q.price!;
        if (currency && q.rate) {
          // One range per currency, the other's converted through the rate: each stays an index range.
          return qb.where((eb) =>
            eb.or(
              (["$", "USD"] as const).map((c) => {
                const r = rangeIn(q.price!, c, q.rate!);
                return eb.and([eb("currency", "=", c), eb("price", ">=", r.min), eb("price", "<=", r.max)]);
              }),
            ),
          );
        }
        const ranged = qb.where("price", ">=", min).where("price", "<=", max);
        return currency ? ranged.where("currency", "=", currency) : ranged.where("currency", "in", ["$", "USD"]);
      })
      .$if(Boolean(q.currency), (qb) => qb.where("currency", "=", q.currency!))
      .$if(Boolean(q.minDormitorios), (qb) => qb.where("dormitorios", ">=", q.minDormitorios!))
      .$if(Boolean(q.minAmbientes), (qb) => qb.where("ambientes", ">=", q.minAmbientes!))
      .$if(Boolean(q.minSuperficie), (qb) => qb.where("superficie", ">=", q.minSuperficie!))
      .$if(Boolean(q.aptoCredito), (qb) => qb.where("apto_credito", "=", "Si"))
      .$if(Boolean(q.aceptaMascotas), (qb) => qb.where("acepta_mascotas", "=", "Si"))
      .$if(Boolean(q.conCochera), (qb) => qb.where("cochera", ">=", 1))
      .$if(Boolean(q.conPileta), (qb) => qb.where(sql<number>`(comodidades & ${sql.lit(PILETA)})`, "<>", 0))
      // Free on those nights, and priced by its seasons when it has any (decision 191).
      .$if(Boolean(q.available), (qb) =>
        pricedBetween(freeBetween(qb.where("state", "=", TEMPORARY), q.available!), q.available!),
      )
  );
}

const PRICED = ["$", "USD"] as const;

/** A price range asked in one currency at a rate: each currency is then read through its own converted range. */
const rangeAtRate = (q: CatalogueQuery) => Boolean(q.rate && q.price?.currency);

/**
 * The query's share in one currency: with a range at a rate (decision 133), that currency's converted range (bounds
 * rounded inwards), so the read is one index range in price order instead of an OR of two.
 */
function inCurrency(q: CatalogueQuery, c: PriceCurrency): CatalogueQuery {
  if (!rangeAtRate(q)) return q;
  return { ...q, rate: null, currency: c, price: { ...rangeIn(q.price!, c, q.rate!), currency: c } };
}

function filtered(db: Kysely<Database>, q: CatalogueQuery, featured: boolean | null) {
  return matching(db, q, featured).select([...summaryColumns, "seq"]);
}

type Read = ReturnType<typeof filtered>;
type Direction = "asc" | "desc";
/** An order over a page's columns, unqualified (the read itself) or of `table` (the page around it). */
type Order = (table?: string) => Array<[RawBuilder<unknown>, Direction]>;

const col = (table: string | undefined, name: string) => sql.ref(table ? `${table}.${name}` : name);
const by =
  (...keys: Array<[string, Direction]>): Order =>
  (table) =>
    keys.map(([name, dir]) => [col(table, name), dir]);
const sortBy = <Q extends { orderBy(key: RawBuilder<unknown>, dir: Direction): Q }>(
  query: Q,
  keys: ReturnType<Order>,
) => keys.reduce((qb, [key, dir]) => qb.orderBy(key, dir), query);

/**
 * One statement for the cards of a page: the rows `rows` reads (ordered, limited), each with its cover (the
 * COVER_POSITION rule) and its highest recent price (the 'Bajó de precio' rule), in `order` again (a join keeps no
 * order). One round trip instead of the rows', then the covers' and the price drops' (decision 200).
 */
function cards(db: Kysely<Database>, rows: Read, order: ReturnType<Order>, named = true) {
  const page = db
    .selectFrom(rows.as("p"))
    .leftJoin("property_photos as cover", (j) =>
      j.onRef("cover.property_id", "=", "p.id").on("cover.position", "=", COVER_POSITION),
    )
    .selectAll("p")
    .select(["cover.n as cover_n", "cover.width as cover_width", "cover.height as cover_height"])
    .select(highestRecentPrice("p").as("highest"));
  const ordered = sortBy(page, order);
  return (named ? prepared(ordered) : ordered).execute();
}

/**
 * Up to `limit` rows of `read` in `order`, as cards. `named`: sent as a named prepared statement on PostgreSQL
 * (decision 200); false for a statement whose text carries values (the seeded hash order).
 */
const pageOf = (db: Kysely<Database>, read: Read, order: Order, limit: number, named = true) =>
  cards(db, sortBy(read, order()).limit(limit), order("p"), named);

type Card = Awaited<ReturnType<typeof cards>>[number];

/**
 * Most matching featured listings that still get the per-visit hash order. The hash is computed and sorted for
 * every matching featured row (~1 ms per thousand); a real agency has a few hundred at most. Above this, the
 * order is a rotation of the id order (featuredRotated), which costs one short index range per page.
 */
export const HASH_ORDER_MAX = 1000;

/** The spec's filters only: what decides the featured order's kind (below). */
function specFilters(q: CatalogueQuery): CatalogueQuery {
  const { locality, type, state, openOnly, price, seed, limit } = q;
  return { locality, type, state, openOnly, price: price?.currency ? price : (price ?? null), seed, limit };
}

/**
 * Whether more than HASH_ORDER_MAX featured listings match the spec's filters; counts at most HASH_ORDER_MAX + 1.
 * 'Más filtros' are left out of this test (decision 132): they have no index, so counting through them could read
 * every featured listing; and below the threshold the hash order reads at most HASH_ORDER_MAX rows anyway.
 */
async function manyFeatured(db: Kysely<Database>, q: CatalogueQuery): Promise<boolean> {
  const capped = matching(db, specFilters(q), true)
    .select(sql<number>`1`.as("one"))
    .limit(HASH_ORDER_MAX + 1);
  const row = await prepared(
    db.selectFrom(capped.as("m")).select((eb) => eb.fn.countAll<number | string>().as("n")),
  ).executeTakeFirstOrThrow();
  return Number(row.n) > HASH_ORDER_MAX;
}

/** Featured listings in the seed's hash order, a true per-visit shuffle. */
function featuredHashed(db: Kysely<Database>, q: CatalogueQuery, limit: number) {
  const [a, b, p] = [sql.lit(q.seed.a), sql.lit(q.seed.b), sql.lit(ORDER_PRIME)];
  // Two rounds of k -> k*(k+c) mod p over the unique seq: close to uniform over permutations (a single round is
  // visibly biased). Every factor is < 2^31, so each product fits in 64 bits on both engines.
  const shuffled = (seq: RawBuilder<unknown>) => {
    const k = sql`(((${seq} * ${a}) % ${p}) * ((${seq} + ${b}) % ${p}) % ${p})`;
    return sql`(${k} * ((${k} + ${a}) % ${p})) % ${p}`;
  };
  const order: Order = (table) => [
    [shuffled(col(table, "seq")), "asc"],
    [col(table, "seq"), "asc"],
  ];
  return pageOf(db, filtered(db, q, true), order, limit, false);
}

/**
 * Featured listings in id order starting at the seed's start id, wrapping around. Ids are random, so id order is
 * one fixed random order and each seed shows a rotation of it. Two index ranges: from the start id up, then
 * from the lowest id if the first ran short.
 */
async function featuredRotated(db: Kysely<Database>, q: CatalogueQuery, limit: number) {
  const start = rotationStart(q.seed);
  const byId = by(["id", "asc"]);
  const head = await pageOf(db, filtered(db, q, true).where("id", ">=", start), byId, limit);
  if (head.length >= limit) return head;
  const tail = await pageOf(db, filtered(db, q, true).where("id", "<", start), byId, limit - head.length);
  return [...head, ...tail];
}

/**
 * Featured listings first in the seed's order, then the rest in stored order (seq). A seed fixes one total order
 * (seq breaks hash ties, ids are unique), so a growing limit never repeats or skips a listing. The featured order
 * is the per-visit hash order up to HASH_ORDER_MAX matching featured listings, a rotation of the id order above.
 * Separate statements, so each is served by an index; each reads its rows' covers and price drops with them, and
 * is cancelled by the statement timeout (QueryTimeoutError).
 */
export async function listCatalogue(db: Kysely<Database>, q: CatalogueQuery): Promise<CataloguePage> {
  const wanted = q.limit + 1; // one more than shown tells whether 'Ver más' has anything left
  const rows = await withQueryTimeout(async () => {
    if (q.sort && q.sort !== "featured") return listSorted(db, q, wanted);
    const featured = (await manyFeatured(db, q))
      ? await featuredRotated(db, q, wanted)
      : await featuredHashed(db, q, wanted);
    if (featured.length >= wanted) return featured;
    const rest = await pageOf(db, filtered(db, q, false), by(["seq", "asc"]), wanted - featured.length);
    return [...featured, ...rest];
  });
  const items = rows.slice(0, q.limit).map((r) => {
    const card = toSummary(r);
    const drop = dropPercent(card.price, r.highest == null ? null : Number(r.highest));
    return drop ? { ...card, priceDrop: drop } : card;
  });
  return { items, hasMore: rows.length > q.limit };
}

/** Rows in a sorted order, then (if short) those the order cannot place, in stored order. */
async function thenRest(first: Promise<Card[]>, rest: (limit: number) => Promise<Card[]>, wanted: number) {
  const head = await first;
  return head.length >= wanted ? head : [...head, ...(await rest(wanted - head.length))];
}

/**
 * A sort the visitor chose (decision 132). Each part reads one index in order and stops at `wanted`: price within
 * one currency (currency, price, seq); both currencies merged through the rate when one is set, else one currency
 * after the other; listings without a price or surface come last. Both currencies' reads are one statement (a
 * UNION ALL of two index ranges), merged here.
 */
async function listSorted(db: Kysely<Database>, q: CatalogueQuery, wanted: number): Promise<Card[]> {
  const all = () => filtered(db, q, null);
  if (q.sort === "recent") return pageOf(db, all(), by(["seq", "desc"]), wanted);
  if (q.sort === "surface") {
    const sized = pageOf(
      db,
      all().where("superficie", "is not", null),
      by(["superficie", "desc"], ["seq", "desc"]),
      wanted,
    );
    const unsized = (n: number) => pageOf(db, all().where("superficie", "is", null), by(["seq", "asc"]), n);
    return thenRest(sized, unsized, wanted);
  }
  const dir = q.sort === "price-desc" ? "desc" : "asc";
  const byPrice = by(["price", dir], ["seq", dir]);
  const currencies = q.currency ? [q.currency] : PRICED;
  const priced = async () => {
    const reads = currencies.map((c) =>
      sortBy(
        filtered(db, inCurrency(q, c), null).where("currency", "=", c).where("price", "is not", null),
        byPrice(),
      ).limit(wanted),
    );
    if (reads.length < 2) return cards(db, reads[0], byPrice("p"));
    // Each currency's range read on its own (a derived table keeps its ORDER BY and LIMIT on both engines).
    const [pesos, dollars] = reads.map((read, i) => db.selectFrom(read.as(`c${i}`)).selectAll());
    const both = await cards(db, pesos.unionAll(dollars) as unknown as Read, []);
    return both.sort((a, b) => comparePriced(a, b, dir, q.rate ?? null)).slice(0, wanted);
  };
  const unpriced = (n: number) =>
    pageOf(
      db,
      all().where((eb) =>
        eb.or([eb("price", "is", null), eb("currency", "is", null), eb("currency", "not in", ["$", "USD"])]),
      ),
      by(["seq", "asc"]),
      n,
    );
  return q.currency ? priced() : thenRest(priced(), unpriced, wanted);
}

/**
 * Counts shown as such up to here; above, the page says 'Más de 100 propiedades' (decision 132). 'Más filtros'
 * have no index, so the count reads about COUNT_MAX / (share of listings matching) rows: kept small.
 */
export const COUNT_MAX = 100;

/**
 * How many listings match (at most COUNT_MAX + 1 are counted, so a broad search stays one short scan). A price range
 * at a rate is one capped count per currency, each a range of the (draft, deleted_at, currency, price, …) index
 * read without the table (migration 020, decision 190): one OR over both ranges would scan the whole index.
 */
export async function countCatalogue(db: Kysely<Database>, q: CatalogueQuery): Promise<{ n: number; more: boolean }> {
  const parts = rangeAtRate(q) ? PRICED.map((c) => inCurrency(q, c)) : [q];
  const row = await withQueryTimeout(() =>
    prepared(
      db.selectNoFrom((eb) =>
        parts.map((part, i) =>
          eb
            .selectFrom(
              matching(db, part, null)
                .select(sql<number>`1`.as("one"))
                .limit(COUNT_MAX + 1)
                .as("m"),
            )
            .select((c) => c.fn.countAll<number | string>().as("n"))
            .as(`n${i}`),
        ),
      ),
    ).executeTakeFirstOrThrow(),
  );
  const n = Object.values(row).reduce<number>((sum, v) => sum + Number(v), 0);
  return { n: Math.min(n, COUNT_MAX), more: n > COUNT_MAX };
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
    WHERE v IS NOT NULL AND EXISTS (SELECT 1 FROM properties p
      WHERE p.${col} = t.v AND p.state IN (${open}) AND ${publiclyVisible("p")}) ${PREPARED}`.execute(db);
  return r.rows.map((row) => row.v).sort(byName);
}

/** The open states that have at least one listing: one index seek each. */
async function openStatesInUse(db: Kysely<Database>): Promise<string[]> {
  const checks = OPEN_STATES.map(
    (s, i) => sql`EXISTS (SELECT 1 FROM properties WHERE state = ${s} AND ${publiclyVisible()}) AS ${sql.ref(`s${i}`)}`,
  );
  const r = await sql<Record<string, unknown>>`SELECT ${sql.join(checks)} ${PREPARED}`.execute(db);
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
            AND ${publiclyVisible()} ORDER BY price ${sql.raw(dir)} LIMIT 1)`,
      ),
    ),
  );
  const r = await sql<
    Record<string, unknown>
  >`SELECT ${sql.join(parts.map((part, i) => sql`${part} AS ${sql.ref(`v${i}`)}`))} ${PREPARED}`.execute(db);
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

/** Every public listing for sitemap.xml, in stored order, with its photo numbers in gallery order. */
export async function sitemapListings(
  db: Kysely<Database>,
): Promise<Array<{ id: string; updatedAt: string; photos: number[] }>> {
  const rows = await db
    .selectFrom("properties")
    .select(["id", "updated_at"])
    .where(publiclyVisible())
    .orderBy("seq")
    .execute();
  // Every public listing's photos in one query (search engines index the photos too).
  const photos = await db
    .selectFrom("property_photos")
    .innerJoin("properties", "properties.id", "property_photos.property_id")
    .select(["property_photos.property_id", "property_photos.n"])
    .where(publiclyVisible("properties"))
    .orderBy("property_photos.property_id")
    .orderBy("property_photos.position")
    .execute();
  const byListing = Map.groupBy(photos, (p) => p.property_id);
  return rows.map((r) => ({ id: r.id, updatedAt: r.updated_at, photos: (byListing.get(r.id) ?? []).map((p) => p.n) }));
}
