import { describe, expect, it } from "vitest";
import { NO_FILTERS } from "./catalogue-params.ts";
import { countText, dropLinks, priceNote, refineFields } from "./catalogue-refine.ts";
import { serverT } from "../i18n/catalog.server.ts";

const ES = { t: serverT("es"), locale: "es" } as const;
const EN = { t: serverT("en"), locale: "en" } as const;

describe("result count", () => {
  it("says how many, in es-AR, singular and capped", () => {
    expect(countText(23, false, ES)).toBe("23 propiedades");
    expect(countText(1, false, ES)).toBe("1 propiedad");
    expect(countText(0, false, ES)).toBe("0 propiedades");
    expect(countText(100, true, ES)).toBe("Más de 100 propiedades");
    expect(countText(1000, true, ES)).toBe("Más de 1.000 propiedades");
  });

  it("is worded once per count and language on the server (decision 255)", () => {
    // Every loader asks serverT for its language: the same function each time, or nothing could be kept by it.
    expect(serverT("es")).toBe(ES.t);
    expect(serverT("en")).not.toBe(ES.t);
    let worded = 0;
    const t: typeof ES.t = (id, values) => {
      worded++;
      return ES.t(id, values);
    };
    const counting = { t, locale: "es" } as const;
    expect(countText(7, false, counting)).toBe("7 propiedades");
    expect(countText(7, false, counting)).toBe("7 propiedades");
    expect(worded).toBe(1);
    expect(countText(7, true, counting)).toBe("Más de 7 propiedades");
    expect(worded).toBe(2);
    expect(countText(7, false, EN)).toBe("7 properties");
  });
});

describe("dropLinks", () => {
  it("gives one link per active filter, each to the same search without it", () => {
    const f = { ...NO_FILTERS, tipo: "Casa", dormitorios: "3", credito: "1" };
    const links = dropLinks("/", { filters: f, price: null }, { seed: "abc", sort: "menor-precio" }, ES);
    expect(links).toEqual([
      { label: "Quitar «Casa»", href: "/?dormitorios=3&credito=1&ordenar=menor-precio&orden=abc" },
      { label: "Quitar «Dormitorios 3+»", href: "/?tipo=Casa&credito=1&ordenar=menor-precio&orden=abc" },
      { label: "Quitar «Apto crédito»", href: "/?tipo=Casa&dormitorios=3&ordenar=menor-precio&orden=abc" },
    ]);
  });
  it("leaves a fixed filter (the state of /tipo) out of the links and of their URLs", () => {
    const f = { ...NO_FILTERS, estado: "Venta", pileta: "1" };
    expect(
      dropLinks("/tipo/Venta", { filters: f, price: null, fixed: ["estado"] }, { seed: "abc", sort: "" }, ES),
    ).toEqual([{ label: "Quitar «Con pileta»", href: "/tipo/Venta?orden=abc" }]);
  });
});

describe("refine fields and the price note", () => {
  it("offers the thresholds of the issue and keeps a custom surface", () => {
    const fields = refineFields({ ...NO_FILTERS, superficie: "75" }, ES);
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
    expect(priceNote(NO_FILTERS, "menor-precio", rate, ES)).toBe(
      "Precios en pesos y dólares comparados con el dólar MEP del 20/11/2026: $ 1.215,5.",
    );
    expect(priceNote({ ...NO_FILTERS, moneda: "USD" }, "menor-precio", null, ES)).toBe(
      "Solo propiedades con precio en dólares.",
    );
    expect(priceNote(NO_FILTERS, "menor-precio", null, ES)).toMatch(/dentro de cada moneda/);
    expect(priceNote(NO_FILTERS, "", rate, ES)).toBeNull();
  });
});

describe("in English (/en)", () => {
  it("counts, labels and drop links read in English with English numbers", () => {
    expect(countText(1, false, EN)).toBe("1 property");
    expect(countText(1250, false, EN)).toBe("1,250 properties");
    expect(countText(1000, true, EN)).toBe("More than 1,000 properties");
    const fields = refineFields({ ...NO_FILTERS, superficie: "1000" }, EN);
    expect(fields.map((f) => f.label)).toContain("Bedrooms");
    expect(fields.find((f) => f.name === "superficie")?.options?.at(-1)?.label).toBe("From 1,000 m²");
    const links = dropLinks(
      "/en",
      { filters: { ...NO_FILTERS, tipo: "Departamento", llegada: "2026-01-05" }, price: null },
      { seed: "abc", sort: "" },
      EN,
    );
    expect(links.map((l) => l.label)).toEqual(["Remove “Apartment”", "Remove “Available from 1/5/2026”"]);
    expect(links[0].href).toBe("/en?llegada=2026-01-05&orden=abc");
    expect(priceNote(NO_FILTERS, "menor-precio", null, EN)).toBe(
      "Sorted by price within each currency: pesos first, then dollars.",
    );
  });
});
