// Starting a newer version on a database where one of its migrations fails: the server refuses to start with one
// Spanish line, and the database is as it was before (the migration before the failing one is undone too).
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listTables } from "../../app/backup/tables.server.ts";
import { migrateToLatest } from "../../app/db/migrate.server.ts";
import { startProcess } from "../support/server-process.ts";
import { createSite, type Site } from "../support/site.ts";
import { testEngine } from "../support/test-db.ts";

let site: Site;
beforeAll(async () => {
  site = await createSite(testEngine(), { migrate: false });
  const db = site.db();
  await migrateToLatest(db.kysely, { to: "005-featured-rotation-indexes" });
  await sql`INSERT INTO properties (id, seq, name, type, state, locality, address, description, featured,
    search_text, created_at, updated_at) VALUES ('abcdef01', 1, 'Casa de antes', 'Casa', 'Venta', 'Amboy', 'Ruta 5',
    '', ${false}, 'casa', '2025-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z')`.execute(db.kysely);
  // Something a real database might hold: a table with the name migration 007 creates, so 007 fails (006 passes).
  await sql`CREATE TABLE listing_drafts (nota text)`.execute(db.kysely);
});
afterAll(() => site?.destroy());

async function state() {
  const db = site.db();
  const tables = (await listTables(db.kysely)).map((t) => `${t.name}(${t.columns.map((c) => c.name).join(",")})`);
  const applied = (await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(db.kysely))
    .rows;
  const rows = await db.kysely.selectFrom("properties").select(["id", "name"]).execute();
  return { tables, applied: applied.map((m) => m.name), rows };
}

describe(`upgrading with a migration that fails (${testEngine()})`, () => {
  it("refuses to start with one clear line and leaves the database as it was", async () => {
    const before = await state();
    expect(before.applied.at(-1)).toBe("005-featured-rotation-indexes");
    const server = await startProcess({ ...site.env, SEED_DEMO: "false" });
    expect(await server.exited()).toBe(1);
    const lines = server.output().trim().split("\n");
    expect(lines).toHaveLength(1);
    // Not on a terminal, the log line is JSON (docs/decisions/103): its message is the one clear line.
    const line = JSON.parse(lines[0]) as { level: string; msg: string };
    expect(line.level).toBe("fatal");
    expect(line.msg).toMatch(
      new RegExp(
        "^Vitrina no pudo iniciar: No se pudo actualizar la base de datos: " +
          "La migración 007-photo-drafts-and-claims falló \\(.*listing_drafts.*\\); la base de datos quedó como estaba",
      ),
    );
    expect(await state()).toEqual(before);
  });
});
