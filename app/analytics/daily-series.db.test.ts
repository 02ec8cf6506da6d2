import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../../tests/support/test-db.ts";
import { dailySeries } from "./daily-series.server.ts";

let db: TestDb;
beforeAll(async () => {
  db = await createTestDb();
  const at = (day: string) => `${day}T12:00:00.000Z`;
  await db.kysely
    .insertInto("events")
    .values([
      { kind: "page_view", path: "/", property_id: null, referrer: null, visit_id: null, created_at: at("2026-03-09") },
      { kind: "page_view", path: "/", property_id: null, referrer: null, visit_id: null, created_at: at("2026-03-10") },
      { kind: "page_view", path: "/", property_id: null, referrer: null, visit_id: null, created_at: at("2026-03-10") },
      { kind: "enquiry", path: "/", property_id: null, referrer: null, visit_id: null, created_at: at("2026-03-10") },
      { kind: "page_view", path: "/", property_id: null, referrer: null, visit_id: null, created_at: at("2026-01-01") },
    ])
    .execute();
});
afterAll(() => db?.destroy());

describe(`dailySeries (${process.env.VITRINA_TEST_ENGINE})`, () => {
  it("gives one entry per day of the window, zeros included, from the daily totals", async () => {
    const series = await dailySeries(db.kysely, 7, new Date("2026-03-10T18:00:00Z"));
    expect(series).toHaveLength(7);
    expect(series[0]).toEqual({ day: "2026-03-04", views: 0, enquiries: 0 });
    expect(series.slice(-2)).toEqual([
      { day: "2026-03-09", views: 1, enquiries: 0 },
      { day: "2026-03-10", views: 2, enquiries: 1 },
    ]);
  });
});
