// What a saved search matches, always through the catalogue's own query (matching): the listings that started
// matching or got cheaper since its last check, and how many saved searches one listing matches.
import { type Kysely, sql } from "kysely";
import type { Database, SavedSearchesTable } from "../db/schema.ts";
import { matching } from "../properties/catalogue.server.ts";
import type { CurrencyRate } from "../properties/currency-rate.ts";
import crypto from "node:crypto";
import { type ListingFields, listingColumns, summaryColumns, withCovers } from "../properties/listing-row.server.ts";
import type { PropertySummary } from "../properties/types.ts";
import { notKnownTo, sinceOf } from "./known-matches.server.ts";
import { savedSearch, searchQuery } from "./saved-filters.ts";

/** Listings per e-mail; the e-mail links to the search's results for the rest. */
export const MAX_PER_EMAIL = 10;

export interface AlertItem {
  listing: PropertySummary;
  kind: "new" | "drop";
  /** For a drop: the price before (same currency as now). */
  oldPrice?: number;
}

type Search = Pick<SavedSearchesTable, "id" | "filters" | "checked_at">;

/**
 * Matching listings changed after the last check (up to this one, `until`) that the search did not match then (published, or edited into
 * the search: not among its known matches, known-matches.server.ts), then matching listings whose price went down since then to a price it never listed; at most
 * MAX_PER_EMAIL, plus whether there were more.
 */
export async function newItems(db: Kysely<Database>, search: Search, rate: CurrencyRate | null, until: string) {
  const since = sinceOf(search);
  const q = searchQuery(savedSearch(search.filters), rate);
  const changed = await matching(db, q, null)
    .select([...summaryColumns])
    .where("updated_at", ">", since)
    .where("updated_at", "<=", until)
    .where(notKnownTo(search.id))
    .orderBy("updated_at", "desc")
    .limit(MAX_PER_EMAIL * 5)
    .execute();
  const changes = await matching(db, q, null)
    .innerJoin("price_changes as pc", "pc.property_id", "properties.id")
    .select([...summaryColumns.map((c) => `properties.${c}` as const), "pc.old_currency", "pc.old_price"])
    .select(["pc.new_currency", "pc.new_price"])
    .where("pc.changed_at", ">", since)
    .orderBy("pc.changed_at")
    .orderBy("pc.id")
    .execute();
  const firstOld = new Map<string, (typeof changes)[number]>();
  for (const c of changes) if (!firstOld.has(c.id)) firstOld.set(c.id, c);
  const drops = [...firstOld.values()].filter(
    (c) =>
      c.old_currency === c.currency && c.old_price != null && c.price != null && Number(c.price) < Number(c.old_price),
  );
  // A listing whose price went down is listed as a drop, not as new (the drop is what changed).
  const dropIds = new Set(drops.map((d) => d.id));
  const fresh = changed.filter((r) => !dropIds.has(r.id)).slice(0, MAX_PER_EMAIL + 1);
  const unsent = await notSentDrops(db, search.id, drops);
  const rows = [
    ...fresh.map((r) => ({ r, kind: "new" as const })),
    ...unsent.map((r) => ({ r, kind: "drop" as const })),
  ];
  const shown = rows.slice(0, MAX_PER_EMAIL);
  const cards = await withCovers(
    db,
    shown.map(({ r }) => r),
  );
  const items: AlertItem[] = shown.map(({ r, kind }, i) => ({
    listing: cards[i],
    kind,
    ...(kind === "drop" ? { oldPrice: Number((r as (typeof drops)[number]).old_price) } : {}),
  }));
  return { items, more: rows.length > MAX_PER_EMAIL };
}

async function notSentDrops<T extends { id: string; price: number | null }>(
  db: Kysely<Database>,
  searchId: string,
  drops: T[],
): Promise<T[]> {
  if (!drops.length) return [];
  const sent = await db
    .selectFrom("alert_deliveries")
    .select(["property_id", "price"])
    .where("search_id", "=", searchId)
    .where("kind", "=", "drop")
    .where(
      "property_id",
      "in",
      drops.map((d) => d.id),
    )
    .execute();
  const key = (id: string, price: number) => `${id} ${price}`;
  const done = new Set(sent.map((s) => key(s.property_id, Number(s.price))));
  return drops.filter((d) => !done.has(key(d.id, Number(d.price))));
}

/** What a delivery row records for an item: its kind and, for a drop, the price it dropped to. */
export const deliveryOf = (searchId: string, item: AlertItem, at: string) => ({
  search_id: searchId,
  property_id: item.listing.id,
  kind: item.kind,
  price: item.kind === "drop" ? Number(item.listing.price) : 0,
  created_at: at,
});

class Probed extends Error {
  readonly count: number;
  constructor(count: number) {
    super("probe rolled back");
    this.count = count;
  }
}

/**
 * How many confirmed saved searches a listing with these fields would match, before it exists (the new-listing
 * form): the listing is written as a draft inside a transaction that is always rolled back, and counted by
 * countMatchingSearches, so the catalogue's own query decides (no second copy of the filter rules) and nothing is
 * kept. Its order number is a random negative one: no listing number is used up.
 */
export async function countMatchingSearchesFor(
  db: Kysely<Database>,
  fields: ListingFields,
  rate: CurrencyRate | null,
): Promise<number> {
  const id = `probe-${crypto.randomUUID()}`;
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto("properties")
        .values({
          id,
          seq: -crypto.randomInt(1, 2 ** 47),
          ...listingColumns(id, fields),
          draft: true,
          created_at: new Date().toISOString(),
          updated_at: new Date().toISOString(),
        })
        .execute();
      throw new Probed(await countMatchingSearches(trx, id, rate));
    });
  } catch (err) {
    if (err instanceof Probed) return err.count;
    throw err;
  }
  throw new Error("unreachable");
}

/** Searches checked per statement by countMatchingSearches: one UNION ALL of that many catalogue queries. */
const BATCH = 200;

/**
 * How many confirmed saved searches `listingId` matches (drafts counted as if published). Only searches whose
 * locality, type and state are the listing's or unset can match (an index range narrows them); those are read a
 * page at a time in id order, never all at once, and each page is one statement of their catalogue queries (one
 * per distinct set of filters), each narrowed to the listing by its primary key.
 */
export async function countMatchingSearches(
  db: Kysely<Database>,
  listingId: string,
  rate: CurrencyRate | null,
): Promise<number> {
  const listing = await db
    .selectFrom("properties")
    .select(["locality", "type", "state"])
    .where("id", "=", listingId)
    .executeTakeFirst();
  if (!listing) return 0;
  let after = "";
  let total = 0;
  for (;;) {
    const page = await db
      .selectFrom("saved_searches")
      .select(["id", "filters"])
      .where("confirmed_at", "is not", null)
      .where("locality", "in", ["", listing.locality])
      .where("type", "in", ["", listing.type])
      .where("state", "in", ["", listing.state])
      .where("id", ">", after)
      .orderBy("id")
      .limit(BATCH)
      .execute();
    if (!page.length) return total;
    after = page[page.length - 1].id;
    const byFilters = Map.groupBy(page, (s) => s.filters);
    const parts = [...byFilters.entries()].map(([filters, searches]) =>
      matching(db, searchQuery(savedSearch(filters), rate, true), null)
        .where("id", "=", listingId)
        .select(sql<number>`${searches.length}`.as("n")),
    );
    const union = parts.slice(1).reduce((acc, part) => acc.unionAll(part), parts[0]);
    const rows = await union.execute();
    total += rows.reduce((sum, r) => sum + Number(r.n), 0);
  }
}
