// The home filter bar: a GET form (works without JavaScript, shareable, back button restores it). /mapa shows the
// same bar, searching the map (docs/decisions/212).
import Search from "lucide-react/icons/search";
import type { CatalogueFilters } from "../../properties/catalogue-params.ts";
import type { RefineField } from "../../properties/catalogue-refine.ts";
import { Select } from "../../ui/select.tsx";
import { buttonClass } from "../../ui/button.tsx";
import { MoreFilters } from "../../ui/catalogue-refine.tsx";
import type { HomeFilterOptions } from "./catalogue-loader.server.ts";
import { useT } from "../../i18n/use-t.ts";

/** The search the bar shows: the home's and /mapa's data alike (decision 212). */
export interface FilterBarSearch {
  filters: CatalogueFilters;
  options: HomeFilterOptions;
  /** The 'Más filtros' fields, and whether 'Moneda' is a choice (no reference rate: decision 133). */
  refine: { fields: RefineField[]; currencyChoice: boolean };
  /** The chosen sort ('ordenar'), kept by a new search. */
  sort: string;
  seed: string;
}

interface Props {
  search: FilterBarSearch;
  listingId: string;
  /** The searching page's path in the page's language: '/' or '/en' (the home), '/mapa' or '/en/mapa'. */
  home: string;
  onSearch: (url: string) => void;
  onReset: (e: React.MouseEvent<HTMLAnchorElement>) => void;
  resetHref: string;
}

export function HomeFilters(props: Props) {
  const { search, listingId, home, onSearch, onReset, resetHref } = props;
  const { filters, options, sort, seed } = search;
  const { fields, currencyChoice } = search.refine;
  const t = useT();
  // With no reference rate, prices in pesos and dollars are never compared: 'Moneda' is a choice (decision 133).
  const selects: Array<[name: keyof HomeFilterOptions, label: string]> = [
    ["localidad", t("Localidad")],
    ["tipo", t("Tipo de propiedad")],
    ["estado", t("Estado")],
    ["precio", t("Rango de precio")],
  ];
  if (currencyChoice) selects.push(["moneda", t("Moneda")]);
  function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    // The same query string the browser would send, empty fields left out so URLs stay short.
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(e.currentTarget)) if (value) params.append(name, String(value));
    onSearch(`${home}?${params}`);
  }
  const active = Object.values(filters).some(Boolean);
  // role="search" on the form itself: it must stay a GET <form> to work without JavaScript (biome.json).
  return (
    <form
      method="get"
      action={`${home}#${listingId}`}
      onSubmit={submit}
      role="search"
      aria-label={t("Buscar propiedades")}
      // Remounted when the URL's filters change, so the selects show them (reset, back button).
      key={JSON.stringify(filters)}
      // Three selects a row from the large breakpoint: five or six cells in one row cut their own choices
      // ('Todas las localida', 'USD 500.000 - 1.000.000'; issue 31).
      className="grid gap-3 rounded-2xl bg-white p-4 text-slate-900 shadow-xl sm:grid-cols-2 lg:grid-cols-3"
    >
      <input type="hidden" name="orden" value={seed} />
      {sort ? <input type="hidden" name="ordenar" value={sort} /> : null}
      {selects.map(([name, label]) => (
        <Select
          key={name}
          id={`filtro-${name}`}
          name={name}
          label={label}
          labelHidden
          defaultValue={filters[name]}
          options={options[name]}
        />
      ))}
      <div className="flex items-center gap-2 sm:col-span-2 lg:col-span-1">
        <button type="submit" className={buttonClass("primary", "h-12 flex-1")}>
          <Search aria-hidden="true" className="size-5" />
          {t("Buscar")}
        </button>
        {active && (
          <a href={resetHref} onClick={onReset} className={buttonClass("secondary", "h-12")}>
            {t("Restablecer")}
          </a>
        )}
      </div>
      <MoreFilters fields={fields} />
    </form>
  );
}
