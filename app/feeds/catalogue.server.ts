// The feed build's copy of the listings it may publish, kept in memory per process (decision 266): the first build
// reads the whole catalogue; each later one reads only the listings stamped as changed (their row, photos or
// seasons; migration 028's triggers, so SQL by hand counts too) since the site version it last read at, and drops
// those that left the public set (hidden, trashed, deleted, turned off for portals).
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { type FeedListing, feedListings, listingsChangedSince } from "./listings.server.ts";

/** More changed listings than this (a bulk action, an import) are read as the whole catalogue: one query. */
export const MAX_CHANGED_READ = 500;

export interface CatalogueRead {
  listings: FeedListing[];
  /** How many listings were looked up again: all of them on a whole read. */
  read: number;
  whole: boolean;
}

export class FeedCatalogue {
  #version: number | null = null;
  #byId = new Map<string, FeedListing>();
  #listings: FeedListing[] = [];

  /**
   * The listings as of site version `version`, which the caller read just before calling (a change committed
   * after that is stamped at `version` or later, so the next read sees it). Nothing is kept if a query fails.
   */
  async read(db: Kysely<Database>, version: number): Promise<CatalogueRead> {
    // A version older than the last one read means another database (a restore): start again.
    const since = this.#version !== null && version >= this.#version ? this.#version : null;
    const changed = since === null ? null : await listingsChangedSince(db, since);
    if (changed === null || changed.length > MAX_CHANGED_READ) {
      const all = await feedListings(db);
      this.#byId = new Map(all.map((l) => [l.id, l]));
      this.#listings = all;
      this.#version = version;
      return { listings: all, read: all.length, whole: true };
    }
    const fresh = await feedListings(db, changed);
    for (const id of changed) this.#byId.delete(id);
    for (const l of fresh) this.#byId.set(l.id, l);
    if (changed.length) this.#listings = [...this.#byId.values()].sort((a, b) => a.seq - b.seq);
    this.#version = version;
    return { listings: this.#listings, read: changed.length, whole: false };
  }

  /** The next read is a whole one. */
  forget() {
    this.#version = null;
  }
}
