import { describe, expect, it } from "vitest";
import { niceRound, priceBands } from "./price-bands.ts";
import { parsePriceRange } from "./price-range.ts";

describe("niceRound", () => {
  it("rounds to 1, 2, 2.5 and 5 times a power of ten", () => {
    expect(niceRound(43_000, "down")).toBe(25_000);
    expect(niceRound(43_000, "up")).toBe(50_000);
    expect(niceRound(180_000, "up")).toBe(200_000);
    expect(niceRound(1_000_000, "down")).toBe(1_000_000);
    expect(niceRound(0, "down")).toBe(0);
  });
});

describe("priceBands", () => {
  it("covers each currency's spread with contiguous bands and never mixes currencies", () => {
    const bands = priceBands([
      { currency: "$", min: 350_000, max: 180_000_000 },
      { currency: "USD", min: 43_000, max: 950_000 },
    ]);
    const pesos = bands.filter((b) => b.currency === "$").map((b) => parsePriceRange(b.value)!);
    const dollars = bands.filter((b) => b.currency === "USD").map((b) => parsePriceRange(b.value)!);
    expect(pesos.length).toBeGreaterThanOrEqual(2);
    expect(dollars.length).toBeGreaterThanOrEqual(2);
    for (const list of [pesos, dollars]) {
      for (let i = 1; i < list.length; i++) expect(list[i].min).toBe(list[i - 1].max);
    }
    expect(pesos[0].min).toBeLessThanOrEqual(350_000);
    expect(pesos.at(-1)!.max).toBeGreaterThanOrEqual(180_000_000);
    expect(dollars[0].min).toBeLessThanOrEqual(43_000);
    expect(dollars.at(-1)!.max).toBeGreaterThanOrEqual(950_000);
    expect(pesos.every((r) => r.currency === "$")).toBe(true);
    expect(dollars.every((r) => r.currency === "USD")).toBe(true);
  });

  it("labels bands in es-AR form and keeps the 'min - max' value form", () => {
    const [band] = priceBands([{ currency: "USD", min: 50_000, max: 50_000 }]);
    expect(band).toEqual({ currency: "USD", value: "50000 - 50000 USD", label: "USD 50.000 - 50.000" });
  });

  it("offers nothing for a currency without prices", () => {
    expect(priceBands([])).toEqual([]);
  });
});
