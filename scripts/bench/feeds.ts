// Portal feeds at 10,000 listings (issue 37), on SQLite and PostgreSQL: the background build (read, render, store
// with gzip), a rebuild after one listing changed (only the changed listing read again, decision 266; entries of
// unchanged listings reused), and serving the stored file (200 with gzip, 304). Prints figures; asserts nothing.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createTestDb } from "../../tests/support/test-db.ts";
import { readSiteVersion } from "../../app/cache/site-version.server.ts";
import { feedContext } from "../../app/feeds/build.server.ts";
import { FeedCatalogue } from "../../app/feeds/catalogue.server.ts";
import { feedListings } from "../../app/feeds/listings.server.ts";
import { feedRefresher } from "../../app/feeds/refresh.server.ts";
import { renderFeed } from "../../app/feeds/render.ts";
import { feedResponse } from "../../app/feeds/serve.server.ts";
import { readStoredFeed } from "../../app/feeds/store.server.ts";
import { trovitFeed } from "../../app/feeds/trovit.ts";
import { fillCatalogue } from "./big-catalogue.ts";
import { ms, timeMany } from "./stats.ts";

const COUNT = Number(process.env.BENCH_FEED_LISTINGS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const ctx = feedContext({ PUBLIC_URL: "https://inmobiliaria.example" }, "Inmobiliaria");
const once = async (fn: () => Promise<unknown>) => {
  const t = performance.now();
  await fn();
  return performance.now() - t;
};

export async function benchFeeds(): Promise<void> {
  const engines = (["sqlite", "postgres"] as const).filter((e) => (process.env.BENCH_ENGINE ?? e) === e);
  for (const engine of engines) {
    const db = await createTestDb({ engine });
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "vitrina-bench-feeds-")), "feeds");
    try {
      await fillCatalogue(db.kysely, COUNT);
      // A season per temporary rental, priced per night as most are: its price goes in the feed per week.
      await db.kysely
        .insertInto("seasons")
        .columns(["property_id", "name", "starts_on", "ends_on", "unit", "price", "min_nights"])
        .expression((eb) =>
          eb
            .selectFrom("properties")
            .select((s) => [
              "id",
              s.val("Temporada").as("name"),
              s.val("2026-01-01").as("starts_on"),
              s.val("2028-01-01").as("ends_on"),
              s.val("noche").as("unit"),
              s.val(50_000).as("price"),
              s.val(2).as("min_nights"),
            ])
            .where("state", "=", "Alquiler Temporal"),
        )
        .execute();
      const read = await timeMany(RUNS, () => feedListings(db.kysely));
      const listings = await feedListings(db.kysely);
      const render = await timeMany(RUNS, async () => renderFeed(trovitFeed, listings, ctx));
      console.log(
        `[feeds] ${engine}: ${COUNT} listings, ${listings.length} for sale or rent; read p50 ${ms(read.p50)}, ` +
          `render (no reuse) p50 ${ms(render.p50)}`,
      );
      const refresher = feedRefresher(db.kysely, dir, async () => ctx, [trovitFeed]);
      const first = await once(() => refresher.refresh());
      const stored = readStoredFeed(dir, trovitFeed.info.file)!;
      const gz = fs.statSync(path.join(dir, `${trovitFeed.info.file}.gz`)).size;
      console.log(
        `[feeds] ${engine}: first build ${ms(first)} (read, render, gzip, write): ${stored.count} ads, ` +
          `${(stored.bytes / 1e6).toFixed(1)} MB, gzip ${(gz / 1e6).toFixed(2)} MB, ${stored.leftOut.length} left out`,
      );
      const id = listings[Math.floor(listings.length / 2)].id;
      let n = 0;
      const oneChange = await timeMany(Math.min(RUNS, 10), async () => {
        await db.kysely
          .updateTable("properties")
          .set({ name: `Cambio ${n++}` })
          .where("id", "=", id)
          .execute();
        await refresher.refresh();
      });
      console.log(`[feeds] ${engine}: rebuild after one listing changed p50 ${ms(oneChange.p50)}`);
      // The read alone: the listings kept in memory, the one changed read again.
      const catalogue = new FeedCatalogue();
      await catalogue.read(db.kysely, await readSiteVersion(db));
      let asked = 0;
      const changedRead = await timeMany(Math.min(RUNS, 10), async () => {
        await db.kysely
          .updateTable("properties")
          .set({ name: `Otro cambio ${n++}` })
          .where("id", "=", id)
          .execute();
        asked = (await catalogue.read(db.kysely, await readSiteVersion(db))).read;
      });
      console.log(`[feeds] ${engine}: read after one change p50 ${ms(changedRead.p50)} (${asked} listing read again)`);
      const url = "https://inmobiliaria.example/feeds/trovit.xml";
      const full = await timeMany(RUNS * 5, async () => {
        const res = feedResponse(new Request(url, { headers: { "Accept-Encoding": "gzip" } }), dir, "trovit.xml");
        await res.arrayBuffer();
      });
      const notModified = await timeMany(RUNS * 5, async () =>
        feedResponse(new Request(url, { headers: { "If-None-Match": stored.etag } }), dir, "trovit.xml"),
      );
      console.log(
        `[feeds] ${engine}: serving the stored file, gzip 200 p50 ${ms(full.p50)} p99 ${ms(full.p99)}; ` +
          `304 p50 ${ms(notModified.p50)}`,
      );
    } finally {
      await db.destroy();
      fs.rmSync(path.dirname(dir), { recursive: true, force: true });
    }
  }
}

if (import.meta.main) await benchFeeds();
