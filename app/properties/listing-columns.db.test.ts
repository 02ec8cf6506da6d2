// The one definition of the listing's fields (listing-fields.ts) and the migrated `properties` table agree on both
// engines: a field without its column, or a column no field or record part names, fails here.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../../tests/support/test-db.ts";
import { PROPERTY_RECORD_COLUMNS } from "../db/schema.ts";
import { definedColumns } from "./listing-fields.ts";

let db: TestDb;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db.destroy());

describe(`the listing's columns (${process.env.VITRINA_TEST_ENGINE})`, () => {
  it("are the definition's field columns plus the record's, no more and no fewer", async () => {
    const tables = await db.kysely.introspection.getTables();
    const migrated = tables.find((t) => t.name === "properties")!.columns.map((c) => c.name);
    const defined = [...definedColumns(), ...PROPERTY_RECORD_COLUMNS];
    expect(migrated.filter((c) => !defined.includes(c))).toEqual([]);
    expect(defined.filter((c) => !migrated.includes(c))).toEqual([]);
  });

  it("would notice a field declared without its migration", async () => {
    const tables = await db.kysely.introspection.getTables();
    const migrated = tables.find((t) => t.name === "properties")!.columns.map((c) => c.name);
    const withTestField = definedColumns([{ column: "solo_en_la_prueba" }]);
    expect(withTestField.filter((c) => !migrated.includes(c))).toEqual(["solo_en_la_prueba"]);
  });
});
