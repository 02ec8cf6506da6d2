// What the catalogue pages show around the results (decision 132): the 'Más filtros' fields, the sort choice, the
// result count, and one link per active filter to drop it. Plain data built by the loader, so the public pages'
// JS only renders it (the first-load budget, docs/decisions/045).
import { type CatalogueFilters, catalogueSearch, NO_FILTERS, type SortValue } from "./catalogue-params.ts";
import { type CurrencyRate, rateLabel } from "./currency-rate.ts";
import { formatNumber } from "./format.ts";
import { parsePriceRange } from "./price-range.ts";
import { typeLabel } from "./type-labels.ts";

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

const atLeast = (n: number, noun: string) => [
  { value: "", label: `${noun}: cualquiera` },
  ...Array.from({ length: n }, (_, i) => ({ value: String(i + 1), label: `${i + 1}+` })),
];
const SURFACES = [50, 100, 200, 500, 1000];

export function refineFields(f: CatalogueFilters): RefineField[] {
  return [
    { name: "dormitorios", label: "Dormitorios", options: atLeast(4, "Dormitorios"), value: f.dormitorios },
    { name: "ambientes", label: "Ambientes", options: atLeast(5, "Ambientes"), value: f.ambientes },
    {
      name: "superficie",
      label: "Superficie mínima",
      options: [
        { value: "", label: "Superficie: cualquiera" },
        ...[...new Set([...SURFACES, ...(f.superficie ? [Number(f.superficie)] : [])])]
          .sort((a, b) => a - b)
          .map((m) => ({ value: String(m), label: `Desde ${formatNumber(m)} m²` })),
      ],
      value: f.superficie,
    },
    { name: "credito", label: "Apto crédito", value: f.credito },
    { name: "mascotas", label: "Acepta mascotas", value: f.mascotas },
    { name: "cochera", label: "Con cochera", value: f.cochera },
    { name: "pileta", label: "Con pileta", value: f.pileta },
    // Only where temporary rentals can be listed: any state, or Alquiler Temporal (decision 138).
    ...(f.estado === "" || f.estado === "Alquiler Temporal"
      ? [
          { name: "llegada" as const, label: "Disponible del", date: true as const, value: f.llegada },
          { name: "salida" as const, label: "Disponible al", date: true as const, value: f.salida },
        ]
      : []),
  ];
}

export const SORT_OPTIONS: Array<{ value: SortValue; label: string }> = [
  { value: "", label: "Destacadas primero" },
  { value: "menor-precio", label: "Menor precio" },
  { value: "mayor-precio", label: "Mayor precio" },
  { value: "recientes", label: "Más recientes" },
  { value: "superficie", label: "Mayor superficie" },
];

/** '23 propiedades', '1 propiedad', 'Más de 1.000 propiedades'. */
export function countText(n: number, more: boolean): string {
  if (more) return `Más de ${formatNumber(n)} propiedades`;
  return n === 1 ? "1 propiedad" : `${formatNumber(n)} propiedades`;
}

/** How prices were compared, when it matters: across currencies through the rate, or within one. */
export function priceNote(f: CatalogueFilters, sort: SortValue, rate: CurrencyRate | null): string | null {
  const byPrice = sort === "menor-precio" || sort === "mayor-precio" || Boolean(f.precio);
  if (!byPrice) return null;
  if (rate) return `Precios en pesos y dólares comparados con el ${rateLabel(rate)}.`;
  if (f.moneda) return `Solo propiedades con precio en ${f.moneda === "USD" ? "dólares" : "pesos"}.`;
  return sort ? "Ordenadas por precio dentro de cada moneda: primero pesos, después dólares." : null;
}

function filterLabel(name: keyof CatalogueFilters, value: string): string {
  switch (name) {
    case "localidad":
      return value;
    case "tipo":
      return typeLabel(value);
    case "estado":
      return value;
    case "precio": {
      const r = parsePriceRange(value);
      return r ? `Precio ${formatNumber(r.min)} - ${formatNumber(r.max)}${r.currency ? ` ${r.currency}` : ""}` : value;
    }
    case "dormitorios":
      return `Dormitorios ${value}+`;
    case "ambientes":
      return `Ambientes ${value}+`;
    case "superficie":
      return `Desde ${formatNumber(Number(value))} m²`;
    case "moneda":
      return `Moneda ${value}`;
    case "llegada":
    case "salida":
      return `Disponible ${name === "llegada" ? "del" : "al"} ${value.split("-").reverse().join("/")}`;
    default:
      return refineFields({ ...NO_FILTERS, [name]: value }).find((f) => f.name === name)?.label ?? name;
  }
}

/** One link per active filter (a fixed one, such as /tipo's state, excluded) to the same search without it. */
export function dropLinks(
  path: string,
  f: CatalogueFilters,
  state: { seed: string; sort: SortValue },
  fixed: Array<keyof CatalogueFilters> = [],
): Array<{ label: string; href: string }> {
  return (Object.keys(f) as Array<keyof CatalogueFilters>)
    .filter((name) => f[name] && !fixed.includes(name))
    .map((name) => ({
      label: `Quitar «${filterLabel(name, f[name])}»`,
      href: `${path}${catalogueSearch({ filters: withoutFixed({ ...f, [name]: "" }, fixed), ...state })}`,
    }));
}

function withoutFixed(f: CatalogueFilters, fixed: Array<keyof CatalogueFilters>): Partial<CatalogueFilters> {
  return Object.fromEntries(Object.entries(f).filter(([name]) => !fixed.includes(name as keyof CatalogueFilters)));
}
