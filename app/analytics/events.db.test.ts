import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../../tests/support/test-db.ts";
import { recordPageView } from "./events.server.ts";

let db: TestDb;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db.destroy());

describe(`recordPageView (${process.env.VITRINA_TEST_ENGINE})`, () => {
  it("stores path, trimmed referrer, visit, device class, time, and the listing of a detail page", async () => {
    const at = new Date("2025-03-01T12:00:00.000Z");
    await recordPageView(
      db.kysely,
      { path: "/propiedad/de000000?x=1", referrer: "https://www.google.com/search?q=casa", visit: "visita-1234" },
      at,
      "phone",
    );
    await recordPageView(db.kysely, { path: "/", referrer: "", visit: "visita-1234" }, at);
    const rows = await db.kysely.selectFrom("events").selectAll().orderBy("id").execute();
    expect(rows.map(({ id: _id, ...r }) => r)).toEqual([
      {
        kind: "page_view",
        path: "/propiedad/de000000?x=1",
        property_id: "de000000",
        referrer: "https://www.google.com/search",
        visit_id: "visita-1234",
        device: "phone",
        created_at: at.toISOString(),
      },
      {
        kind: "page_view",
        path: "/",
        property_id: null,
        referrer: null,
        visit_id: "visita-1234",
        device: null,
        created_at: at.toISOString(),
      },
    ]);
  });
});
