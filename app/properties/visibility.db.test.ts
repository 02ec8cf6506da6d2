// One rule for what the public sees (decision 141): drafts and trashed listings are in no public output, and
// staff still find drafts (not trashed ones) in the dashboard.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProperty, demoInput } from "../../tests/support/fixtures.ts";
import { createTestDb, type TestDb } from "../../tests/support/test-db.ts";
import { filterOptions, listCatalogue, sitemapListings } from "./catalogue.server.ts";
import { listingCounters } from "./counters.server.ts";
import { getProperty } from "./queries.server.ts";
import { listSimilar } from "./similar.server.ts";
import { listForTable } from "./table.server.ts";
import { parseTableParams } from "./table-params.ts";

let db: TestDb;
beforeAll(async () => {
  db = await createTestDb();
  await createProperty(db.kysely, demoInput({ name: "Publicada", locality: "Centro" }), [], { id: "0000000a" });
  await createProperty(db.kysely, demoInput({ name: "En borrador", locality: "Solo Borrador", featured: true }), [], {
    id: "0000000b",
    draft: true,
  });
  await createProperty(db.kysely, demoInput({ name: "En papelera", locality: "Solo Papelera" }), [], {
    id: "0000000c",
  });
  await db.kysely
    .updateTable("properties")
    .set({ deleted_at: new Date().toISOString(), deleted_by_name: "Ana" })
    .where("id", "=", "0000000c")
    .execute();
});
afterAll(() => db?.destroy());

const ids = (rows: Array<{ id: string }>) => rows.map((r) => r.id).sort();

describe(`public visibility (${process.env.VITRINA_TEST_ENGINE})`, () => {
  it("shows only the published listing in every public read", async () => {
    const page = await listCatalogue(db.kysely, { seed: { text: "7", a: 7, b: 11 }, limit: 10 });
    expect(ids(page.items)).toEqual(["0000000a"]);
    expect(ids(await sitemapListings(db.kysely))).toEqual(["0000000a"]);
    expect((await filterOptions(db.kysely)).localities).toEqual(["Centro"]);
    const similar = await listSimilar(db.kysely, { id: "ffffffff", state: "Venta", type: "Casa" });
    expect(ids(similar)).toEqual(["0000000a"]);
    expect(await getProperty(db.kysely, "0000000b", "public")).toBeNull();
    expect(await getProperty(db.kysely, "0000000c", "public")).toBeNull();
  });

  it("gives staff the draft but not the trashed listing, in reads, the table and the counters", async () => {
    expect((await getProperty(db.kysely, "0000000b", "staff"))?.draft).toBe(true);
    expect(await getProperty(db.kysely, "0000000c", "staff")).toBeNull();
    const table = await listForTable(db.kysely, parseTableParams(new URLSearchParams()));
    expect(ids(table.rows)).toEqual(["0000000a", "0000000b"]);
    expect(table.total).toBe(2);
    const searched = await listForTable(db.kysely, parseTableParams(new URLSearchParams("buscar=papelera")));
    expect(searched.total).toBe(0);
    expect((await listingCounters(db.kysely)).total).toBe(2);
  });
});
