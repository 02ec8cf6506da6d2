// Bulk actions are all-or-nothing on both engines: a listing that fails half-way (a refusing trigger stands in
// for any database error) or is gone leaves every listing as it was, history included.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProperty, demoInput } from "../../tests/support/fixtures.ts";
import { createTestDb, type TestDb } from "../../tests/support/test-db.ts";
import { isPostgres } from "../db/engine.ts";
import { BulkRefused, runBulkAction } from "./bulk.server.ts";

let db: TestDb;
const ids = ["000000b1", "000000b2", "000000b3"];
const by = { id: "u-bulk", name: "Berta Bulk" };

beforeAll(async () => {
  db = await createTestDb();
  for (const id of ids) await createProperty(db.kysely, demoInput({ name: `Bulk ${id}` }), [], { id });
});
afterAll(() => db?.destroy());

const snapshot = () =>
  db.kysely.selectFrom("properties").select(["id", "state", "version"]).where("id", "in", ids).orderBy("id").execute();
const historyCount = async () => (await db.kysely.selectFrom("activity").select("id").execute()).length;

describe(`bulk actions (${process.env.VITRINA_TEST_ENGINE})`, () => {
  it("changes every selected listing, with a history entry each", async () => {
    expect(await runBulkAction(db.kysely, { kind: "state", state: "Vendido" }, ids, by)).toBe(3);
    const rows = await snapshot();
    expect(rows.map((r) => [r.state, Number(r.version)])).toEqual([
      ["Vendido", 2],
      ["Vendido", 2],
      ["Vendido", 2],
    ]);
    const entries = await db.kysely.selectFrom("activity").selectAll().where("action", "=", "state").execute();
    expect(entries).toHaveLength(3);
    expect(JSON.parse(entries[0].details).changes).toEqual([{ field: "Estado", from: "Venta", to: "Vendido" }]);
  });

  it("changes nothing when one listing fails half-way", async () => {
    const before = await snapshot();
    const entries = await historyCount();
    if (isPostgres(db.kysely)) {
      await sql`CREATE FUNCTION refuse_b3() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'fallo simulado'; END $$`.execute(db.kysely);
      await sql`CREATE TRIGGER refuse_b3 BEFORE UPDATE ON properties FOR EACH ROW
        WHEN (OLD.id = '000000b3') EXECUTE FUNCTION refuse_b3()`.execute(db.kysely);
    } else {
      await sql`CREATE TRIGGER refuse_b3 BEFORE UPDATE ON properties WHEN OLD.id = '000000b3'
        BEGIN SELECT RAISE(ABORT, 'fallo simulado'); END`.execute(db.kysely);
    }
    await expect(runBulkAction(db.kysely, { kind: "state", state: "Alquiler" }, ids, by)).rejects.toThrow(
      /fallo simulado/,
    );
    await sql`DROP TRIGGER refuse_b3${sql.raw(isPostgres(db.kysely) ? " ON properties" : "")}`.execute(db.kysely);
    expect(await snapshot()).toEqual(before);
    expect(await historyCount()).toBe(entries);
  });

  it("refuses the whole action when a selected listing is gone or in the trash", async () => {
    const before = await snapshot();
    await expect(runBulkAction(db.kysely, { kind: "feature" }, [...ids, "0000dead"], by)).rejects.toBeInstanceOf(
      BulkRefused,
    );
    expect(await snapshot()).toEqual(before);
  });
});
