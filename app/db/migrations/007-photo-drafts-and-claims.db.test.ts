// Migration 007 on a database that holds uploads the old way (original bytes in the row), on both engines.
import { sql } from "kysely";
import { Migrator } from "kysely/migration";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../../../tests/support/test-db.ts";
import { migrateToLatest } from "../migrate.server.ts";
import * as m001 from "./001-initial.ts";
import * as m002 from "./002-auth.ts";
import * as m003 from "./003-catalogue-filter-indexes.ts";
import * as m004 from "./004-dashboard.ts";
import * as m005 from "./005-featured-rotation-indexes.ts";

let db: TestDb;
beforeAll(async () => {
  db = await createTestDb({ migrate: false });
  const before = {
    "001-initial": m001,
    "002-auth": m002,
    "003-catalogue-filter-indexes": m003,
    "004-dashboard": m004,
    "005-featured-rotation-indexes": m005,
  };
  const migrator = new Migrator({ db: db.kysely, provider: { getMigrations: async () => before } });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
});
afterAll(() => db.destroy());

describe(`migration 007 (${process.env.VITRINA_TEST_ENGINE})`, () => {
  it("fails uploads waiting with their bytes in the row, keeps processed ones, drops the bytes column", async () => {
    const row = (id: string, status: string, original: Uint8Array | null) => ({
      id,
      property_id: "abcdef01",
      n: id === "a".repeat(32) ? 1 : 2,
      file_name: "x.jpg",
      status,
      original,
      created_at: new Date().toISOString(),
    });
    await db.kysely
      .insertInto("photo_uploads" as never)
      .values([
        row("a".repeat(32), "pending", new Uint8Array([0xff, 0xd8, 0xff])),
        row("b".repeat(32), "ready", null),
      ] as never)
      .execute();
    await migrateToLatest(db.kysely);
    const rows = await db.kysely.selectFrom("photo_uploads").selectAll().orderBy("id").execute();
    expect(rows.map((r) => [r.status, r.claimed_by])).toEqual([
      ["failed", null],
      ["ready", null],
    ]);
    expect(Object.keys(rows[0])).not.toContain("original");
    const drafts = await sql`SELECT count(*) AS n FROM listing_drafts`.execute(db.kysely);
    expect(Number((drafts.rows[0] as { n: number }).n)).toBe(0);
  });
});
