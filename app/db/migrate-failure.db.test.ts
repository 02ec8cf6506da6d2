// Upgrading with a migration that fails leaves the database as it was before the upgrade, on both engines:
// the migrations of the same upgrade that did succeed are undone too, and the error is one Spanish line.
import { sql } from "kysely";
import type { Migration } from "kysely/migration";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../../tests/support/test-db.ts";
import { listTables } from "../backup/tables.server.ts";
import { MigrationError, migrateToLatest, migrationNames, migrations } from "./migrate.server.ts";

let db: TestDb;
beforeAll(async () => {
  db = await createTestDb({ migrate: false });
  await migrateToLatest(db.kysely, { to: "005-featured-rotation-indexes" });
  await sql`INSERT INTO properties (id, seq, name, type, state, locality, address, description, featured,
    search_text, created_at, updated_at) VALUES ('abcdef01', 1, 'Casa de antes', 'Casa', 'Venta', 'Amboy', 'Ruta 5',
    '', ${false}, 'casa', '2025-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z')`.execute(db.kysely);
});
afterAll(() => db.destroy());

/** A test-only upgrade: the real migrations after 005, then one that changes things and fails half-way. */
const failing: Migration = {
  async up(kysely) {
    await kysely.schema.createTable("a_medias").addColumn("x", "integer").execute();
    await kysely.updateTable("properties").set({ name: "Casa cambiada" }).execute();
    throw new Error("falla de prueba");
  },
};

async function state() {
  const tables = (await listTables(db.kysely)).map((t) => `${t.name}(${t.columns.map((c) => c.name).join(",")})`);
  const applied = await db.kysely
    .selectFrom("kysely_migration" as never)
    .select("name" as never)
    .execute();
  const rows = await db.kysely.selectFrom("properties").select(["id", "name"]).execute();
  return { tables, applied, rows };
}

describe(`a failing migration (${process.env.VITRINA_TEST_ENGINE})`, () => {
  it("leaves the database as it was, and says so in one Spanish line", async () => {
    const before = await state();
    const upgrade = { ...migrations, "999-falla-de-prueba": failing };
    const err = await migrateToLatest(db.kysely, { migrations: upgrade }).catch((e) => e);
    expect(err).toBeInstanceOf(MigrationError);
    expect(err.message).toMatch(
      /^La migración 999-falla-de-prueba falló \(falla de prueba\); la base de datos quedó como estaba/,
    );
    expect(err.message).not.toContain("\n");
    expect(await state()).toEqual(before);
    expect(before.tables.join()).not.toContain("listing_drafts");

    // Nothing is left half-done: the real upgrade then applies as usual.
    expect(await migrateToLatest(db.kysely)).toEqual(
      migrationNames().filter((n) => n > "005-featured-rotation-indexes"),
    );
    expect((await db.kysely.selectFrom("properties").select("name").execute()).map((r) => r.name)).toEqual([
      "Casa de antes",
    ]);
  });
});
