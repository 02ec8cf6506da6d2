import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { createTestDb, type TestDb } from "../../tests/support/test-db.ts";
import { migrateToLatest } from "./migrate.server.ts";
import { getProperty } from "../properties/queries.server.ts";
import { createProperty, demoInput } from "../../tests/support/fixtures.ts";

let db: TestDb;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db.destroy());

describe(`migrations (${process.env.VITRINA_TEST_ENGINE})`, () => {
  it("are idempotent: a second run applies nothing", async () => {
    expect(await migrateToLatest(db.kysely)).toEqual([]);
  });

  it("store a listing with photos and read it back with the same shapes on both engines", async () => {
    const id = await createProperty(db.kysely, demoInput({ featured: true, price: 3_500_000_000 }), [
      { n: 1, width: 1280, height: 853 },
      { n: 2, width: 1280, height: 960 },
    ]);
    expect(id).toMatch(/^[0-9a-f]{8}$/);
    const p = await getProperty(db.kysely, id, "staff");
    expect(p).not.toBeNull();
    expect(p!.featured).toBe(true);
    expect(p!.price).toBe(3_500_000_000);
    expect(p!.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(p!.photos.map((ph) => ph.n)).toEqual([1, 2]);
  });

  it("stores Consultar listings with no price", async () => {
    const id = await createProperty(db.kysely, demoInput({ currency: "Consultar", price: 99 }));
    expect((await getProperty(db.kysely, id, "staff"))!.price).toBeNull();
  });

  it("deletes a listing's photos with the listing (foreign key cascade)", async () => {
    const id = await createProperty(db.kysely, demoInput(), [{ n: 1, width: 10, height: 10 }]);
    await db.kysely.deleteFrom("properties").where("id", "=", id).execute();
    const left = await db.kysely.selectFrom("property_photos").selectAll().where("property_id", "=", id).execute();
    expect(left).toEqual([]);
  });

  it("answers SELECT 1", async () => {
    const r = await sql<{ one: number }>`SELECT 1 AS one`.execute(db.kysely);
    expect(Number(r.rows[0].one)).toBe(1);
  });
});
