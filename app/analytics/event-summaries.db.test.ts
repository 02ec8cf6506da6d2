import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "../db/migrate.server.ts";
import { createProperty, demoInput } from "../../tests/support/fixtures.ts";
import { createTestDb, type TestDb } from "../../tests/support/test-db.ts";
import { recentActivity, windowStart } from "../properties/counters.server.ts";
import { dailySeries } from "./daily-series.server.ts";
import { listingRankings } from "./listing-rankings.server.ts";
import { visitSources } from "./visit-sources.server.ts";

// The dashboard home reads daily summaries (event_daily, event_source_daily); these must give exactly what
// counting the raw events gives, for events recorded before migration 021 (backfilled) and after (trigger).
let db: TestDb;
const now = new Date("2026-03-10T12:00:00.000Z");
const IDS = ["000000b1", "000000b2", "000000b3", "000000b4"];
const REFERRERS = [
  null,
  "https://www.google.com/search",
  "https://google.com/",
  "http://l.facebook.com/l.php",
  "https://vitrina.test/propiedades",
  "https://www.vitrina.test/",
  "http://localhost:8080/x",
];
const PATHS = [
  "/",
  "/?utm_campaign=otono&utm_source=fb",
  "/tipo/venta?utm_campaign=Oto%C3%B1o+2026",
  "/x?xutm_campaign=nada",
  "/y?utm_campaign=%20invierno%20",
  "/z?utm_campaign=",
];
const DEVICES = [null, "phone", "desktop", "tablet", "phone"];

function someEvents(count: number, seed: number) {
  return Array.from({ length: count }, (_, k) => {
    const i = k * 31 + seed;
    const listing = i % 5 === 0 ? null : IDS[i % IDS.length];
    const enquiry = listing !== null && i % 7 === 0;
    const path = listing && i % 3 === 0 ? `/propiedad/${listing}?utm_campaign=c${i % 4}` : PATHS[i % PATHS.length];
    return {
      kind: enquiry ? ("enquiry" as const) : ("page_view" as const),
      path,
      property_id: listing,
      referrer: enquiry ? null : REFERRERS[i % REFERRERS.length],
      visit_id: null,
      device: enquiry ? null : DEVICES[i % DEVICES.length],
      // Spread over 100 days, some late at night (UTC days) and one a day ahead of `now`.
      created_at: new Date(now.getTime() - ((i * 7_919_000) % (100 * 86_400_000)) + 3_600_000).toISOString(),
    };
  });
}

async function insert(rows: ReturnType<typeof someEvents>) {
  for (let k = 0; k < rows.length; k += 100)
    await db.kysely
      .insertInto("events")
      .values(rows.slice(k, k + 100))
      .execute();
}

/** The raw answers: every event read back and counted here. */
async function rawEvents() {
  const rows = await db.kysely.selectFrom("events").selectAll().execute();
  return rows.map((r) => ({ ...r, day: new Date(r.created_at).toISOString().slice(0, 10) }));
}

beforeAll(async () => {
  db = await createTestDb({ migrate: false });
  await migrateToLatest(db.kysely, { to: "017-event-device" });
  for (const [k, id] of IDS.entries()) await createProperty(db.kysely, demoInput({ name: `Casa ${k}` }), [], { id });
  await insert(someEvents(1500, 1)); // before the summary exists: the migration backfills it
  await migrateToLatest(db.kysely);
  await insert(someEvents(1500, 2)); // after: the trigger keeps it
});
afterAll(() => db?.destroy());

describe(`dashboard summaries equal the raw events (${process.env.VITRINA_TEST_ENGINE})`, () => {
  it.each([7, 30, 90])("visit sources over %i days", async (days) => {
    const since = windowStart(now, days);
    const views = (await rawEvents()).filter((e) => e.kind === "page_view" && e.day >= since);
    const count = (keys: Array<string | undefined>) => {
      const m = new Map<string, number>();
      for (const k of keys) if (k) m.set(k, (m.get(k) ?? 0) + 1);
      return [...m]
        .map(([label, visits]) => ({ label, visits }))
        .sort((a, b) => b.visits - a.visits || a.label.localeCompare(b.label))
        .slice(0, 5);
    };
    const hosts = views.map((e) => (e.referrer ? new URL(e.referrer).host.replace(/^www\./, "") : undefined));
    const campaigns = views.map((e) =>
      new URL(e.path, "http://x").searchParams.get("utm_campaign")?.trim().slice(0, 60),
    );
    const expected = {
      referrers: count(hosts.filter((h) => h !== "vitrina.test")),
      campaigns: count(campaigns),
      devices: {
        known: views.filter((e) => e.device !== null).length,
        phones: views.filter((e) => e.device === "phone").length,
      },
    };
    expect(expected.referrers.length).toBeGreaterThan(2);
    expect(expected.campaigns.length).toBeGreaterThan(2);
    expect(await visitSources(db.kysely, now, days, "vitrina.test")).toEqual(expected);
  });

  it.each([7, 30, 90])("chart, totals and listing rankings over %i days", async (days) => {
    const since = windowStart(now, days);
    const events = (await rawEvents()).filter((e) => e.day >= since);
    const series = await dailySeries(db.kysely, days, now);
    for (const d of series) {
      const of = (kind: string) => events.filter((e) => e.day === d.day && e.kind === kind).length;
      expect(d, d.day).toEqual({ day: d.day, views: of("page_view"), enquiries: of("enquiry") });
    }
    const activity = await recentActivity(db.kysely, now, days);
    expect(activity.views).toBe(events.filter((e) => e.kind === "page_view").length);
    expect(activity.enquiries).toBe(events.filter((e) => e.kind === "enquiry").length);
    const perListing = (id: string, kind: string) =>
      events.filter((e) => e.property_id === id && e.kind === kind).length;
    for (const t of activity.top) {
      expect(t.views).toBe(perListing(t.id, "page_view"));
      expect(t.enquiries).toBe(perListing(t.id, "enquiry"));
    }
    const { byEnquiries } = await listingRankings(db.kysely, now, days);
    expect(byEnquiries.length).toBeGreaterThan(0);
    for (const l of byEnquiries) expect(l.enquiries).toBe(perListing(l.id, "enquiry"));
  });
});
