// The site version moves with every change a public page shows (migration 011) and not with visits.
import { sql } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createProperty, demoInput } from "../../tests/support/fixtures.ts";
import { createTestDb, type TestDb } from "../../tests/support/test-db.ts";
import { readSiteVersion } from "./site-version.server.ts";

let db: TestDb;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(async () => {
  await db?.destroy();
});

const moved = async (change: () => Promise<unknown>) => {
  const before = await readSiteVersion(db);
  await change();
  return (await readSiteVersion(db)) - before;
};

it("counts listing and photo inserts, updates and deletes", async () => {
  expect(await readSiteVersion(db)).toBe(0);
  let id = "";
  expect(
    await moved(async () => {
      id = await createProperty(db.kysely, demoInput(), [{ n: 1, width: 800, height: 600 }]);
    }),
  ).toBeGreaterThan(0);
  expect(
    await moved(() => db.kysely.updateTable("properties").set({ featured: true }).where("id", "=", id).execute()),
  ).toBeGreaterThan(0);
  expect(
    await moved(() =>
      db.kysely.updateTable("property_photos").set({ position: 2 }).where("property_id", "=", id).execute(),
    ),
  ).toBeGreaterThan(0);
  expect(
    await moved(() => db.kysely.deleteFrom("property_photos").where("property_id", "=", id).execute()),
  ).toBeGreaterThan(0);
  expect(await moved(() => db.kysely.deleteFrom("properties").where("id", "=", id).execute())).toBeGreaterThan(0);
});

it("does not count page views and enquiries, whose trigger updates the listing's counters", async () => {
  const id = await createProperty(db.kysely, demoInput());
  const now = new Date().toISOString();
  const visit = { path: `/propiedad/${id}`, property_id: id, referrer: null, visit_id: null, created_at: now };
  expect(
    await moved(async () => {
      await db.kysely
        .insertInto("events")
        .values({ ...visit, kind: "page_view" })
        .execute();
      await db.kysely
        .insertInto("events")
        .values({ ...visit, kind: "enquiry" })
        .execute();
    }),
  ).toBe(0);
  const counters = await db.kysely
    .selectFrom("properties")
    .select(["view_count"])
    .where("id", "=", id)
    .executeTakeFirst();
  expect(Number(counters?.view_count)).toBe(1);
});

it("survives a database without the row: the first change creates it", async () => {
  await sql`DELETE FROM site_version`.execute(db.kysely);
  expect(await readSiteVersion(db)).toBe(0);
  await createProperty(db.kysely, demoInput());
  expect(await readSiteVersion(db)).toBeGreaterThan(0);
});
