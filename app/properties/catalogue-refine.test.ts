import { describe, expect, it } from "vitest";
import { NO_FILTERS } from "./catalogue-params.ts";
import { countText, dropLinks, priceNote, refineFields } from "./catalogue-refine.ts";

describe("result count", () => {
  it("says how many, in es-AR, singular and capped", () => {
    expect(countText(23, false)).toBe("23 propiedades");
    expect(countText(1, false)).toBe("1 propiedad");
    expect(countText(0, false)).toBe("0 propiedades");
    expect(countText(100, true)).toBe("Más de 100 propiedades");
    expect(countText(1000, true)).toBe("Más de 1.000 propiedades");
  });
});

describe("dropLinks", () => {
  it("gives one link per active filter, each to the same search without it", () => {
    const f = { ...NO_FILTERS, tipo: "Casa", dormitorios: "3", credito: "1" };
    const links = dropLinks("/", f, { seed: "abc", sort: "menor-precio" });
    expect(links).toEqual([
      { label: "Quitar «Casa»", href: "/?dormitorios=3&credito=1&ordenar=menor-precio&orden=abc" },
      { label: "Quitar «Dormitorios 3+»", href: "/?tipo=Casa&credito=1&ordenar=menor-precio&orden=abc" },
      { label: "Quitar «Apto crédito»", href: "/?tipo=Casa&dormitorios=3&ordenar=menor-precio&orden=abc" },
    ]);
  });
  it("leaves a fixed filter (the state of /tipo) out of the links and of their URLs", () => {
    const f = { ...NO_FILTERS, estado: "Venta", pileta: "1" };
    expect(dropLinks("/tipo/Venta", f, { seed: "abc", sort: "" }, ["estado"])).toEqual([
      { label: "Quitar «Con pileta»", href: "/tipo/Venta?orden=abc" },
    ]);
  });
});

describe("refine fields and the price note", () => {
  it("offers the thresholds of the issue and keeps a custom surface", () => {
    const fields = refineFields({ ...NO_FILTERS, superficie: "75" });
    expect(fields.find((f) => f.name === "dormitorios")?.options?.map((o) => o.label)).toEqual([
      "Dormitorios: cualquiera",
      "1+",
      "2+",
      "3+",
      "4+",
    ]);
    expect(fields.find((f) => f.name === "ambientes")?.options).toHaveLength(6);
    expect(fields.find((f) => f.name === "superficie")?.options?.map((o) => o.value)).toContain("75");
  });
  it("says how prices were compared", () => {
    const rate = { value: 1215.5, name: "dólar MEP", date: "2026-11-20" };
    expect(priceNote(NO_FILTERS, "menor-precio", rate)).toBe(
      "Precios en pesos y dólares comparados con el dólar MEP del 20/11/2026: $ 1.215,5.",
    );
    expect(priceNote({ ...NO_FILTERS, moneda: "USD" }, "menor-precio", null)).toBe(
      "Solo propiedades con precio en dólares.",
    );
    expect(priceNote(NO_FILTERS, "menor-precio", null)).toMatch(/dentro de cada moneda/);
    expect(priceNote(NO_FILTERS, "", rate)).toBeNull();
  });
});
