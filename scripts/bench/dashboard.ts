// The dashboard home at scale: 1M recorded page views and enquiries (BENCH_EVENTS) over 90 days and 200 listings,
// then the home loader's queries (counters, chart, rankings, sources, last backup) timed for 7, 30 and 90 days
// (p50 / p99). The summaries are kept by the events triggers as in production (decision 180).
import { sql } from "kysely";
import { createProperty, demoInput } from "../../tests/support/fixtures.ts";
import { createTestDb } from "../../tests/support/test-db.ts";
import { lastGoodBackupAt } from "../../app/backup/runs.server.ts";
import { listingCounters, recentActivity } from "../../app/properties/counters.server.ts";
import { dailySeries } from "../../app/analytics/daily-series.server.ts";
import { listingRankings } from "../../app/analytics/listing-rankings.server.ts";
import { visitSources } from "../../app/analytics/visit-sources.server.ts";
import { ms, timeMany } from "./stats.ts";

const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const LISTINGS = 200;
const REFERRERS = ["https://google.com/", "https://www.facebook.com/", "https://zonaprop.com.ar/propiedades/x"];

export async function benchDashboard(engine: "sqlite" | "postgres" = "sqlite"): Promise<void> {
  const db = await createTestDb({ engine });
  try {
    const ids: string[] = [];
    for (let i = 0; i < LISTINGS; i++) ids.push(await createProperty(db.kysely, demoInput({ name: `Casa ${i}` }), []));
    const now = new Date();
    const t0 = performance.now();
    const batch = 5000;
    for (let from = 0; from < EVENTS; from += batch) {
      await db.kysely.transaction().execute(async (trx) => {
        const rows = [];
        for (let i = from; i < Math.min(EVENTS, from + batch); i++) {
          const id = ids[(i * 7919) % ids.length];
          rows.push({
            kind: i % 25 === 0 ? ("enquiry" as const) : ("page_view" as const),
            path: i % 50 === 0 ? `/?utm_campaign=c${i % 7}` : `/propiedad/${id}`,
            property_id: id,
            referrer: i % 3 === 0 ? REFERRERS[i % 9 === 0 ? 1 : (i >> 2) % 3] : null,
            device: i % 4 === 0 ? "desktop" : "phone",
            created_at: new Date(now.getTime() - ((i * 104729) % (90 * 86_400_000))).toISOString(),
          });
        }
        // SQLite caps bound parameters per statement: insert in slices.
        for (let k = 0; k < rows.length; k += 500)
          await trx
            .insertInto("events")
            .values(rows.slice(k, k + 500))
            .execute();
      });
    }
    await sql`ANALYZE`.execute(db.kysely);
    console.log(
      `[dashboard] ${EVENTS} events recorded in ${((performance.now() - t0) / 1000).toFixed(1)} s (${engine})`,
    );
    for (const days of [7, 30, 90]) {
      // The same queries, in parallel, as app/routes/dashboard/index.tsx's loader.
      const r = await timeMany(50, () =>
        Promise.all([
          listingCounters(db.kysely),
          recentActivity(db.kysely, now, days),
          dailySeries(db.kysely, days, now),
          lastGoodBackupAt(db.kysely),
          listingRankings(db.kysely, now, days),
          visitSources(db.kysely, now, days, "vitrina.test"),
        ]),
      );
      console.log(`[dashboard] home loader, ${days} days, ${EVENTS} events: p50 ${ms(r.p50)}  p99 ${ms(r.p99)}`);
    }
  } finally {
    await db.destroy();
  }
}

if (import.meta.main) await benchDashboard(process.env.BENCH_ENGINE === "postgres" ? "postgres" : "sqlite");
