// A saved search's filters: the catalogue's own URL values, stored as the page had them and read back through the
// catalogue's own parsing (catalogue-params.ts), turned into the catalogue's own query terms (catalogue-query.ts).
import { type CatalogueFilters, catalogueSearch, readCatalogueParams } from "../properties/catalogue-params.ts";
import type { CatalogueQuery } from "../properties/catalogue.server.ts";
import { filterTerms } from "../properties/catalogue-query.ts";
import type { SearchFilters } from "../properties/catalogue-search.ts";
import type { CurrencyRate } from "../properties/currency-rate.ts";
import { CLOSED_STATES } from "../properties/options.ts";
import { localizedPath, type Locale } from "../i18n/locale.ts";

/** Lenient, like the pages: a value the catalogue would not take is no filter. */
export function readFilters(values: URLSearchParams | Record<string, string>): CatalogueFilters {
  return readCatalogueParams(new URLSearchParams(values)).filters;
}

/** The stored form: only the filters in use, as the catalogue's query string. */
export const storedFilters = (f: CatalogueFilters): string => catalogueSearch({ filters: f }).replace(/^\?/, "");

export const filtersOf = (stored: string): CatalogueFilters => readFilters(new URLSearchParams(stored));

/** A stored search read back as the pages read theirs: the filters and the price range, parsed once. */
export function savedSearch(stored: string): SearchFilters {
  const { filters, price } = readCatalogueParams(new URLSearchParams(stored));
  return { filters, price };
}

/**
 * The catalogue query a search runs: the page's terms; without a state, closed deals left out (the home and the
 * map do that; /tipo always names its state).
 */
export function searchQuery(s: SearchFilters, rate: CurrencyRate | null, withDrafts = false): CatalogueQuery {
  // Seed and limit only order and cut pages: a match is not paged.
  return { ...filterTerms(s, rate), openOnly: !s.filters.estado, withDrafts, seed: { a: 0, b: 0, text: "" }, limit: 0 };
}

/** Where the visitor sees every listing of the search: its /tipo page for closed deals, else the home's results. */
export function resultsPath(f: CatalogueFilters, locale: Locale): string {
  if (CLOSED_STATES.includes(f.estado as never)) {
    const { estado, ...rest } = f;
    return localizedPath(`/tipo/${encodeURIComponent(estado)}${catalogueSearch({ filters: rest })}`, locale);
  }
  return localizedPath(`/${catalogueSearch({ filters: f })}`, locale);
}
