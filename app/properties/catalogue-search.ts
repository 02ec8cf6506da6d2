// A visitor's search (issue 34, docs/decisions/265): the URL and the page it was asked on, read once into one typed
// value that everything downstream takes (the query, the refine links, the map, the alert form).
import type { Locale } from "../i18n/locale.ts";
import { type CatalogueFilters, readCatalogueParams, type SortValue } from "./catalogue-params.ts";
import { isPropertyState, type PropertyState } from "./options.ts";
import type { OrderSeed } from "./order-seed.ts";
import type { PriceRange } from "./price-range.ts";

/** Where the search was asked: the home's grid, one state's page (/tipo/{state}), or the map. */
export type CataloguePage = { kind: "home" } | { kind: "state"; state: PropertyState } | { kind: "map" };

export interface CatalogueSearch {
  page: CataloguePage;
  locale: Locale;
  /** The page's own path, before its language's prefix ('/', '/tipo/Venta', '/mapa'). */
  path: string;
  /** The URL values as links write them back; a value the page does not take is '' already. */
  filters: CatalogueFilters;
  /** `filters.precio` parsed (null: no price filter), read once with the URL. */
  price: PriceRange | null;
  sort: SortValue;
  /** How many listings are shown: a multiple of PAGE_SIZE. */
  shown: number;
  /** The URL's order seed, if it had a valid one. */
  seed: OrderSeed | null;
  /** Filters the page sets itself, never offered to drop (/tipo's state). */
  fixed: Array<keyof CatalogueFilters>;
}

/** The filters and the parsed price: what a query's terms are made of (a saved search has only these). */
export type SearchFilters = Pick<CatalogueSearch, "filters" | "price">;

/**
 * The URL as the page takes it. Lenient: a malformed or unknown value is no filter. /tipo's state is the page's own
 * and the home bar's other filters do not apply there; the map takes any state, as /tipo does. Values a select could
 * not have sent (a locality no listing has) are dropped by the domain, which knows the options (catalogue-search.server.ts).
 */
export function readCatalogueSearch(
  params: URLSearchParams,
  page: CataloguePage,
  locale: Locale = "es",
): CatalogueSearch {
  const read = readCatalogueParams(params);
  const common = { page, locale, sort: read.sort, shown: read.shown, seed: read.seed };
  switch (page.kind) {
    case "state":
      return {
        ...common,
        path: `/tipo/${encodeURIComponent(page.state)}`,
        filters: { ...read.filters, localidad: "", tipo: "", precio: "", estado: page.state },
        price: null,
        fixed: ["estado"],
      };
    case "map": {
      const estado = isPropertyState(read.filters.estado) ? read.filters.estado : "";
      return { ...common, path: "/mapa", filters: { ...read.filters, estado }, price: read.price, fixed: [] };
    }
    default:
      return { ...common, path: "/", filters: read.filters, price: read.price, fixed: [] };
  }
}
