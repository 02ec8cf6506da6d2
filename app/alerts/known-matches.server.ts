// What a saved search matched at its last check (saved_search_matches, decision 259): seeded with every matching
// listing when the search is confirmed, and moved on at every check by the listings changed since the one before
// (those matching now join it, those no longer matching or public leave it). A listing is new for the search only
// when it matches now and is not in it: an edit of a listing that already matched is not news.
import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema.ts";
import { matching } from "../properties/catalogue.server.ts";
import type { CurrencyRate } from "../properties/currency-rate.ts";
import { savedSearch, searchQuery } from "./saved-filters.ts";

type Search = { id: string; filters: string; checked_at?: string | null };

/** Where a check starts: the search's last check (or ever). It ends at the check's own time, `until`: a listing
 * changed after that is the next check's, so what is listed and what becomes known always agree. */
export const sinceOf = (search: Search) => search.checked_at ?? new Date(0).toISOString();

/** What a check moves: listings that started matching, and listings the search no longer matches. */
export interface MatchChanges {
  started: string[];
  stopped: string[];
}

const queryOf = (search: Search, rate: CurrencyRate | null) => searchQuery(savedSearch(search.filters), rate);

/** A listing not among the search's known matches (for the catalogue query's rows). */
export const notKnownTo = (searchId: string) =>
  sql<boolean>`not exists (select 1 from saved_search_matches m where m.search_id = ${searchId} and m.property_id = properties.id)`;

/** On confirmation: what the search matches now is known to it, not news (one INSERT … SELECT). */
export async function seedKnownMatches(db: Kysely<Database>, search: Search, rate: CurrencyRate | null) {
  await db
    .insertInto("saved_search_matches")
    .columns(["search_id", "property_id"])
    .expression(
      matching(db, queryOf(search, rate), null).select([
        sql<string>`${search.id}`.as("search_id"),
        "id as property_id",
      ]),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** The listings changed since the last check, up to `until`, that started or stopped matching the search. */
export async function matchChanges(
  db: Kysely<Database>,
  search: Search,
  rate: CurrencyRate | null,
  until: string,
): Promise<MatchChanges> {
  const since = sinceOf(search);
  const changed = await matching(db, queryOf(search, rate), null)
    .select(["id", notKnownTo(search.id).as("fresh")])
    .where("updated_at", ">", since)
    .where("updated_at", "<=", until)
    .execute();
  const matchingIds = new Set(changed.map((r) => r.id));
  // Known ones changed since (or purged): those not matching now left the search (a draft, in the trash, edited out).
  const touched = await db
    .selectFrom("saved_search_matches as m")
    .leftJoin("properties as p", "p.id", "m.property_id")
    .select("m.property_id")
    .where("m.search_id", "=", search.id)
    .where((eb) =>
      eb.or([eb("p.id", "is", null), eb.and([eb("p.updated_at", ">", since), eb("p.updated_at", "<=", until)])]),
    )
    .execute();
  return {
    started: changed.filter((r) => Boolean(r.fresh)).map((r) => r.id),
    stopped: touched.map((k) => k.property_id).filter((id) => !matchingIds.has(id)),
  };
}

/** Listings per statement when recording (far below either engine's parameter limit). */
const CHUNK = 500;

/** Records a check's changes (in the transaction that moves the check time); `undo` puts them back. */
export async function recordMatchChanges(
  db: Kysely<Database>,
  searchId: string,
  changes: MatchChanges,
  undo = false,
): Promise<void> {
  const add = undo ? changes.stopped : changes.started;
  const remove = undo ? changes.started : changes.stopped;
  for (let i = 0; i < remove.length; i += CHUNK)
    await db
      .deleteFrom("saved_search_matches")
      .where("search_id", "=", searchId)
      .where("property_id", "in", remove.slice(i, i + CHUNK))
      .execute();
  for (let i = 0; i < add.length; i += CHUNK)
    await db
      .insertInto("saved_search_matches")
      .values(add.slice(i, i + CHUNK).map((property_id) => ({ search_id: searchId, property_id })))
      .onConflict((oc) => oc.doNothing())
      .execute();
}
