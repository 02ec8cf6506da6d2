// Query results that only change with a listing, kept in this process until the site version moves (decision 112).
// One helper at the loader boundary: the queries themselves stay as they are (app/properties/catalogue.server.ts).
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";

const MAX_ENTRIES = 500;
const kept = new Map<string, { version: number; value: Promise<unknown> }>();

/** The site version through Kysely (the loaders' handle); app/cache/site-version.server.ts has the cheaper read. */
async function versionOf(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom("site_version").select("version").where("id", "=", 1).executeTakeFirst();
  return Number(row?.version ?? 0);
}

/**
 * `compute()`'s answer for `key`, computed again only after a change to what public pages show. A failure is not
 * kept. Bounded: past MAX_ENTRIES keys the oldest goes.
 */
export async function versioned<T>(db: Kysely<Database>, key: string, compute: () => Promise<T>): Promise<T> {
  const version = await versionOf(db);
  const hit = kept.get(key);
  if (hit && hit.version === version) return hit.value as Promise<T>;
  const value = compute();
  kept.delete(key);
  kept.set(key, { version, value });
  if (kept.size > MAX_ENTRIES) kept.delete(kept.keys().next().value as string);
  value.catch(() => {
    if (kept.get(key)?.value === value) kept.delete(key);
  });
  return value;
}
