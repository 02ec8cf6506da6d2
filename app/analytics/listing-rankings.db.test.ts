import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProperty, demoInput } from "../../tests/support/fixtures.ts";
import { createTestDb, type TestDb } from "../../tests/support/test-db.ts";
import { listingNumbers, listingRankings } from "./listing-rankings.server.ts";

let db: TestDb;
const now = new Date("2026-03-10T12:00:00.000Z");

async function events(id: string, kind: "page_view" | "enquiry", n: number, at = now) {
  const rows = Array.from({ length: n }, () => ({
    kind,
    path: `/propiedad/${id}`,
    property_id: id,
    created_at: at.toISOString(),
  }));
  await db.kysely.insertInto("events").values(rows).execute();
}

beforeAll(async () => {
  db = await createTestDb();
  for (const [id, name] of [
    ["000000a1", "Popular"],
    ["000000a2", "Eficaz"],
    ["000000a3", "Poco vista"],
  ])
    await createProperty(db.kysely, demoInput({ name }), [], { id });
  await events("000000a1", "page_view", 100);
  await events("000000a1", "enquiry", 5);
  await events("000000a2", "page_view", 10);
  await events("000000a2", "enquiry", 3);
  await events("000000a3", "page_view", 2);
  await events("000000a3", "enquiry", 2);
  // Outside the 7-day window.
  await events("000000a2", "enquiry", 9, new Date("2026-02-01T12:00:00.000Z"));
});
afterAll(() => db?.destroy());

describe(`listing rankings (${process.env.VITRINA_TEST_ENGINE})`, () => {
  it("ranks by enquiries and by enquiries per visit (enough visits only), within the days asked", async () => {
    const { byEnquiries, byRate } = await listingRankings(db.kysely, now, 7);
    expect(byEnquiries.map((l) => [l.name, l.enquiries])).toEqual([
      ["Popular", 5],
      ["Eficaz", 3],
      ["Poco vista", 2],
    ]);
    expect(byRate.map((l) => [l.name, l.rate])).toEqual([
      ["Eficaz", 0.3],
      ["Popular", 0.05],
    ]);
  });

  it("gives one listing's own numbers", async () => {
    expect(await listingNumbers(db.kysely, "000000a2", now, 7)).toEqual({ days: 7, views: 10, enquiries: 3 });
    expect(await listingNumbers(db.kysely, "000000a2", now, 90)).toEqual({ days: 90, views: 10, enquiries: 12 });
  });
});
