// The catalogue pages' data (the home, /tipo/{state}, /mapa): the domain's answer to a visitor's search
// (properties/catalogue-search.server.ts) shaped for the page, in its language. No URL reading and no query here.
import { keptByKey } from "../../cache/kept-by-key.server.ts";
import { settings } from "../../runtime/process/env.server.ts";
import type { FilterOptions } from "../../properties/catalogue.server.ts";
import { type CatalogueFilters, catalogueSearch, type SortValue } from "../../properties/catalogue-params.ts";
import {
  countText,
  dropLinks,
  priceNote,
  type Refine,
  type RefineField,
  refineFields,
  sortOptions,
} from "../../properties/catalogue-refine.ts";
import type { CatalogueSearch } from "../../properties/catalogue-search.ts";
import type { CatalogueAnswer, VisitContext } from "../../properties/catalogue-search.server.ts";
import type { Wording } from "../../i18n/wording.ts";
import { serverT } from "../../i18n/catalog.server.ts";
import { type Locale, localizedPath } from "../../i18n/locale.ts";
import { POOL_SEED_HEADER } from "../../properties/order-seed.ts";
import { type HomeFilterOptions, homeFilterOptions } from "./home-filter-options.server.ts";
import type { PropertySummary } from "../../properties/types.ts";
import type { MapAnswer, MapPin } from "../../map/pins.server.ts";
import { MAP_LINK, mapCountText } from "../../map/texts.ts";
import { CLOSED_STATES } from "../../properties/options.ts";

export interface CatalogueData {
  items: PropertySummary[];
  hasMore: boolean;
  shown: number;
  /** The visit's order seed, carried by every link and form of the page. */
  seed: string;
  /** The filters in effect (values that are not among the options are dropped). */
  filters: CatalogueFilters;
  sort: SortValue;
  /** What surrounds the results (catalogue-refine.ts): plain data, rendered as it is. */
  refine: Refine;
}

export type { HomeFilterOptions };
export type HomeData = CatalogueData & { options: HomeFilterOptions };

/** The request's part in answering a search: the page cache's pooled seed and the public pages' budget. */
export function visitContext(request: Request): VisitContext {
  return { poolSeed: request.headers.get(POOL_SEED_HEADER), budgetMs: settings().PUBLIC_QUERY_TIMEOUT_MS };
}

const wordingOf = (locale: Locale): Wording => ({ t: serverT(locale), locale });

/** The home's and /tipo's data: one page of cards and what surrounds them. */
export function catalogueData({ search, seed, rate, results }: CatalogueAnswer): CatalogueData {
  const wording = wordingOf(search.locale);
  const path = localizedPath(search.path, search.locale);
  const refine: Refine = {
    ...fixedRefine(search, wording),
    count: results ? countText(results.count.n, results.count.more, wording) : null,
    note: priceNote(search.filters, search.sort, rate, wording),
    currencyChoice: !rate,
    drop: dropLinks(path, search, { seed: seed.text, sort: search.sort }, wording),
    map: {
      label: wording.t(MAP_LINK),
      href: `${localizedPath("/mapa", search.locale)}${catalogueSearch({ filters: search.filters, sort: search.sort })}`,
    },
  };
  return {
    items: results?.items ?? [],
    hasMore: results?.hasMore ?? false,
    shown: search.shown,
    seed: seed.text,
    filters: search.filters,
    sort: search.sort,
    refine,
  };
}

export function homeData(answer: CatalogueAnswer): HomeData {
  return { ...catalogueData(answer), options: keptHomeOptions(answer.options, answer.search) };
}

/** 'Más filtros' and the sort choice: only the filters and the language make them (kept: decision 230). */
const refineKept = keptByKey<Pick<Refine, "fields" | "sortOptions">>(200);
function fixedRefine({ filters, locale }: CatalogueSearch, wording: Wording) {
  return refineKept(`${locale} ${JSON.stringify(filters)}`, () => ({
    fields: refineFields(filters, wording),
    sortOptions: sortOptions(wording),
  }));
}

/** The home bar's options: the same for one set of listings (one `options` result), language and price. */
const homeOptionsKept = new WeakMap<
  FilterOptions,
  (key: string, compute: () => HomeFilterOptions) => HomeFilterOptions
>();
function keptHomeOptions(options: FilterOptions, { locale, filters, price }: CatalogueSearch): HomeFilterOptions {
  let kept = homeOptionsKept.get(options);
  if (!kept) {
    kept = keptByKey<HomeFilterOptions>(50);
    homeOptionsKept.set(options, kept);
  }
  return kept(`${locale} ${filters.precio}`, () => homeFilterOptions(options, wordingOf(locale), price));
}

export interface MapData {
  pins: MapPin[];
  /** The search as the filter form shows it (the home's bar, reused on /mapa: docs/decisions/212). */
  filters: CatalogueFilters;
  sort: SortValue;
  seed: string;
  options: HomeFilterOptions;
  /** Rendered into the filters' HTML on the server (decision 212), never sent. */
  refine: { fields: RefineField[]; currencyChoice: boolean };
  /** '12 propiedades con ubicación.' (or the cap's notice); null when the query failed. */
  count: string | null;
  /** The list these results come from, with the same filters ('Ver el listado'). */
  listHref: string;
  /** One 'Quitar «…»' link per filter in effect, to this map without it. */
  drop: Refine["drop"];
}

/** /mapa's data (issue #18): the pins, the list link, the drop links and the filter form's data. */
export function mapData({ search, seed, options, rate, results }: MapAnswer): MapData {
  const wording = wordingOf(search.locale);
  const { filters, sort } = search;
  return {
    pins: results?.pins ?? [],
    count: results ? mapCountText(results.pins.length, results.capped, wording.t) : null,
    listHref: localizedPath(listHref(filters, sort), search.locale),
    drop: dropLinks(localizedPath(search.path, search.locale), search, { seed: "", sort }, wording),
    filters,
    sort,
    seed: seed.text,
    options: homeFilterOptions(options, wording, search.price),
    refine: { fields: refineFields(filters, wording), currencyChoice: !rate },
  };
}

/** Closed deals are listed on their own /tipo page; any other search on the home page. */
function listHref(filters: CatalogueFilters, sort: SortValue): string {
  if (CLOSED_STATES.includes(filters.estado as never)) {
    const { estado, ...rest } = filters;
    return `/tipo/${encodeURIComponent(estado)}${catalogueSearch({ filters: rest, sort })}`;
  }
  return `/${catalogueSearch({ filters, sort })}#propiedades`;
}
