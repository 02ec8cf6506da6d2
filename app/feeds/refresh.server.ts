// Keeps the stored feeds in step with the catalogue: after any change to what public pages show (the site
// version, decision 110) every feed is built again and stored whole, from the listings kept in memory with only
// those changed since the last build read again (catalogue.server.ts, decision 266). A failed
// build is recorded and the last good file stays (a portal takes offline whatever a feed misses).
import type { Kysely } from "kysely";
import { readSiteVersion } from "../cache/site-version.server.ts";
import { sqliteOf } from "../db/connect.server.ts";
import type { Database } from "../db/schema.ts";
import { log } from "../log/logger.server.ts";
import { pruneFeedFetches } from "./fetches.server.ts";
import { FeedCatalogue } from "./catalogue.server.ts";
import type { FeedListing } from "./listings.server.ts";
import type { FeedContext, PortalFeed } from "./portal-feed.ts";
import { FEEDS } from "./registry.server.ts";
import { EntryCache, renderFeed } from "./render.ts";
import { noteFeedFailure, readStoredFeed, storeFeed } from "./store.server.ts";

const RETRY_FAILED_MS = 60_000;

export interface FeedRefresher {
  /** Builds the feeds older than the current site version; resolves when they are stored (or failed). */
  refresh(): Promise<void>;
}

export function feedRefresher(
  db: Kysely<Database>,
  dir: string,
  context: () => Promise<FeedContext>,
  feeds: readonly PortalFeed[] = FEEDS,
): FeedRefresher {
  const caches = new Map(feeds.map((f) => [f, new EntryCache()]));
  const catalogue = new FeedCatalogue();
  let running: Promise<void> | null = null;
  // A build that failed is tried again at the next change, or after a pause: not every tick, not logged every tick.
  let failed: { version: number; at: number } | null = null;
  const build = async () => {
    const version = await readSiteVersion({ kysely: db, sqlite: sqliteOf(db) });
    const stale = feeds.filter((f) => readStoredFeed(dir, f.info.file)?.version !== version);
    if (stale.length === 0) return;
    if (failed?.version === version && Date.now() - failed.at < RETRY_FAILED_MS) return;
    failed = null;
    const fail = () => {
      failed = { version, at: Date.now() };
    };
    let listings: FeedListing[];
    let ctx: FeedContext;
    try {
      [{ listings }, ctx] = await Promise.all([catalogue.read(db, version), context()]);
    } catch (err) {
      log.error({ err }, "Feeds de portales: no se pudieron leer las propiedades");
      for (const f of stale) noteFeedFailure(dir, f.info.file, (err as Error).message);
      fail();
      return;
    }
    for (const feed of stale) {
      try {
        storeFeed(dir, feed.info.file, renderFeed(feed, listings, ctx, caches.get(feed)), version);
      } catch (err) {
        log.error({ err }, `Feeds de portales: falló ${feed.info.file}; se sigue sirviendo el último completo`);
        noteFeedFailure(dir, feed.info.file, (err as Error).message);
        fail();
      }
    }
  };
  return {
    refresh() {
      running ??= build().finally(() => {
        running = null;
      });
      return running;
    },
  };
}

/**
 * The background job: looks for a change every `everyMs` and builds when there is one; hourly, forgets old feed
 * readers. Returns its stop.
 */
export function feedsBackgroundWork(refresher: FeedRefresher, db: Kysely<Database>, everyMs = 2_000): () => void {
  const tick = () =>
    void refresher.refresh().catch((err) => log.error({ err }, "Feeds de portales: error al actualizar"));
  const prune = () =>
    void pruneFeedFetches(db).catch((err) => log.error({ err }, "Feeds de portales: error al podar descargas"));
  tick();
  const timer = setInterval(tick, everyMs);
  const hourly = setInterval(prune, 60 * 60_000);
  timer.unref();
  hourly.unref();
  return () => {
    clearInterval(timer);
    clearInterval(hourly);
  };
}
