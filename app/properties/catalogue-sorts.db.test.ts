// The catalogue's chosen orders on both engines (decisions 132, 200): each page is one statement that also reads
// the cards' covers and 'Bajó de precio'; growing a page keeps the order; ties and missing values have one place.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../../tests/support/test-db.ts";
import { createProperty, demoInput } from "../../tests/support/fixtures.ts";
import { type CatalogueQuery, listCatalogue } from "./catalogue.server.ts";
import { newSeed } from "./order-seed.ts";
import { recordPriceChange } from "./price-history.server.ts";

let db: TestDb;

// [name, currency, price, superficie, dormitorios, state], stored in this order (seq grows down the list).
const listings: Array<[string, string, number | null, number | null, number, string]> = [
  ["s1", "USD", 100_000, 100, 3, "Venta"],
  ["s2", "$", 90_000_000, 250, 2, "Venta"],
  ["s3", "USD", 80_000, null, 3, "Alquiler"],
  ["s4", "$", 120_000_000, 100, 4, "Venta"],
  ["s5", "Consultar", null, 60, 3, "Venta"],
  ["s6", "USD", 150_000, 250, 3, "Vendido"],
  ["s7", "USD", 80_000, 100, 3, "Venta"],
  ["s8", "$", 70_000_000, null, 1, "Venta"],
];
const photos = [
  { n: 4, width: 1200, height: 800 },
  { n: 9, width: 800, height: 1200 },
];
const ids = new Map<string, string>();

beforeAll(async () => {
  db = await createTestDb();
  let i = 0;
  for (const [name, currency, price, superficie, dormitorios, state] of listings) {
    const input = demoInput({
      name,
      currency,
      price,
      state,
      characteristics: { ...demoInput().characteristics, superficie, dormitorios },
    });
    const id = await createProperty(db.kysely, input, name === "s4" ? photos : [], {
      now: new Date(Date.UTC(2026, 0, 1 + i++)),
    });
    ids.set(name, id);
  }
  // s7 was USD 100.000 until now: 'Bajó de precio 20%'.
  await db.kysely
    .transaction()
    .execute((trx) =>
      recordPriceChange(
        trx,
        ids.get("s7")!,
        { currency: "USD", price: 100_000 },
        { currency: "USD", price: 80_000 },
        { id: "u1", name: "Ana Pérez" },
        new Date(),
      ),
    );
});
afterAll(() => db.destroy());

const page = (q: Partial<CatalogueQuery>) => listCatalogue(db.kysely, { seed: newSeed(), limit: 50, ...q });
const names = async (q: Partial<CatalogueQuery>) => (await page(q)).items.map((p) => p.name);

/** Every limit from 1 up shows the first `limit` names of the full order, and says whether more follow. */
async function growsInOrder(q: Partial<CatalogueQuery>, full: string[]) {
  for (let limit = 1; limit <= full.length; limit++) {
    const p = await page({ ...q, limit });
    expect(p.items.map((c) => c.name)).toEqual(full.slice(0, limit));
    expect(p.hasMore).toBe(limit < full.length);
  }
}

describe(`chosen orders (${process.env.VITRINA_TEST_ENGINE})`, () => {
  it("'Más recientes': newest first, page after page", async () => {
    await growsInOrder({ sort: "recent" }, ["s8", "s7", "s6", "s5", "s4", "s3", "s2", "s1"]);
    expect(await names({ sort: "recent", openOnly: true, minDormitorios: 3 })).toEqual(["s7", "s5", "s4", "s3", "s1"]);
  });

  it("'Mayor superficie': largest first, equal surfaces newest first, listings without one last (oldest first)", async () => {
    await growsInOrder({ sort: "surface" }, ["s6", "s2", "s7", "s4", "s1", "s5", "s3", "s8"]);
    expect(await names({ sort: "surface", openOnly: true })).toEqual(["s2", "s7", "s4", "s1", "s5", "s3", "s8"]);
  });

  it("price orders: per currency without a rate, merged through one, unpriced last", async () => {
    await growsInOrder({ sort: "price-asc" }, ["s8", "s2", "s4", "s3", "s7", "s1", "s6", "s5"]);
    // At $ 1.000 per dollar: s8 70M, s3 80M, s7 80M, s2 90M, s1 100M, s4 120M, s6 150M; equal prices oldest first.
    await growsInOrder({ sort: "price-asc", rate: 1000 }, ["s8", "s3", "s7", "s2", "s1", "s4", "s6", "s5"]);
    expect(await names({ sort: "price-desc", rate: 1000 })).toEqual(["s6", "s4", "s1", "s2", "s7", "s3", "s8", "s5"]);
    expect(await names({ sort: "price-desc", currency: "USD", openOnly: true })).toEqual(["s1", "s7", "s3"]);
  });

  it("every order's cards carry their cover and their 'Bajó de precio'", async () => {
    const orders: Array<Partial<CatalogueQuery>> = [
      {},
      { sort: "recent" },
      { sort: "surface" },
      { sort: "price-asc" },
      { sort: "price-desc", rate: 1000 },
      { sort: "price-asc", currency: "USD" },
      { sort: "price-asc", rate: 1000, price: { min: 50_000, max: 130_000, currency: "USD" } },
    ];
    for (const q of orders) {
      const items = (await page(q)).items;
      const s4 = items.find((c) => c.name === "s4");
      const s7 = items.find((c) => c.name === "s7");
      if (q.currency !== "USD") expect(s4?.cover, JSON.stringify(q)).toEqual(photos[0]);
      expect(s7?.priceDrop, JSON.stringify(q)).toBe(20);
      expect(s7?.cover, JSON.stringify(q)).toBeNull();
      expect(items.filter((c) => c.priceDrop).map((c) => c.name)).toEqual(["s7"]);
    }
  });
});
