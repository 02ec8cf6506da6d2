// What 'Portales' shows per feed: its URL, how many listings it carries, which were left out or changed and why,
// its last build or failure, and who fetched it lately (by user agent).
import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema.ts";
import { publiclyVisible } from "../properties/visibility.server.ts";
import { type FeedFetch, recentFeedFetches } from "./fetches.server.ts";
import { FEED_STATES, feedPath, PORTALS, type PortalInfo } from "./portals.ts";
import { type FeedFailure, readFeedFailure, readStoredFeed, type StoredFeed } from "./store.server.ts";

export interface FeedStatus {
  portal: PortalInfo;
  url: string;
  stored: StoredFeed | null;
  failure: FeedFailure | null;
  fetches: FeedFetch[];
}

export async function feedStatuses(
  db: Kysely<Database>,
  dir: string,
  publicUrl: string,
): Promise<{ feeds: FeedStatus[]; optedOut: number }> {
  const [fetches, optedOut] = await Promise.all([
    recentFeedFetches(db, 50),
    db
      .selectFrom("properties")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where(publiclyVisible())
      .where("state", "in", [...FEED_STATES])
      .where(sql<boolean>`portals_publish = false`)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    optedOut: Number(optedOut.n),
    feeds: PORTALS.map((portal) => ({
      portal,
      url: `${publicUrl}${feedPath(portal)}`,
      stored: readStoredFeed(dir, portal.file),
      failure: readFeedFailure(dir, portal.file),
      fetches: fetches.filter((f) => f.portal === portal.id).slice(0, 10),
    })),
  };
}
