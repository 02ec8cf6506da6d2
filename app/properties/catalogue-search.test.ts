import { describe, expect, it } from "vitest";
import { NO_FILTERS } from "./catalogue-params.ts";
import { readCatalogueSearch } from "./catalogue-search.ts";

const url = (qs: string) => new URLSearchParams(qs);

describe("readCatalogueSearch", () => {
  it("reads one URL into the typed search, the price range parsed once", () => {
    const s = readCatalogueSearch(
      url(
        "localidad=Amboy&tipo=Casa&precio=+100000++-+250000+USD&dormitorios=3&ordenar=menor-precio&mostrar=10&orden=abc",
      ),
      { kind: "home" },
      "en",
    );
    expect(s).toMatchObject({
      page: { kind: "home" },
      locale: "en",
      path: "/",
      filters: { ...NO_FILTERS, localidad: "Amboy", tipo: "Casa", precio: "100000 - 250000 USD", dormitorios: "3" },
      price: { min: 100000, max: 250000, currency: "USD" },
      sort: "menor-precio",
      shown: 12,
      fixed: [],
    });
    expect(s.seed?.text).toBe("abc");
  });

  it("drops bad values: a reversed range, an unknown sort, a malformed 'Más filtros' value, a bad seed", () => {
    const s = readCatalogueSearch(url("precio=9+-+1&ordenar=barato&dormitorios=9&moneda=EUR&orden=!!&mostrar=-4"), {
      kind: "home",
    });
    expect(s.filters).toEqual(NO_FILTERS);
    expect(s.price).toBeNull();
    expect(s.sort).toBe("");
    expect(s.shown).toBe(6);
    expect(s.seed).toBeNull();
  });

  it("on /tipo the state is the page's own and the home bar's other filters do not apply", () => {
    const s = readCatalogueSearch(url("estado=Venta&localidad=Amboy&precio=1+-+2&pileta=1"), {
      kind: "state",
      state: "Vendido",
    });
    expect(s.filters).toEqual({ ...NO_FILTERS, estado: "Vendido", pileta: "1" });
    expect(s.price).toBeNull();
    expect(s.path).toBe("/tipo/Vendido");
    expect(s.fixed).toEqual(["estado"]);
  });

  it("on the map a state must be one of ours", () => {
    const map = (qs: string) => readCatalogueSearch(url(qs), { kind: "map" });
    expect(map("estado=Alquilado").filters.estado).toBe("Alquilado");
    expect(map("estado=Regalado&precio=1+-+2+%24").filters).toEqual({ ...NO_FILTERS, precio: "1 - 2 $" });
    expect(map("").path).toBe("/mapa");
  });
});
