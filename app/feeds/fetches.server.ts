// Who reads each feed: the last fetch per portal and user agent, for 'Portales' (is the portal reading?).
import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema.ts";

/** Longest user agent kept: enough to tell the crawlers apart, too short to fill the table. */
const MAX_AGENT = 200;

export async function recordFeedFetch(
  db: Kysely<Database>,
  portal: string,
  userAgent: string | null,
  now = new Date(),
) {
  const agent = (userAgent ?? "").slice(0, MAX_AGENT) || "(sin user agent)";
  await db
    .insertInto("feed_fetches")
    .values({ portal, user_agent: agent, last_at: now.toISOString(), n: 1 })
    .onConflict((oc) =>
      oc.columns(["portal", "user_agent"]).doUpdateSet({ last_at: now.toISOString(), n: sql`feed_fetches.n + 1` }),
    )
    .execute();
}

/** Rows kept: anyone may send any user agent, so the table must not grow with them. */
export const KEPT_FETCHES = 200;

/** Forgets all but the `keep` most recent readers (the background job runs it). */
export async function pruneFeedFetches(db: Kysely<Database>, keep = KEPT_FETCHES) {
  const edge = await db
    .selectFrom("feed_fetches")
    .select("last_at")
    .orderBy("last_at", "desc")
    .offset(keep - 1)
    .limit(1)
    .executeTakeFirst();
  if (edge) await db.deleteFrom("feed_fetches").where("last_at", "<", edge.last_at).execute();
}

export interface FeedFetch {
  portal: string;
  userAgent: string;
  lastAt: string;
  n: number;
}

/** The most recent readers of every feed, newest first. */
export async function recentFeedFetches(db: Kysely<Database>, limit = 20): Promise<FeedFetch[]> {
  const rows = await db.selectFrom("feed_fetches").selectAll().orderBy("last_at", "desc").limit(limit).execute();
  return rows.map((r) => ({ portal: r.portal, userAgent: r.user_agent, lastAt: r.last_at, n: Number(r.n) }));
}
