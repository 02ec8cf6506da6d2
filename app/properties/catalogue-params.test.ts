import { describe, expect, it } from "vitest";
import { catalogueSearch, NO_FILTERS, parseShown, readCatalogueParams } from "./catalogue-params.ts";
import { newSeed, parseSeed } from "./order-seed.ts";
import { parsePriceRange } from "./price-range.ts";

describe("parsePriceRange", () => {
  it("reads the first and third tokens as inclusive integer bounds", () => {
    expect(parsePriceRange("100000 - 250000")).toEqual({ min: 100000, max: 250000, currency: null });
    expect(parsePriceRange("100000 - 250000 USD")).toEqual({ min: 100000, max: 250000, currency: "USD" });
    expect(parsePriceRange("0 - 5 $")).toEqual({ min: 0, max: 5, currency: "$" });
  });
  it("treats anything malformed as no filter", () => {
    for (const bad of [
      "abc",
      "9 - 1",
      "1 - x",
      "-5 - 10",
      "1 a 2",
      "1 - 2 EUR",
      "1 - 2 USD x",
      "",
      "1.5 - 3",
      "' OR 1=1 --",
    ]) {
      expect(parsePriceRange(bad), bad).toBeNull();
    }
  });
});

describe("parseShown", () => {
  it("starts at one page and clamps garbage, negatives and huge values", () => {
    expect(parseShown(null)).toBe(6);
    expect(parseShown("-5")).toBe(6);
    expect(parseShown("0")).toBe(6);
    expect(parseShown("abc")).toBe(6);
    expect(parseShown("12")).toBe(12);
    expect(parseShown("13")).toBe(18);
    expect(parseShown("999999")).toBe(300);
    expect(parseShown("9".repeat(40))).toBe(6);
  });
});

describe("order seed", () => {
  it("round-trips through the URL and rejects garbage", () => {
    const seed = newSeed();
    expect(parseSeed(seed.text)).toEqual(seed);
    expect(parseSeed("zzzzzzz")).toBeNull();
    expect(parseSeed("0")).toBeNull();
    expect(parseSeed("AB")).toBeNull();
    expect(parseSeed("zik0zj")).toBeNull(); // 2^31 - 1: outside 1..P-1
  });
});

describe("readCatalogueParams", () => {
  it("drops overlong and malformed values", () => {
    const p = readCatalogueParams(new URLSearchParams({ localidad: "x".repeat(500), precio: "9 - 1", tipo: "Casa" }));
    expect(p.filters).toEqual({ ...NO_FILTERS, tipo: "Casa" });
    expect(p.shown).toBe(6);
    expect(p.seed).toBeNull();
  });
  it("writes back only what differs from the defaults", () => {
    expect(catalogueSearch({ filters: { localidad: "", tipo: "Casa" }, shown: 6 })).toBe("?tipo=Casa");
    expect(catalogueSearch({ shown: 12, seed: "abc" })).toBe("?mostrar=12&orden=abc");
    expect(catalogueSearch({})).toBe("");
  });
});

describe("'Más filtros' and the sort in the URL", () => {
  it("reads well-formed values and treats anything else as no filter", () => {
    const good = readCatalogueParams(
      new URLSearchParams(
        "dormitorios=3&ambientes=5&credito=1&mascotas=1&cochera=1&pileta=1&superficie=120&moneda=USD",
      ),
    );
    expect(good.filters).toMatchObject({
      dormitorios: "3",
      ambientes: "5",
      credito: "1",
      mascotas: "1",
      cochera: "1",
      pileta: "1",
      superficie: "120",
      moneda: "USD",
    });
    const bad = readCatalogueParams(
      new URLSearchParams("dormitorios=5&ambientes=0&credito=si&superficie=-3&moneda=EUR&ordenar=barato"),
    );
    expect(bad.filters).toEqual(NO_FILTERS);
    expect(bad.sort).toBe("");
    expect(readCatalogueParams(new URLSearchParams("ordenar=menor-precio")).sort).toBe("menor-precio");
    expect(readCatalogueParams(new URLSearchParams("ordenar=toString")).sort).toBe("");
  });
  it("writes the sort back and round-trips a full state", () => {
    const search = catalogueSearch({
      filters: { ...NO_FILTERS, dormitorios: "3", credito: "1", moneda: "$" },
      sort: "mayor-precio",
      seed: "abc",
    });
    expect(search).toBe("?dormitorios=3&credito=1&moneda=%24&ordenar=mayor-precio&orden=abc");
    const back = readCatalogueParams(new URLSearchParams(search));
    expect(back.filters).toEqual({ ...NO_FILTERS, dormitorios: "3", credito: "1", moneda: "$" });
    expect(back.sort).toBe("mayor-precio");
  });
});
