import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../../tests/support/test-db.ts";
import { createProperty, demoInput } from "../../tests/support/fixtures.ts";
import { readCatalogueSearch } from "./catalogue-search.ts";
import { answerCatalogueSearch } from "./catalogue-search.server.ts";

let db: TestDb;

beforeAll(async () => {
  db = await createTestDb();
  const listings: Array<[string, string, string, number]> = [
    ["a", "Venta", "USD", 100_000],
    ["b", "Venta", "USD", 300_000],
    ["c", "Vendido", "USD", 120_000],
  ];
  for (const [name, state, currency, price] of listings) {
    await createProperty(db.kysely, demoInput({ name, state, currency, price }));
  }
});
afterAll(() => db.destroy());

const visit = { budgetMs: 5000 };
const ask = (qs: string, page: Parameters<typeof readCatalogueSearch>[1] = { kind: "home" }) =>
  answerCatalogueSearch(db.kysely, readCatalogueSearch(new URLSearchParams(qs), page), visit);

describe("answerCatalogueSearch", () => {
  it("answers the home's search: the price range filters, closed deals stay out, counted", async () => {
    const a = await ask("precio=50000+-+150000+USD");
    expect(a.results?.items.map((p) => p.name)).toEqual(["a"]);
    expect(a.results?.count).toEqual({ n: 1, more: false });
    expect(a.search.filters.precio).toBe("50000 - 150000 USD");
  });

  it("drops values no select offers, and keeps the URL's seed", async () => {
    const a = await ask("localidad=Atlantida&tipo=Castillo&orden=abc");
    expect(a.search.filters.localidad).toBe("");
    expect(a.search.filters.tipo).toBe("");
    expect(a.seed.text).toBe("abc");
    expect(a.results?.items).toHaveLength(2);
  });

  it("answers /tipo with its own state only", async () => {
    const a = await ask("precio=50000+-+150000+USD", { kind: "state", state: "Vendido" });
    expect(a.results?.items.map((p) => p.name)).toEqual(["c"]);
    expect(a.search.filters.precio).toBe("");
  });
});
