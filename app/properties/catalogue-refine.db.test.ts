import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../../tests/support/test-db.ts";
import { demoInput, createProperty } from "../../tests/support/fixtures.ts";
import { type CatalogueQuery, COUNT_MAX, countCatalogue, listCatalogue } from "./catalogue.server.ts";
import { newSeed } from "./order-seed.ts";
import type { PropertyInput } from "./commands.server.ts";

let db: TestDb;

type C = PropertyInput["characteristics"];
// [name, currency, price, featured, characteristics]
const listings: Array<[string, string, number | null, boolean, C]> = [
  [
    "a",
    "USD",
    100_000,
    true,
    { dormitorios: 3, ambientes: 4, aptoCredito: "Si", superficie: 200, comodidades: ["Pileta"] },
  ],
  ["b", "$", 90_000_000, false, { dormitorios: 4, ambientes: 5, aptoCredito: "Si", superficie: 90, cochera: 1 }],
  ["c", "$", 150_000_000, true, { dormitorios: 3, aptoCredito: "No", aceptaMascotas: "Si", superficie: 150 }],
  ["d", "USD", 60_000, false, { dormitorios: 2, aptoCredito: "Si", superficie: null, comodidades: ["SUM"] }],
  ["e", "USD", 250_000, false, { dormitorios: 5, aptoCredito: "Si", cochera: 2, superficie: 400 }],
  ["f", "Consultar", null, false, { dormitorios: 3, aptoCredito: "Si", superficie: 120 }],
];

beforeAll(async () => {
  db = await createTestDb();
  let i = 0;
  for (const [name, currency, price, featured, c] of listings) {
    await createProperty(db.kysely, demoInput({ name, currency, price, featured, characteristics: c }), [], {
      now: new Date(Date.UTC(2026, 0, 1 + i++)),
    });
  }
});
afterAll(() => db.destroy());

const list = async (q: Partial<CatalogueQuery>) =>
  (await listCatalogue(db.kysely, { seed: newSeed(), limit: 50, ...q })).items.map((p) => p.name);

describe(`'Más filtros' (${process.env.VITRINA_TEST_ENGINE})`, () => {
  it("Dormitorios 3+ and Apto crédito return only matching listings, and the count agrees", async () => {
    const q = { minDormitorios: 3, aptoCredito: true };
    expect((await list(q)).sort()).toEqual(["a", "b", "e", "f"]);
    expect(await countCatalogue(db.kysely, { seed: newSeed(), limit: 6, ...q })).toEqual({ n: 4, more: false });
    expect(COUNT_MAX).toBe(100);
  });
  it("each of the other filters", async () => {
    expect((await list({ minAmbientes: 5 })).sort()).toEqual(["b"]);
    expect((await list({ aceptaMascotas: true })).sort()).toEqual(["c"]);
    expect((await list({ conCochera: true })).sort()).toEqual(["b", "e"]);
    expect((await list({ conPileta: true })).sort()).toEqual(["a"]);
    expect((await list({ minSuperficie: 150 })).sort()).toEqual(["a", "c", "e"]);
    expect((await list({ currency: "$" })).sort()).toEqual(["b", "c"]);
  });
});

describe(`sorts (${process.env.VITRINA_TEST_ENGINE})`, () => {
  it("'Menor precio' without a rate: within each currency, pesos then dollars, unpriced last", async () => {
    expect(await list({ sort: "price-asc" })).toEqual(["b", "c", "d", "a", "e", "f"]);
    expect(await list({ sort: "price-asc", currency: "USD" })).toEqual(["d", "a", "e"]);
    expect(await list({ sort: "price-desc", currency: "USD" })).toEqual(["e", "a", "d"]);
  });
  it("'Menor precio' with a rate compares across currencies; growing pages keep the order", async () => {
    // At $ 1.000 per dollar: d 60M, b 90M, a 100M, c 150M, e 250M.
    expect(await list({ sort: "price-asc", rate: 1000 })).toEqual(["d", "b", "a", "c", "e", "f"]);
    expect(await list({ sort: "price-desc", rate: 1000 })).toEqual(["e", "c", "a", "b", "d", "f"]);
    const pages = [];
    for (const limit of [1, 2, 3, 4]) pages.push(await list({ sort: "price-asc", rate: 1000, limit }));
    expect(pages.at(-1)).toEqual(["d", "b", "a", "c"]);
    for (let k = 1; k < pages.length; k++) expect(pages[k].slice(0, k)).toEqual(pages[k - 1]);
  });
  it("a price range in dollars matches pesos through the rate, and pesos are left out without one", async () => {
    const price = { min: 80_000, max: 160_000, currency: "USD" as const };
    expect((await list({ price, rate: 1000 })).sort()).toEqual(["a", "b", "c"]);
    expect((await list({ price })).sort()).toEqual(["a"]);
    // The count reads each currency's converted range on its own (decision 190) and agrees with the list.
    const count = (q: Partial<CatalogueQuery>) => countCatalogue(db.kysely, { seed: newSeed(), limit: 6, ...q });
    expect(await count({ price, rate: 1000 })).toEqual({ n: 3, more: false });
    expect(await count({ price, rate: 1000, minDormitorios: 4 })).toEqual({ n: 1, more: false });
    expect(await count({ price })).toEqual({ n: 1, more: false });
    expect(await list({ price, rate: 1000, sort: "price-desc" })).toEqual(["c", "a", "b"]);
  });
  it("'Más recientes' and 'Mayor superficie'", async () => {
    expect(await list({ sort: "recent" })).toEqual(["f", "e", "d", "c", "b", "a"]);
    expect(await list({ sort: "surface" })).toEqual(["e", "a", "c", "f", "b", "d"]);
  });
});
