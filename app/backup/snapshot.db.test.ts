// The backup's snapshot is one moment, on both engines: writes another connection commits while it reads (and
// that it does not block) are in none of its tables, not even the ones it reads after they were made.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect, type Db } from "../db/connect.server.ts";
import { createProperty } from "../properties/commands.server.ts";
import { demoInput } from "../../tests/support/fixtures.ts";
import { createTestDb, type TestDb } from "../../tests/support/test-db.ts";
import { readSnapshot } from "./snapshot.server.ts";

let site: TestDb;
let reader: Db;
beforeAll(async () => {
  site = await createTestDb();
  reader = connect(site.location);
  await createProperty(site.kysely, demoInput({ name: "Antes de la copia" }), [{ n: 1, width: 10, height: 10 }]);
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
        (seen[table.name] ??= []).push(...rows);
        if (wrote) return;
        wrote = true;
        // Committed mid-snapshot (after the first table was read): a listing with a photo, and a page view.
        const id = await createProperty(site.kysely, demoInput({ name: "Durante la copia" }), [
          { n: 1, width: 10, height: 10 },
        ]);
        await site.kysely
          .insertInto("events")
          .values({ kind: "page_view", path: `/propiedad/${id}`, property_id: id, created_at: new Date().toISOString() })
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
