import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProperty, demoInput } from "../../tests/support/fixtures.ts";
import { createTestDb, type TestDb } from "../../tests/support/test-db.ts";
import { DEFAULT_PARAMS, type TableParams } from "./table-params.ts";
import { listForTable } from "./table.server.ts";

let db: TestDb;

beforeAll(async () => {
  db = await createTestDb();
  const listings = [
    ["Pesos alto", "$", 1_500_000],
    ["Dólares alto", "USD", 690_000],
    ["Sin precio", "Consultar", null],
    ["Pesos bajo", "$", 500_000],
    ["Dólares bajo", "USD", 1_000],
  ] as const;
  for (const [name, currency, price] of listings) {
    await createProperty(db.kysely, demoInput({ name, currency, price, state: "Venta" }));
  }
});
afterAll(() => db.destroy());

const names = async (p: Partial<TableParams>, rate: number | null) =>
  (await listForTable(db.kysely, { ...DEFAULT_PARAMS, sort: "precio", ...p }, { rate })).rows.map((r) => r.name);

describe(`dashboard 'Precio' order (${process.env.VITRINA_TEST_ENGINE})`, () => {
  it("compares pesos and dollars through the rate, as the public 'Mayor precio' does", async () => {
    // At $ 1.000 per dollar: USD 690.000 = $ 690.000.000 > $ 1.500.000 > USD 1.000 = $ 1.000.000 > $ 500.000.
    expect(await names({ dir: "desc" }, 1000)).toEqual([
      "Dólares alto",
      "Pesos alto",
      "Dólares bajo",
      "Pesos bajo",
      "Sin precio",
    ]);
    expect(await names({ dir: "asc" }, 1000)).toEqual([
      "Pesos bajo",
      "Dólares bajo",
      "Pesos alto",
      "Dólares alto",
      "Sin precio",
    ]);
  });

  it("without a rate, pesos then dollars, each in its own order; unpriced listings last", async () => {
    expect(await names({ dir: "asc" }, null)).toEqual([
      "Pesos bajo",
      "Pesos alto",
      "Dólares bajo",
      "Dólares alto",
      "Sin precio",
    ]);
  });

  it("pages through the merged order into the unpriced listings", async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => names({ dir: "desc", size: 2 as never, page }, 1000)));
    expect(pages).toEqual([["Dólares alto", "Pesos alto"], ["Dólares bajo", "Pesos bajo"], ["Sin precio"]]);
  });
});
