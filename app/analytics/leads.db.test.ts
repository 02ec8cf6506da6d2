import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../../tests/support/test-db.ts";
import { createProperty, demoInput } from "../../tests/support/fixtures.ts";
import { leadSchema, recordEnquiry } from "./leads.server.ts";

let db: TestDb;
beforeAll(async () => {
  db = await createTestDb();
  await createProperty(db.kysely, demoInput(), [], { id: "abcdef01" });
  await createProperty(db.kysely, demoInput(), [], { id: "abcdef02" });
});
afterAll(() => db?.destroy());

describe("recordEnquiry", () => {
  it("stores an anonymous enquiry event for the listing", async () => {
    const now = new Date("2025-03-01T12:00:00.000Z");
    expect(await recordEnquiry(db.kysely, { propertyId: "abcdef01", visitId: "v_12345678" }, now)).toBe(true);
    const rows = await db.kysely.selectFrom("events").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: "enquiry",
      path: "/propiedad/abcdef01",
      property_id: "abcdef01",
      visit_id: "v_12345678",
      referrer: null,
    });
    expect(new Date(rows[0].created_at).toISOString()).toBe(now.toISOString());
  });

  it("stores nothing for an unknown listing", async () => {
    expect(await recordEnquiry(db.kysely, { propertyId: "ffffffff" })).toBe(false);
    const n = await db.kysely
      .selectFrom("events")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(n.n)).toBe(1);
  });

  it("counts enquiries per listing in the dashboard's counter (the trigger on events)", async () => {
    await recordEnquiry(db.kysely, { propertyId: "abcdef01" });
    await recordEnquiry(db.kysely, { propertyId: "abcdef02", visitId: null });
    const rows = await db.kysely
      .selectFrom("properties")
      .select(["id", "enquiry_count", "view_count"])
      .where("id", "in", ["abcdef01", "abcdef02"])
      .orderBy("id")
      .execute();
    expect(rows.map((r) => [r.id, Number(r.enquiry_count), Number(r.view_count)])).toEqual([
      ["abcdef01", 2, 0],
      ["abcdef02", 1, 0],
    ]);
  });
});

describe("leadSchema", () => {
  it("accepts only a listing id and an anonymous visit id", () => {
    expect(leadSchema.safeParse({ propertyId: "abcdef01", visitId: "v_12345678" }).success).toBe(true);
    expect(leadSchema.safeParse({ propertyId: "../../etc" }).success).toBe(false);
    expect(leadSchema.safeParse({ propertyId: "abcdef01", visitId: "ana@example.com" }).success).toBe(false);
  });
});
