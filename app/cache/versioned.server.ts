// Query results that only change with a listing, kept in this process until the site version moves (decisions 112,
// 114). One helper at the loader boundary: the queries themselves stay as they are (app/properties/catalogue.server.ts).
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { sqliteOf } from "../db/connect.server.ts";
import { currentRequest, type RequestStore } from "../log/request-context.server.ts";
import { readSiteVersion } from "./site-version.server.ts";

const MAX_ENTRIES = 500;
const kept = new Map<string, { version: number; value: Promise<unknown> }>();
/** The version one request saw: read once however many results it asks for, and the same for all of them. */
const seen = new WeakMap<RequestStore, Promise<number>>();

/** The site version by the cheapest read for the loaders' handle (on SQLite, a prepared statement: decision 230). */
function readVersion(db: Kysely<Database>): Promise<number> {
  return readSiteVersion({ kysely: db, sqlite: sqliteOf(db) });
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
