// Every change of a listing's price or currency (price_changes, migration 013, decision 134): recorded inside the
// save's transaction, read back as the edit screen's history and as the 'Bajó de precio' badges.
import { type Kysely, type Transaction, sql } from "kysely";
import type { Database } from "../db/schema.ts";
import type { Editor } from "./concurrency.server.ts";
import { dropPercent, PRICE_DROP_DAYS, type PriceChange } from "./price-history.ts";

type Price = { currency: string | null; price: number | null };

/** Records old → new if the price or the currency changed; nothing otherwise. In the caller's transaction. */
export async function recordPriceChange(
  trx: Transaction<Database>,
  id: string,
  from: Price,
  to: Price,
  by: Editor,
  now: Date,
): Promise<void> {
  const price = (p: Price) => (p.price == null ? null : Number(p.price));
  if (from.currency === to.currency && price(from) === price(to)) return;
  await trx
    .insertInto("price_changes")
    .values({
      property_id: id,
      old_currency: from.currency,
      old_price: price(from),
      new_currency: to.currency,
      new_price: price(to),
      changed_by: by.id,
      changed_by_name: by.name,
      changed_at: now.toISOString(),
    })
    .execute();
}

/** Newest first. */
export async function priceHistory(db: Kysely<Database>, id: string): Promise<PriceChange[]> {
  const rows = await db
    .selectFrom("price_changes")
    .selectAll()
    .where("property_id", "=", id)
    .orderBy("changed_at", "desc")
    .orderBy("id", "desc")
    .execute();
  const num = (v: number | null) => (v == null ? null : Number(v));
  return rows.map((r) => ({
    at: new Date(r.changed_at).toISOString(),
    by: r.changed_by_name,
    from: { currency: r.old_currency, price: num(r.old_price) },
    to: { currency: r.new_currency, price: num(r.new_price) },
  }));
}

/**
 * The highest price the listing of `table` had in its current currency over the last PRICE_DROP_DAYS, or null, as a
 * column: dropPercent(price, it) is the 'Bajó de precio' badge. The rule's one place: the catalogue's page reads it
 * beside its cards (one statement), priceDrops beside a few listings.
 */
export function highestRecentPrice(table: string, now = new Date()) {
  const since = new Date(now.getTime() - PRICE_DROP_DAYS * 86_400_000).toISOString();
  return sql<number | string | null>`(SELECT max(d.old_price) FROM price_changes d
    WHERE d.property_id = ${sql.ref(`${table}.id`)} AND d.old_currency = ${sql.ref(`${table}.currency`)}
    AND d.changed_at >= ${since})`;
}

/** Each listing's drop in whole percent over the last PRICE_DROP_DAYS (only those that went down): one query. */
export async function priceDrops(
  db: Kysely<Database>,
  listings: Array<{ id: string; price: number | null }>,
  now = new Date(),
): Promise<Map<string, number>> {
  const drops = new Map<string, number>();
  if (listings.length === 0) return drops;
  const rows = await db
    .selectFrom("properties")
    .select("id")
    .select(highestRecentPrice("properties", now).as("highest"))
    .where(
      "id",
      "in",
      listings.map((l) => l.id),
    )
    .execute();
  const highest = new Map(rows.map((r) => [r.id, r.highest == null ? null : Number(r.highest)]));
  for (const l of listings) {
    const percent = dropPercent(l.price, highest.get(l.id) ?? null);
    if (percent) drops.set(l.id, percent);
  }
  return drops;
}

/** Cards with their 'Bajó de precio' percentage set. */
export async function withPriceDrops<T extends { id: string; price: number | null }>(
  db: Kysely<Database>,
  cards: T[],
): Promise<Array<T & { priceDrop?: number }>> {
  const drops = await priceDrops(db, cards);
  return cards.map((c): T & { priceDrop?: number } => (drops.has(c.id) ? { ...c, priceDrop: drops.get(c.id) } : c));
}
