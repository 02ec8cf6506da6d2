import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { createTestDb, type TestDb } from "../../../tests/support/test-db.ts";
import { migrateToLatest } from "../migrate.server.ts";

let db: TestDb;
beforeAll(async () => {
  db = await createTestDb({ migrate: false });
  await migrateToLatest(db.kysely, { to: "022-trash-only-deleted-at-index" });
  const now = new Date().toISOString();
  for (const [id, role] of [
    ["first", "admin"],
    ["plain", "user"],
    ["none", null],
  ] as const) {
    await sql`INSERT INTO "user" (id, name, email, "emailVerified", "createdAt", "updatedAt", role)
      VALUES (${id}, ${id}, ${`${id}@vitrina.test`}, ${true}, ${now}, ${now}, ${role})`.execute(db.kysely);
  }
  await migrateToLatest(db.kysely);
});
afterAll(() => db?.destroy());

describe("migration 025 (leads and roles)", () => {
  it("makes every existing account an administrator, with no WhatsApp of its own yet", async () => {
    const rows = await db.kysely.selectFrom("user").select(["id", "role", "whatsapp"]).orderBy("id").execute();
    expect(rows).toEqual([
      { id: "first", role: "admin", whatsapp: null },
      { id: "none", role: "admin", whatsapp: null },
      { id: "plain", role: "admin", whatsapp: null },
    ]);
  });

  it("bumps the site version when an agent's WhatsApp changes (listing pages show it), not on other updates", async () => {
    const version = async () =>
      Number((await db.kysely.selectFrom("site_version").select("version").executeTakeFirst())?.version ?? 0);
    const before = await version();
    await db.kysely
      .updateTable("user")
      .set({ updatedAt: new Date().toISOString() })
      .where("id", "=", "first")
      .execute();
    expect(await version()).toBe(before);
    await db.kysely.updateTable("user").set({ whatsapp: "5493546461234" }).where("id", "=", "first").execute();
    expect(await version()).toBe(before + 1);
  });
});
