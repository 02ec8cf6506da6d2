// What the catalogue pages show around the results (decision 132): the 'Más filtros' fields, the sort choice, the
// result count, and one link per active filter to drop it. Plain data built by the loader, so the public pages'
// JS only renders it (the first-load budget, docs/decisions/045).
import { type CatalogueFilters, catalogueSearch, NO_FILTERS, type SortValue } from "./catalogue-params.ts";
import { type CurrencyRate, rateLabel } from "./currency-rate.ts";
import { formatDate, formatNumber } from "./format.ts";
import type { CatalogueSearch } from "./catalogue-search.ts";
import { parsePriceRange, type PriceRange } from "./price-range.ts";
import { typeLabel } from "./type-labels.ts";
import { msg } from "../i18n/msg.ts";
import type { Wording } from "../i18n/wording.ts";

export interface RefineField {
  name: keyof CatalogueFilters;
  label: string;
  /** A select's options ('' first: no filter), or none for a checkbox sending '1'. */
  options?: Array<{ value: string; label: string }>;
  /** A day input instead ('Disponible del … al …'). */
  date?: true;
  value: string;
}
export interface Refine {
  fields: RefineField[];
  sortOptions: typeof SORT_OPTIONS;
  /** '23 propiedades'; null when the count could not be made. */
  count: string | null;
  note: string | null;
  /** With no rate, the 'Moneda' choice; with one, no choice (prices compare through it). */
  currencyChoice: boolean;
  drop: Array<{ label: string; href: string }>;
  /** 'Ver en el mapa' with the same filters (issue #18): text and link as data, so they cost the page no JS. */
  map?: { label: string; href: string };
}

const atLeast = (n: number, any: string) => [
  { value: "", label: any },
  ...Array.from({ length: n }, (_, i) => ({ value: String(i + 1), label: `${i + 1}+` })),
];
const SURFACES = [50, 100, 200, 500, 1000];

export function refineFields(f: CatalogueFilters, { t, locale }: Wording): RefineField[] {
  return [
    {
      name: "dormitorios",
      label: t("Dormitorios"),
      options: atLeast(4, t("Dormitorios: cualquiera")),
      value: f.dormitorios,
    },
    { name: "ambientes", label: t("Ambientes"), options: atLeast(5, t("Ambientes: cualquiera")), value: f.ambientes },
    {
      name: "superficie",
      label: t("Superficie mínima"),
      options: [
        { value: "", label: t("Superficie: cualquiera") },
        ...[...new Set([...SURFACES, ...(f.superficie ? [Number(f.superficie)] : [])])]
          .sort((a, b) => a - b)
          .map((m) => ({ value: String(m), label: t("Desde {area} m²", { area: formatNumber(m, locale) }) })),
      ],
      value: f.superficie,
    },
    { name: "credito", label: t("Apto crédito"), value: f.credito },
    { name: "mascotas", label: t("Acepta mascotas"), value: f.mascotas },
    { name: "cochera", label: t("Con cochera"), value: f.cochera },
    { name: "pileta", label: t("Con pileta"), value: f.pileta },
    // Only where temporary rentals can be listed: any state, or Alquiler Temporal (decision 138).
    ...(f.estado === "" || f.estado === "Alquiler Temporal"
      ? [
          { name: "llegada" as const, label: t("Disponible del"), date: true as const, value: f.llegada },
          { name: "salida" as const, label: t("Disponible al"), date: true as const, value: f.salida },
        ]
      : []),
  ];
}

export const SORT_OPTIONS: Array<{ value: SortValue; label: string }> = [
  { value: "", label: msg("Destacadas primero") },
  { value: "menor-precio", label: msg("Menor precio") },
  { value: "mayor-precio", label: msg("Mayor precio") },
  { value: "recientes", label: msg("Más recientes") },
  { value: "superficie", label: msg("Mayor superficie") },
];

export function sortOptions({ t }: Wording): typeof SORT_OPTIONS {
  return SORT_OPTIONS.map((o) => ({ ...o, label: t(o.label) }));
}

/**
 * Counts already worded, per translation function (the server's: one per language, `serverT`): Lingui's plural
 * rules cost ~0.1 ms a call, 5% of an uncached home's CPU (decision 255). A few hundred counts at most; emptied past
 * that.
 */
const worded = new WeakMap<Wording["t"], Map<string, string>>();
const WORDED_MAX = 512;

/** '23 propiedades', '1 propiedad', 'Más de 1.000 propiedades'. */
export function countText(n: number, more: boolean, { t, locale }: Wording): string {
  const counts = worded.get(t) ?? new Map<string, string>();
  worded.set(t, counts);
  const key = `${locale} ${n} ${more}`;
  const known = counts.get(key);
  if (known !== undefined) return known;
  const text = more
    ? t("Más de {count} propiedades", { count: formatNumber(n, locale) })
    : t("{count, plural, one {# propiedad} other {# propiedades}}", { count: n });
  if (counts.size >= WORDED_MAX) counts.clear();
  counts.set(key, text);
  return text;
}

/** How prices were compared, when it matters: across currencies through the rate, or within one. */
export function priceNote(
  f: CatalogueFilters,
  sort: SortValue,
  rate: CurrencyRate | null,
  { t, locale }: Wording,
): string | null {
  const byPrice = sort === "menor-precio" || sort === "mayor-precio" || Boolean(f.precio);
  if (!byPrice) return null;
  if (rate) return t("Precios en pesos y dólares comparados con el {rate}.", { rate: rateLabel(rate, locale) });
  if (f.moneda)
    return f.moneda === "USD"
      ? t("Solo propiedades con precio en dólares.")
      : t("Solo propiedades con precio en pesos.");
  return sort ? t("Ordenadas por precio dentro de cada moneda: primero pesos, después dólares.") : null;
}

/** A filter's name and value in words; `price` is the value already parsed, when it is 'precio' and at hand. */
export function filterLabel(
  name: keyof CatalogueFilters,
  value: string,
  wording: Wording,
  price: PriceRange | null = name === "precio" ? parsePriceRange(value) : null,
): string {
  const { t, locale } = wording;
  const n = (v: number) => formatNumber(v, locale);
  switch (name) {
    case "localidad":
      return value;
    case "tipo":
      return t(typeLabel(value));
    case "estado":
      return t(value);
    case "precio": {
      const r = price;
      return r ? `${t("Precio")} ${n(r.min)} - ${n(r.max)}${r.currency ? ` ${r.currency}` : ""}` : value;
    }
    case "dormitorios":
      return `${t("Dormitorios")} ${value}+`;
    case "ambientes":
      return `${t("Ambientes")} ${value}+`;
    case "superficie":
      return t("Desde {area} m²", { area: n(Number(value)) });
    case "moneda":
      return `${t("Moneda")} ${value}`;
    case "llegada":
    case "salida": {
      const date = formatDate(`${value}T12:00:00Z`, locale, { timeZone: "UTC" });
      return name === "llegada" ? t("Disponible del {date}", { date }) : t("Disponible al {date}", { date });
    }
    default:
      return refineFields({ ...NO_FILTERS, [name]: value }, wording).find((f) => f.name === name)?.label ?? name;
  }
}

/** One link per active filter (a fixed one, such as /tipo's state, excluded) to the same search without it. */
export function dropLinks(
  path: string,
  search: Pick<CatalogueSearch, "filters" | "price"> & { fixed?: CatalogueSearch["fixed"] },
  state: { seed: string; sort: SortValue },
  wording: Wording,
): Array<{ label: string; href: string }> {
  const { filters: f, price, fixed = [] } = search;
  return (Object.keys(f) as Array<keyof CatalogueFilters>)
    .filter((name) => f[name] && !fixed.includes(name))
    .map((name) => ({
      label: wording.t("Quitar «{filter}»", { filter: filterLabel(name, f[name], wording, price) }),
      href: `${path}${catalogueSearch({ filters: withoutFixed({ ...f, [name]: "" }, fixed), ...state })}`,
    }));
}

function withoutFixed(f: CatalogueFilters, fixed: Array<keyof CatalogueFilters>): Partial<CatalogueFilters> {
  return Object.fromEntries(Object.entries(f).filter(([name]) => !fixed.includes(name as keyof CatalogueFilters)));
}
