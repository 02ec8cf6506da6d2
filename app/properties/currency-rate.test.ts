import { describe, expect, it } from "vitest";
import { convert, equivalentText, priceSortKey, rangeIn, rateLabel, rateName, roughly } from "./currency-rate.ts";

const mep = { value: 1215.5, name: "dólar MEP", date: "2026-11-20" };

describe("conversion through the reference rate", () => {
  it("converts both ways", () => {
    expect(convert(100, "USD", 1200)).toBe(120_000);
    expect(convert(120_000, "$", 1200)).toBe(100);
  });
  it("rounds an approximation to three significant digits", () => {
    expect(roughly(224_866_750)).toBe(225_000_000);
    expect(roughly(534.76)).toBe(535);
    expect(roughly(99.94)).toBe(100); // never finer than whole units
    expect(roughly(7.4)).toBe(7);
    expect(roughly(0)).toBe(0);
    expect(roughly(Number.NaN)).toBe(0);
  });
  it("compares prices in pesos", () => {
    expect(priceSortKey("USD", 100, 1200)).toBe(120_000);
    expect(priceSortKey("$", 100, 1200)).toBe(100);
  });
  it("turns a range in one currency into the whole-number range it means in the other", () => {
    const range = { min: 100_000, max: 250_000, currency: "USD" as const };
    expect(rangeIn(range, "USD", 1200)).toEqual({ min: 100_000, max: 250_000 });
    expect(rangeIn(range, "$", 1200)).toEqual({ min: 120_000_000, max: 300_000_000 });
    // Pesos to dollars: the bounds round inwards, so nothing outside the asked range slips in.
    expect(rangeIn({ min: 1_000_000, max: 2_000_000, currency: "$" }, "USD", 1215.5)).toEqual({ min: 823, max: 1645 });
  });
});

describe("es-AR texts", () => {
  it("shows the equivalent as approximate, with the rate's name and date", () => {
    expect(equivalentText("USD", 185_000, mep)).toBe("≈ $ 225.000.000 (dólar MEP del 20/11/2026)");
    expect(equivalentText("$", 650_000, mep)).toBe("≈ USD 535 (dólar MEP del 20/11/2026)");
    expect(rateLabel(mep)).toBe("dólar MEP del 20/11/2026: $ 1.215,5");
  });
  it("converts nothing without a rate, a price or a real currency", () => {
    expect(equivalentText("USD", 185_000, null)).toBeNull();
    expect(equivalentText("Consultar", null, mep)).toBeNull();
    expect(equivalentText("USD", null, mep)).toBeNull();
    expect(equivalentText(null, 100, mep)).toBeNull();
  });
});

describe("English texts (issue 31: no Spanish word left on /en pages)", () => {
  it("translates the rate's known Spanish words and keeps its own names", () => {
    expect(rateName("Oficial", "en")).toBe("official");
    expect(rateName("dólar oficial", "en")).toBe("official dollar");
    expect(rateName("Dólar Blue", "en")).toBe("blue dollar");
    expect(rateName("dólar MEP", "en")).toBe("MEP dollar");
    expect(rateName("Dólar Tarjeta", "en")).toBe("card dollar");
    expect(rateName("Oficial", "es")).toBe("Oficial");
  });
  it("words the equivalent and the rate with it", () => {
    const oficial = { ...mep, name: "Oficial" };
    expect(equivalentText("$", 650_000, oficial, "en")).toBe("≈ USD 535 (official, 11/20/2026)");
    expect(rateLabel(oficial, "en")).toBe("official (11/20/2026): $ 1,215.5");
  });
});
