// The feed build's listings after a change (decision 266): only the listings changed since the last read are read
// again, whoever wrote the change (the dashboard's commands or SQL by hand, which bumps no `version`), and what
// comes out is always what a whole read of the catalogue gives.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProperty, demoInput } from "../../tests/support/fixtures.ts";
import { createTestDb, type TestDb } from "../../tests/support/test-db.ts";
import { readSiteVersion } from "../cache/site-version.server.ts";
import { FeedCatalogue, MAX_CHANGED_READ } from "./catalogue.server.ts";
import { feedListings } from "./listings.server.ts";

const photo = (n: number) => ({ n, width: 2400, height: 1600 });

let db: TestDb;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(async () => {
  await db.destroy();
});

describe(`the feed build's listings after a change (${process.env.VITRINA_TEST_ENGINE})`, () => {
  it("reads again only what changed, follows SQL by hand, drops what left the public set", async () => {
    const catalogue = new FeedCatalogue();
    /** One build's read; checked against a whole read of the catalogue as it is now. */
    const read = async () => {
      const r = await catalogue.read(db.kysely, await readSiteVersion(db));
      expect(r.listings).toEqual(await feedListings(db.kysely));
      return r;
    };
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      ids.push(await createProperty(db.kysely, demoInput({ name: `Casa ${i}` }), [photo(1)]));
    }
    const [a, b, c, d, e, f] = ids;
    expect(await read()).toMatchObject({ whole: true, read: 6 });
    expect(await read()).toMatchObject({ whole: false, read: 0 });

    // By hand, neither `version` nor `updated_at` touched.
    await db.kysely.updateTable("properties").set({ name: "Casa renombrada a mano" }).where("id", "=", a).execute();
    const renamed = await read();
    expect(renamed).toMatchObject({ whole: false, read: 1 });
    expect(renamed.listings.find((l) => l.id === a)?.name).toBe("Casa renombrada a mano");

    // Hidden, trashed, turned off for portals, deleted: out of the set, each read alone.
    await db.kysely.updateTable("properties").set({ draft: true }).where("id", "=", b).execute();
    await db.kysely
      .updateTable("properties")
      .set({ deleted_at: new Date().toISOString() })
      .where("id", "=", c)
      .execute();
    await db.kysely.updateTable("properties").set({ portals_publish: false }).where("id", "=", d).execute();
    await db.kysely.deleteFrom("property_photos").where("property_id", "=", e).execute();
    await db.kysely.deleteFrom("properties").where("id", "=", e).execute();
    const gone = await read();
    expect(gone).toMatchObject({ whole: false, read: 4 });
    expect(gone.listings.map((l) => l.id)).toEqual([a, f]);

    // Back in the set; a photo added; a season added; a new listing: in catalogue order.
    await db.kysely.updateTable("properties").set({ draft: false }).where("id", "=", b).execute();
    await db.kysely
      .insertInto("property_photos")
      .values({ property_id: f, n: 2, position: 1, width: 1200, height: 800, created_at: new Date().toISOString() })
      .execute();
    const g = await createProperty(db.kysely, demoInput({ name: "Nueva", state: "Alquiler Temporal" }), [photo(1)]);
    await db.kysely
      .insertInto("seasons")
      .values({
        property_id: g,
        name: "Verano",
        starts_on: "2031-01-01",
        ends_on: "2031-03-01",
        unit: "semana",
        price: 10,
        min_nights: 7,
      })
      .execute();
    const back = await read();
    expect(back).toMatchObject({ whole: false, read: 3 });
    expect(back.listings.map((l) => l.id)).toEqual([a, b, f, g]);
    expect(back.listings.find((l) => l.id === f)?.photos).toHaveLength(2);
    expect(back.listings.find((l) => l.id === g)?.seasonUnits).toEqual(["semana"]);

    // A visit or an enquiry only moves counters: nothing a feed shows, nothing read.
    await db.kysely.updateTable("properties").set({ view_count: 99 }).where("id", "=", a).execute();
    expect(await read()).toMatchObject({ whole: false, read: 0 });
  });

  it("reads the whole catalogue the first time, after many changes, and when the version went back", async () => {
    const catalogue = new FeedCatalogue();
    expect((await catalogue.read(db.kysely, await readSiteVersion(db))).whole).toBe(true);
    // Another database under the same process (a restore): its version is older than the one last read.
    expect((await catalogue.read(db.kysely, 0)).whole).toBe(true);
    const now = await readSiteVersion(db);
    expect((await catalogue.read(db.kysely, now)).whole).toBe(false);
    await db.kysely
      .updateTable("properties")
      .set({ description: "Cambio masivo, como una acción sobre muchas propiedades a la vez." })
      .execute();
    const many = await db.kysely.selectFrom("properties").select("id").execute();
    const r = await catalogue.read(db.kysely, await readSiteVersion(db));
    expect(r.whole).toBe(many.length > MAX_CHANGED_READ);
    expect(r.listings).toEqual(await feedListings(db.kysely));
  });

  // Only PostgreSQL lets a build read while a write is still open (SQLite's test connection is one).
  it.skipIf(process.env.VITRINA_TEST_ENGINE !== "postgres")(
    "follows a write that commits after the build read the version and the listings",
    async () => {
      const catalogue = new FeedCatalogue();
      const id = await createProperty(db.kysely, demoInput({ name: "Antes" }), [photo(1)]);
      await catalogue.read(db.kysely, await readSiteVersion(db));
      await db.kysely.transaction().execute(async (trx) => {
        await trx.updateTable("properties").set({ name: "Escrita durante la lectura" }).where("id", "=", id).execute();
        // The build runs now, on another connection: it cannot see the open write.
        const during = await catalogue.read(db.kysely, await readSiteVersion(db));
        expect(during.listings.find((l) => l.id === id)?.name).toBe("Antes");
      });
      const after = await catalogue.read(db.kysely, await readSiteVersion(db));
      expect(after.whole).toBe(false);
      expect(after.listings.find((l) => l.id === id)?.name).toBe("Escrita durante la lectura");
      expect(after.listings).toEqual(await feedListings(db.kysely));
    },
  );
});
