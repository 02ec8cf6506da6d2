import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProperty, demoInput } from "../../tests/support/fixtures.ts";
import { createTestDb, type TestDb } from "../../tests/support/test-db.ts";
import { recordPageView } from "./events.server.ts";

let db: TestDb;
beforeAll(async () => {
  db = await createTestDb();
  // Views are stored only for listings visitors can see.
  await createProperty(db.kysely, demoInput(), [], { id: "de000000" });
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

describe(`views of listings visitors cannot see (${process.env.VITRINA_TEST_ENGINE})`, () => {
  it("are not stored: a draft, the trash, no such listing", async () => {
    await createProperty(db.kysely, demoInput(), [], { id: "de0000d1", draft: true });
    await createProperty(db.kysely, demoInput(), [], { id: "de0000e1" });
    await db.kysely
      .updateTable("properties")
      .set({ deleted_at: new Date().toISOString() })
      .where("id", "=", "de0000e1")
      .execute();
    for (const id of ["de0000d1", "de0000e1", "de0000f1"]) {
      expect(await recordPageView(db.kysely, { path: `/propiedad/${id}`, referrer: "", visit: null })).toBe(false);
      const stored = await db.kysely.selectFrom("events").select("id").where("property_id", "=", id).execute();
      expect(stored).toEqual([]);
    }
  });
});
