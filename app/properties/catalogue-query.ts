// The catalogue's filters (URL values) as the query's filter terms: one translation, used by the public pages and
// by saved searches (issue 36), so a saved search matches exactly what its page listed.
import type { CatalogueQuery } from "./catalogue.server.ts";
import type { SearchFilters } from "./catalogue-search.ts";
import type { CurrencyRate } from "./currency-rate.ts";

export type FilterTerms = Omit<CatalogueQuery, "sort" | "seed" | "limit" | "openOnly">;

/** The 'Moneda' choice only applies when there is no rate (decision 133). */
export function filterTerms({ filters: f, price }: SearchFilters, rate: CurrencyRate | null): FilterTerms {
  const n = (v: string) => (v ? Number(v) : null);
  return {
    locality: f.localidad,
    type: f.tipo,
    state: f.estado,
    price,
    minDormitorios: n(f.dormitorios),
    minAmbientes: n(f.ambientes),
    minSuperficie: n(f.superficie),
    aptoCredito: f.credito === "1",
    aceptaMascotas: f.mascotas === "1",
    conCochera: f.cochera === "1",
    conPileta: f.pileta === "1",
    available: f.llegada && f.salida ? { from: f.llegada, to: f.salida } : null,
    currency: rate ? null : ((f.moneda || null) as CatalogueQuery["currency"]),
    rate: rate?.value ?? null,
  };
}
