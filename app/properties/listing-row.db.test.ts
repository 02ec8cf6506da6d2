// The one row ↔ domain mapping and the one cover rule, on both engines: what a save writes is what every reader
// gets back, the public cards and the dashboard show the same cover, and characteristics the form does not show
// are left alone by a save.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProperty, demoInput } from "../../tests/support/fixtures.ts";
import { createTestDb, type TestDb } from "../../tests/support/test-db.ts";
import { listCatalogue } from "./catalogue.server.ts";
import { CHARACTERISTICS, type Characteristics, characteristicColumn } from "./characteristics.ts";
import { listingColumns } from "./listing-row.server.ts";
import { newSeed } from "./order-seed.ts";
import { getProperty } from "./queries.server.ts";
import { listSimilar } from "./similar.server.ts";
import { DEFAULT_PARAMS } from "./table-params.ts";
import { listForTable } from "./table.server.ts";

let db: TestDb;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db.destroy());

const photos = [
  { n: 7, width: 1200, height: 800 },
  { n: 2, width: 800, height: 1200 },
  { n: 5, width: 1000, height: 1000 },
];

describe(`listing rows (${process.env.VITRINA_TEST_ENGINE})`, () => {
  it("reads back every field as written, on either engine (numbers as numbers, booleans as booleans)", async () => {
    const input = demoInput({ name: "Casa Ñandú", price: 250_000, featured: true });
    const id = await createProperty(db.kysely, input, photos);
    const p = (await getProperty(db.kysely, id, "staff"))!;
    expect({ ...p, photos: undefined }).toMatchObject({ ...input, id, version: 1 });
    expect(typeof p.price).toBe("number");
    expect(p.featured).toBe(true);
  });

  it("public card, similar listing and dashboard row show one cover: the first photo on screen", async () => {
    const id = await createProperty(db.kysely, demoInput({ name: "Con tres fotos", state: "Alquiler" }), photos);
    await createProperty(db.kysely, demoInput({ name: "Vecina", state: "Alquiler" }), []);
    const card = (await listCatalogue(db.kysely, { state: "Alquiler", limit: 10, seed: newSeed() })).items.find(
      (i) => i.id === id,
    );
    const row = (await listForTable(db.kysely, { ...DEFAULT_PARAMS, search: "tres fotos" })).rows[0];
    const vecina = (await listCatalogue(db.kysely, { state: "Alquiler", limit: 10, seed: newSeed() })).items.find(
      (i) => i.id !== id,
    )!;
    const similar = (await listSimilar(db.kysely, { id: vecina.id, state: "Alquiler", type: "Casa" })).find(
      (i) => i.id === id,
    );
    expect(card?.cover).toEqual(photos[0]);
    expect(row.id).toBe(id);
    expect(row.cover).toEqual(photos[0]);
    expect(similar?.cover).toEqual(photos[0]);
    expect(vecina.cover).toBeNull();
  });

  it("a write leaves out characteristics it does not name: null on create, kept on update", async () => {
    const id = await createProperty(db.kysely, demoInput({ name: "Con cochera" }), []);
    const { characteristics } = demoInput();
    const fromForm = { ...demoInput({ name: "Editada" }), characteristics: { ...characteristics } };
    delete fromForm.characteristics.cochera;
    delete fromForm.characteristics.anioConstruccion;
    await db.kysely.updateTable("properties").set(listingColumns(id, fromForm)).where("id", "=", id).execute();
    const p = (await getProperty(db.kysely, id, "staff"))!;
    expect(p.name).toBe("Editada");
    expect(p.characteristics.cochera).toBe(characteristics.cochera);
    expect(p.characteristics.anioConstruccion).toBe(characteristics.anioConstruccion);
    const created = await createProperty(db.kysely, fromForm, []);
    expect((await getProperty(db.kysely, created, "staff"))!.characteristics.cochera).toBeNull();
  });

  it("'Consultar' stores no price, and the search text follows name, locality and address", async () => {
    const id = await createProperty(db.kysely, demoInput({ name: "Precio a consultar", currency: "Consultar" }), []);
    expect((await getProperty(db.kysely, id, "staff"))!.price).toBeNull();
    const row = await db.kysely.selectFrom("properties").select("search_text").where("id", "=", id).executeTakeFirst();
    expect(row?.search_text).toContain("precio a consultar");
  });
});

describe(`listing order numbers (${process.env.VITRINA_TEST_ENGINE})`, () => {
  it("20 listings created at once all get stored, with distinct order numbers", async () => {
    const made = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => createProperty(db.kysely, demoInput({ name: `A la vez ${i}` }), [])),
    );
    expect(made.filter((r) => r.status === "rejected")).toEqual([]);
    const rows = await db.kysely.selectFrom("properties").select("seq").where("name", "like", "A la vez %").execute();
    expect(new Set(rows.map((r) => Number(r.seq))).size).toBe(20);
  });
});

describe(`characteristics follow their one list (${process.env.VITRINA_TEST_ENGINE})`, () => {
  it("every characteristic in CHARACTERISTICS is stored in its column and read back as written", async () => {
    const written = Object.fromEntries(
      CHARACTERISTICS.map((d, i) => [
        d.key,
        d.kind === "text" || d.kind === "url"
          ? `https://valor.test/${i}`
          : d.kind === "choice"
            ? d.options.at(-1)
            : d.kind === "set"
              ? d.options.filter((_, j) => j % 2 === 0)
              : d.kind === "decimal"
                ? 10.5
                : i + 1,
      ]),
    ) as unknown as Characteristics;
    const id = await createProperty(db.kysely, demoInput({ name: "Todas", characteristics: written }), []);
    expect((await getProperty(db.kysely, id, "staff"))!.characteristics).toEqual(written);
    const row = await db.kysely.selectFrom("properties").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    for (const { key } of CHARACTERISTICS) {
      expect((row as Record<string, unknown>)[characteristicColumn(key)], key).not.toBeNull();
    }
  });
});
