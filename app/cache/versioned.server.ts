// Query results that only change with a listing, kept in this process until the site version moves (decisions 112,
// 114). One helper at the loader boundary: the queries themselves stay as they are (app/properties/catalogue.server.ts).
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { currentRequest, type RequestStore } from "../log/request-context.server.ts";

const MAX_ENTRIES = 500;
const kept = new Map<string, { version: number; value: Promise<unknown> }>();
/** The version one request saw: read once however many results it asks for, and the same for all of them. */
const seen = new WeakMap<RequestStore, Promise<number>>();

/** The site version through Kysely (the loaders' handle); app/cache/site-version.server.ts has the cheaper read. */
async function readVersion(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom("site_version").select("version").where("id", "=", 1).executeTakeFirst();
  return Number(row?.version ?? 0);
}

function versionOf(db: Kysely<Database>): Promise<number> {
  const request = currentRequest();
  if (!request) return readVersion(db);
  let version = seen.get(request);
  if (!version) {
    version = readVersion(db);
    seen.set(request, version);
    version.catch(() => seen.delete(request));
  }
  return version;
}

/**
 * `compute()`'s answer for `key`, computed again only after a change to what public pages show. A failure is not
 * kept. Bounded: past MAX_ENTRIES keys the least recently used goes. Callers share the answer: never mutate it.
 */
export async function versioned<T>(db: Kysely<Database>, key: string, compute: () => Promise<T>): Promise<T> {
  const version = await versionOf(db);
  const hit = kept.get(key);
  kept.delete(key);
  if (hit && hit.version === version) {
    kept.set(key, hit); // most recently used last
    return hit.value as Promise<T>;
  }
  const value = compute();
  kept.set(key, { version, value });
  if (kept.size > MAX_ENTRIES) kept.delete(kept.keys().next().value as string);
  value.catch(() => {
    if (kept.get(key)?.value === value) kept.delete(key);
  });
  return value;
}
