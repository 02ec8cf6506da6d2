// Loader helper shared by the home page and /tipo/{type}: URL state in, one page of listings (and filters) out.
import type { Kysely } from "kysely";
import { keptByKey } from "../../cache/kept-by-key.server.ts";
import { versioned } from "../../cache/versioned.server.ts";
import { QueryTimeoutError } from "../../db/query-timeout.ts";
import { withStatementBudget } from "../../db/sqlite-driver.ts";
import { settings } from "../../runtime/process/env.server.ts";
import type { Database } from "../../db/schema.ts";
import {
  type CatalogueQuery,
  countCatalogue,
  filterOptions,
  listCatalogue,
  type FilterOptions,
} from "../../properties/catalogue.server.ts";
import {
  type CatalogueParams,
  catalogueSearch,
  NO_FILTERS,
  readCatalogueParams,
  SORTS,
  type CatalogueFilters,
  type SortValue,
} from "../../properties/catalogue-params.ts";
import {
  countText,
  dropLinks,
  priceNote,
  type Refine,
  type RefineField,
  refineFields,
  sortOptions,
} from "../../properties/catalogue-refine.ts";
import type { Wording } from "../../i18n/wording.ts";
import { serverT } from "../../i18n/catalog.server.ts";
import { type Locale, localizedPath } from "../../i18n/locale.ts";
import { type CurrencyRate, equivalentText } from "../../properties/currency-rate.ts";
import { rateNow } from "../../properties/currency-rate.server.ts";
import { newSeed, type OrderSeed, parseSeed, POOL_SEED_HEADER } from "../../properties/order-seed.ts";
import { visitSeedPool } from "../../properties/seed-pool.server.ts";
import { type HomeFilterOptions, homeFilterOptions } from "./home-filter-options.server.ts";
import { parsePriceRange, priceRangeValue } from "../../properties/price-range.ts";
import { filterTerms } from "../../properties/catalogue-query.ts";
import type { PropertySummary } from "../../properties/types.ts";
import { log } from "../../log/logger.server.ts";
import { listMapPins, type MapPin } from "../../map/pins.server.ts";
import { MAP_LINK, mapCountText } from "../../map/texts.ts";
import { CLOSED_STATES, isPropertyState } from "../../properties/options.ts";

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

/** The query for the URL's state: the filters' terms (catalogue-query.ts), the order and the page size. */
function catalogueQuery(
  f: CatalogueFilters,
  params: CatalogueParams,
  seed: CatalogueQuery["seed"],
  rate: CurrencyRate | null,
): CatalogueQuery {
  return { ...filterTerms(f, rate), sort: SORTS[params.sort], seed, limit: params.shown };
}

async function refineData(
  db: Kysely<Database>,
  q: CatalogueQuery,
  page: { items: PropertySummary[] } | null,
  where: {
    path: string;
    filters: CatalogueFilters;
    sort: SortValue;
    seed: string;
    fixed?: Array<keyof CatalogueFilters>;
  },
  rate: CurrencyRate | null,
  locale: Locale,
): Promise<Refine> {
  const count = page ? await catalogueCount(db, q) : null;
  const wording: Wording = { t: serverT(locale), locale };
  const path = localizedPath(where.path, locale);
  return {
    ...fixedRefine(where.filters, locale, wording),
    count: count ? countText(count.n, count.more, wording) : null,
    note: priceNote(where.filters, where.sort, rate, wording),
    currencyChoice: !rate,
    drop: dropLinks(path, where.filters, { seed: where.seed, sort: where.sort }, wording, where.fixed),
    map: {
      label: wording.t(MAP_LINK),
      href: `${localizedPath("/mapa", locale)}${catalogueSearch({ filters: where.filters, sort: where.sort })}`,
    },
  };
}

/** 'Más filtros' and the sort choice: only the filters and the language make them (kept: decision 230). */
const refineKept = keptByKey<Pick<Refine, "fields" | "sortOptions">>(200);
function fixedRefine(filters: CatalogueFilters, locale: Locale, wording: Wording) {
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
function keptHomeOptions(options: FilterOptions, locale: Locale, price: string): HomeFilterOptions {
  let kept = homeOptionsKept.get(options);
  if (!kept) {
    kept = keptByKey<HomeFilterOptions>(50);
    homeOptionsKept.set(options, kept);
  }
  return kept(`${locale} ${price}`, () => homeFilterOptions(options, { t: serverT(locale), locale }, price));
}

const EMPTY_OPTIONS: FilterOptions = { localities: [], types: [], states: [], priceSpreads: [] };

/** Values a select could not have sent act as no filter; a well-formed custom price range stays. */
function effectiveFilters(f: CatalogueFilters, o: FilterOptions, rate: CurrencyRate | null): CatalogueFilters {
  const pick = (value: string, allowed: string[]) => (allowed.includes(value) ? value : "");
  const range = parsePriceRange(f.precio);
  return {
    ...f,
    localidad: pick(f.localidad, o.localities),
    tipo: pick(f.tipo, o.types),
    estado: pick(f.estado, o.states),
    precio: range ? priceRangeValue(range) : "",
    moneda: rate ? "" : f.moneda,
  };
}

/** SPEC.md §8: a query that took too long shows the empty state and is logged. Anything else (the database is
 * down, a bug) is thrown on to the error page, which answers 503 during an outage (docs/decisions/083). */
function keepTimeoutOnly(err: unknown) {
  if (!(err instanceof QueryTimeoutError)) throw err;
  log.error({ err }, "Error al obtener casas");
}

/**
 * The URL's seed; else the one the page cache chose from its pool (decision 111); else one of the same pool (a
 * visit the cache does not answer: signed in, or PAGE_CACHE=off; decision 236), so its results are kept too.
 */
function visitSeed(own: OrderSeed | null, headers?: Headers): OrderSeed {
  return own ?? parseSeed(headers?.get(POOL_SEED_HEADER)) ?? parseSeed(visitSeedPool().pick()) ?? newSeed();
}

/** Pages up to this many listings are kept (decision 114): 500 kept results of at most 36 cards stay a few MB. */
const KEEP_SHOWN = 36;

/** On SQLite a query holds its process: the public pages' shorter deadline bounds that (decision 115). */
function budgeted<T>(run: () => Promise<T>): Promise<T> {
  return withStatementBudget(settings().PUBLIC_QUERY_TIMEOUT_MS, run);
}

/**
 * Each card's price in the other currency, marked approximate (only with a rate), in the page's language. The kept
 * results are shared by every visit and language (`versioned`) and stay as the query gave them: the cards with it
 * are new objects, made once per page of results, language and rate.
 */
const equivalents = new WeakMap<PropertySummary[], Map<string, PropertySummary[]>>();
function withEquivalents<P extends { items: PropertySummary[] }>(
  page: P,
  rate: CurrencyRate | null,
  locale: Locale,
): P {
  if (!rate) return page;
  let byLocale = equivalents.get(page.items);
  if (!byLocale) {
    byLocale = new Map();
    equivalents.set(page.items, byLocale);
  }
  const key = `${locale} ${rate.value} ${rate.name} ${rate.date}`;
  let items = byLocale.get(key);
  if (!items) {
    items = page.items.map((p) => ({
      ...p,
      equivalent: equivalentText(p.currency, p.price, rate, locale) ?? undefined,
    }));
    byLocale.set(key, items);
  }
  return { ...page, items };
}

/**
 * One page of the catalogue, kept until a listing changes (decision 114) when it is likely to be asked again: a
 * seed from the URL or the pool (decision 236: every visit has one of those) and a short page. The key is the query as
 * normalized (effective filters, the seed's text, the count), so two URLs for one page share it.
 */
function cataloguePage(db: Kysely<Database>, q: CatalogueQuery) {
  const list = () => budgeted(() => listCatalogue(db, q));
  if (q.limit > KEEP_SHOWN) return list();
  return versioned(db, `catalogue:${JSON.stringify({ ...q, seed: q.seed.text })}`, list);
}

/** How many listings match: the same for every seed and page size, kept until a listing changes. */
function catalogueCount(db: Kysely<Database>, q: CatalogueQuery) {
  const key = `count:${JSON.stringify({ ...q, seed: undefined, limit: undefined })}`;
  return versioned(db, key, () => budgeted(() => countCatalogue(db, q)));
}

export async function loadHome(
  db: Kysely<Database>,
  search: URLSearchParams,
  headers?: Headers,
  locale: Locale = "es",
): Promise<HomeData> {
  const params = readCatalogueParams(search);
  const seed = visitSeed(params.seed, headers);
  let options = EMPTY_OPTIONS;
  let filters = NO_FILTERS;
  let rate: CurrencyRate | null = null;
  const where = () => ({ path: "/", filters, sort: params.sort, seed: seed.text });
  try {
    // The same for every visit until a listing changes (decision 112).
    [options, rate] = await Promise.all([versioned(db, "filter-options", () => filterOptions(db)), rateNow(db)]);
    filters = effectiveFilters(params.filters, options, rate);
    const q = { ...catalogueQuery(filters, params, seed, rate), openOnly: true };
    const page = withEquivalents(await cataloguePage(db, q), rate, locale);
    const refine = await refineData(db, q, page, where(), rate, locale);
    const homeOpts = keptHomeOptions(options, locale, filters.precio);
    return { ...page, ...where(), shown: params.shown, seed: seed.text, options: homeOpts, refine };
  } catch (err) {
    keepTimeoutOnly(err);
    const refine = await refineData(db, {} as CatalogueQuery, null, where(), rate, locale);
    return {
      items: [],
      hasMore: false,
      ...where(),
      shown: params.shown,
      options: keptHomeOptions(options, locale, filters.precio),
      refine,
    };
  }
}

export async function loadState(
  db: Kysely<Database>,
  state: string,
  search: URLSearchParams,
  headers?: Headers,
  locale: Locale = "es",
): Promise<CatalogueData> {
  const params = readCatalogueParams(search);
  const seed = visitSeed(params.seed, headers);
  const rate = await rateNow(db);
  // The state is the page's own; the other filters of the home bar do not apply here.
  const filters = { ...params.filters, localidad: "", tipo: "", precio: "", estado: state };
  if (rate) filters.moneda = "";
  const path = `/tipo/${encodeURIComponent(state)}`;
  const where = { path, filters, sort: params.sort, seed: seed.text, fixed: ["estado" as const] };
  const base = { shown: params.shown, seed: seed.text, filters, sort: params.sort };
  const q = catalogueQuery(filters, params, seed, rate);
  try {
    const page = withEquivalents(await cataloguePage(db, q), rate, locale);
    return { ...page, ...base, refine: await refineData(db, q, page, where, rate, locale) };
  } catch (err) {
    keepTimeoutOnly(err);
    return { items: [], hasMore: false, ...base, refine: await refineData(db, q, null, where, rate, locale) };
  }
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

/**
 * /mapa (issue #18): the home's and /tipo's filters, every matching listing with a point (up to MAP_CAP). A state
 * filter may name any state, as /tipo does; without one, closed deals are left out, as on the home page.
 */
export async function loadMap(
  db: Kysely<Database>,
  search: URLSearchParams,
  secret: string,
  locale: Locale = "es",
): Promise<MapData> {
  const wording: Wording = { t: serverT(locale), locale };
  const params = readCatalogueParams(search);
  const estado = isPropertyState(params.filters.estado) ? params.filters.estado : "";
  let filters = { ...NO_FILTERS, estado };
  let options = EMPTY_OPTIONS;
  let rate: CurrencyRate | null = null;
  const seed = params.seed ?? newSeed();
  const around = () => aroundMap(filters, params.sort, seed.text, options, rate, wording);
  try {
    [options, rate] = await Promise.all([versioned(db, "filter-options", () => filterOptions(db)), rateNow(db)]);
    filters = { ...effectiveFilters(params.filters, options, rate), estado };
    const q = { ...catalogueQuery(filters, params, seed, rate), openOnly: !estado };
    const { pins, capped } = await budgeted(() => listMapPins(db, q, secret, locale));
    return { pins, count: mapCountText(pins.length, capped, wording.t), ...around() };
  } catch (err) {
    keepTimeoutOnly(err);
    return { pins: [], count: null, ...around() };
  }
}

/** What surrounds the map: the list link, the drop links and the filter form's data, in the page's language. */
function aroundMap(
  filters: CatalogueFilters,
  sort: SortValue,
  seed: string,
  options: FilterOptions,
  rate: CurrencyRate | null,
  wording: Wording,
) {
  return {
    listHref: localizedPath(listHref(filters, sort), wording.locale),
    drop: dropLinks(localizedPath("/mapa", wording.locale), filters, { seed: "", sort }, wording),
    filters,
    sort,
    seed,
    options: homeFilterOptions(options, wording, filters.precio),
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
