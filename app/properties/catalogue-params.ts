// The catalogue's URL state (filters, how many are shown, the visit's order seed): read leniently, written back.
import { PAGE_SIZE, MAX_SHOWN, parseSeed, type OrderSeed } from "./order-seed.ts";
import { parsePriceRange, type PriceRange, priceRangeValue } from "./price-range.ts";

export { PAGE_SIZE, MAX_SHOWN };

/** Longer values cannot be one of ours: treated as no filter. */
const MAX_VALUE_LENGTH = 100;

export interface CatalogueFilters {
  localidad: string;
  tipo: string;
  estado: string;
  precio: string;
  // 'Más filtros' (issue #16, decision 132): each one a URL value, '' when not used.
  /** Minimum bedrooms '1'–'4'; minimum rooms '1'–'5'. */
  dormitorios: string;
  ambientes: string;
  /** '1' when ticked. */
  credito: string;
  mascotas: string;
  cochera: string;
  pileta: string;
  /** Minimum surface in whole m². */
  superficie: string;
  /** '$' or 'USD': with no reference rate, price filters and sorts stay within one currency (decision 133). */
  moneda: string;
  /** 'Disponible del … al …' ('YYYY-MM-DD', both or neither): free temporary rentals (decision 138). */
  llegada: string;
  salida: string;
}

/** The URL's 'ordenar' values; '' is the spec's order (featured first, in the visit's random order). */
export const SORTS = {
  "": "featured",
  "menor-precio": "price-asc",
  "mayor-precio": "price-desc",
  recientes: "recent",
  superficie: "surface",
} as const;
export type SortValue = keyof typeof SORTS;
export type CatalogueSort = (typeof SORTS)[SortValue];

export interface CatalogueParams {
  /** The URL values as links write them back (`precio` in its one written form). */
  filters: CatalogueFilters;
  /** `filters.precio`, parsed: the only place the range is read (null: no price filter). */
  price: PriceRange | null;
  /** How many listings are shown: a multiple of PAGE_SIZE between PAGE_SIZE and MAX_SHOWN. */
  shown: number;
  seed: OrderSeed | null;
  /** The 'ordenar' value ('' for the spec's order). */
  sort: SortValue;
}

export const NO_FILTERS: CatalogueFilters = {
  localidad: "",
  tipo: "",
  estado: "",
  precio: "",
  dormitorios: "",
  ambientes: "",
  credito: "",
  mascotas: "",
  cochera: "",
  pileta: "",
  superficie: "",
  moneda: "",
  llegada: "",
  salida: "",
};

/** Each 'Más filtros' value's accepted form; anything else is no filter. */
const PATTERNS: Partial<Record<keyof CatalogueFilters, RegExp>> = {
  dormitorios: /^[1-4]$/,
  ambientes: /^[1-5]$/,
  credito: /^1$/,
  mascotas: /^1$/,
  cochera: /^1$/,
  pileta: /^1$/,
  superficie: /^[1-9]\d{0,6}$/,
  moneda: /^(\$|USD)$/,
  llegada: /^\d{4}-\d{2}-\d{2}$/,
  salida: /^\d{4}-\d{2}-\d{2}$/,
};

/** A real calendar day's epoch ms, or NaN. Not seasons.ts: this module ships in public chunks (first-load JS). */
const dayMs = (d: string) => {
  const t = Date.parse(`${d}T00:00:00Z`);
  return t && new Date(t).toISOString().startsWith(d) ? t : Number.NaN;
};

/** The availability range only as a pair of real days, departure after arrival, at most a year: else neither. */
function availabilityPair(f: CatalogueFilters): CatalogueFilters {
  const nights = (dayMs(f.salida) - dayMs(f.llegada)) / 86_400_000;
  return nights >= 1 && nights <= 365 ? f : { ...f, llegada: "", salida: "" };
}

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
  const price = parsePriceRange(text(search, "precio"));
  return {
    filters: availabilityPair({
      localidad: text(search, "localidad"),
      tipo: text(search, "tipo"),
      estado: text(search, "estado"),
      precio: price ? priceRangeValue(price) : "",
      ...(Object.fromEntries(
        Object.entries(PATTERNS).map(([name, pattern]) => {
          const value = text(search, name);
          return [name, pattern.test(value) ? value : ""];
        }),
      ) as Omit<CatalogueFilters, "localidad" | "tipo" | "estado" | "precio">),
    }),
    price,
    shown: parseShown(search.get("mostrar")),
    seed: parseSeed(search.get("orden")),
    sort: parseSort(search.get("ordenar")),
  };
}

export function parseSort(value: string | null): SortValue {
  return value && Object.hasOwn(SORTS, value) ? (value as SortValue) : "";
}

/** The query string for a catalogue state; defaults are left out so URLs stay short. */
export function catalogueSearch(state: {
  filters?: Partial<CatalogueFilters>;
  shown?: number;
  seed?: string;
  sort?: SortValue;
}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(state.filters ?? {})) if (value) params.set(name, value);
  if (state.sort) params.set("ordenar", state.sort);
  if (state.shown && state.shown > PAGE_SIZE) params.set("mostrar", String(state.shown));
  if (state.seed) params.set("orden", state.seed);
  const qs = params.toString();
  return qs ? `?${qs}` : "";
}

export type { PriceRange };
