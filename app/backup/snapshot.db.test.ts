// The backup's snapshot is one moment, on both engines: writes another connection commits while it reads (and
// that it does not block) are in none of its tables, not even the ones it reads after they were made.
import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../../tests/support/test-db.ts";
import { connect, type Db } from "../db/connect.server.ts";
import type { Database } from "../db/schema.ts";
import { readSnapshot } from "./snapshot.server.ts";

/** A listing with one photo, in one transaction, the least a row needs. */
async function addListing(db: Kysely<Database>, id: string, seq: number, name: string) {
  const at = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await sql`INSERT INTO properties (id, seq, name, type, state, locality, address, description, featured,
      search_text, created_at, updated_at) VALUES (${id}, ${seq}, ${name}, 'Casa', 'Venta', 'Amboy', 'Ruta 5', '',
      ${false}, 'casa', ${at}, ${at})`.execute(trx);
    await trx
      .insertInto("property_photos")
      .values({ property_id: id, n: 1, position: 0, width: 10, height: 10, created_at: at })
      .execute();
  });
  return id;
}

let site: TestDb;
let reader: Db;
beforeAll(async () => {
  site = await createTestDb();
  reader = connect(site.location);
  await addListing(site.kysely, "0000000a", 1, "Antes de la copia");
});
afterAll(async () => {
  await reader.close();
  await site.destroy();
});

describe(`the backup snapshot (${process.env.VITRINA_TEST_ENGINE})`, () => {
  it("reads every table as of its first read while another connection keeps writing", async () => {
    const seen: Record<string, Array<Record<string, unknown>>> = {};
    let wrote = false;
    await readSnapshot(reader, {
      manifest: async () => {},
      rows: async (table, rows) => {
        seen[table.name] = [...(seen[table.name] ?? []), ...rows];
        if (wrote) return;
        wrote = true;
        // Committed mid-snapshot (after the first table was read): a listing with a photo, and a page view.
        const id = await addListing(site.kysely, "0000000b", 2, "Durante la copia");
        await site.kysely
          .insertInto("events")
          .values({
            kind: "page_view",
            path: `/propiedad/${id}`,
            property_id: id,
            created_at: new Date().toISOString(),
          })
          .execute();
      },
    });
    expect(wrote).toBe(true);
    expect((seen.properties ?? []).map((p) => p.name)).toEqual(["Antes de la copia"]);
    expect(seen.property_photos ?? []).toHaveLength(1);
    expect(seen.events ?? []).toEqual([]);
    expect((seen.property_counts ?? []).reduce((n, c) => n + Number(c.n), 0)).toBe(1);
    // The writes did happen, and are there for the next reader.
    expect(await site.kysely.selectFrom("properties").select("name").execute()).toHaveLength(2);
  });
});
