// The catalogue's URL state (filters, how many are shown, the visit's order seed): read leniently, written back.
import { PAGE_SIZE, MAX_SHOWN, parseSeed, type OrderSeed } from "./order-seed.ts";
import { parsePriceRange, type PriceRange } from "./price-range.ts";

export { PAGE_SIZE, MAX_SHOWN };

/** Longer values cannot be one of ours: treated as no filter. */
const MAX_VALUE_LENGTH = 100;

export interface CatalogueFilters {
  localidad: string;
  tipo: string;
  estado: string;
  precio: string;
}

export interface CatalogueParams {
  filters: CatalogueFilters;
  /** How many listings are shown: a multiple of PAGE_SIZE between PAGE_SIZE and MAX_SHOWN. */
  shown: number;
  seed: OrderSeed | null;
}

export const NO_FILTERS: CatalogueFilters = { localidad: "", tipo: "", estado: "", precio: "" };

function text(search: URLSearchParams, name: string): string {
  const value = (search.get(name) ?? "").trim();
  return value.length > MAX_VALUE_LENGTH ? "" : value;
}

/** 'mostrar': garbage, negatives and zero give one page; huge values are clamped; others round up to a page. */
export function parseShown(value: string | null): number {
  if (!value || !/^\d{1,9}$/.test(value)) return PAGE_SIZE;
  const pages = Math.ceil(Number(value) / PAGE_SIZE);
  return Math.min(MAX_SHOWN, Math.max(PAGE_SIZE, pages * PAGE_SIZE));
}

export function readCatalogueParams(search: URLSearchParams): CatalogueParams {
  return {
    filters: {
      localidad: text(search, "localidad"),
      tipo: text(search, "tipo"),
      estado: text(search, "estado"),
      precio: parsePriceRange(text(search, "precio")) ? text(search, "precio") : "",
    },
    shown: parseShown(search.get("mostrar")),
    seed: parseSeed(search.get("orden")),
  };
}

/** The query string for a catalogue state; defaults are left out so URLs stay short. */
export function catalogueSearch(state: { filters?: Partial<CatalogueFilters>; shown?: number; seed?: string }): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(state.filters ?? {})) if (value) params.set(name, value);
  if (state.shown && state.shown > PAGE_SIZE) params.set("mostrar", String(state.shown));
  if (state.seed) params.set("orden", state.seed);
  const qs = params.toString();
  return qs ? `?${qs}` : "";
}

export type { PriceRange };
