// The staff's reference dollar rate in the database (currency_rates, migration 013): the newest row is in force;
// removing it leaves no conversion anywhere (decision 133).
import type { Kysely } from "kysely";
import { versioned } from "../cache/versioned.server.ts";
import type { Database } from "../db/schema.ts";
import type { CurrencyRate } from "./currency-rate.ts";

export async function currentRate(db: Kysely<Database>): Promise<CurrencyRate | null> {
  const row = await db
    .selectFrom("currency_rates")
    .select(["value", "name", "rate_date"])
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return row ? { value: Number(row.value), name: row.name, date: row.rate_date } : null;
}

/**
 * The rate in force as every public page reads it: kept in this process until the site version moves, which setting
 * or removing a rate does (currency_rates bumps it, migration 015). The dashboard reads `currentRate` directly.
 */
export function rateNow(db: Kysely<Database>): Promise<CurrencyRate | null> {
  return versioned(db, "currency-rate", () => currentRate(db));
}

/** Sets the rate in force (older rows stay, as a record of what was shown when). */
export async function setRate(db: Kysely<Database>, rate: CurrencyRate, by: { id: string } | null): Promise<void> {
  await db
    .insertInto("currency_rates")
    .values({
      value: rate.value,
      name: rate.name,
      rate_date: rate.date,
      set_by: by?.id ?? null,
      created_at: new Date().toISOString(),
    })
    .execute();
}

/** No rate in force: prices are never converted. */
export async function clearRate(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom("currency_rates").execute();
}
