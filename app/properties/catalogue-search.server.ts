// The catalogue's answer to a visitor's search (issue 34, docs/decisions/265): the search in effect (values no
// select offers dropped), one page of listings and how many match, kept until a listing changes (decision 114).
import type { Kysely } from "kysely";
import { versioned } from "../cache/versioned.server.ts";
import { QueryTimeoutError } from "../db/query-timeout.ts";
import type { Database } from "../db/schema.ts";
import { withStatementBudget } from "../db/sqlite-driver.ts";
import type { Locale } from "../i18n/locale.ts";
import { log } from "../log/logger.server.ts";
import {
  type CatalogueQuery,
  countCatalogue,
  type FilterOptions,
  filterOptions,
  listCatalogue,
} from "./catalogue.server.ts";
import { NO_FILTERS, SORTS } from "./catalogue-params.ts";
import { filterTerms } from "./catalogue-query.ts";
import type { CatalogueSearch } from "./catalogue-search.ts";
import { type CurrencyRate, equivalentText } from "./currency-rate.ts";
import { rateNow } from "./currency-rate.server.ts";
import { newSeed, type OrderSeed, parseSeed } from "./order-seed.ts";
import { visitSeedPool } from "./seed-pool.server.ts";
import type { PropertySummary } from "./types.ts";

/** How a public page runs its queries: the visit's pooled seed (decision 111) and the statement budget (115). */
export interface VisitContext {
  /** The seed the page cache chose for this visit (POOL_SEED_HEADER), if any. */
  poolSeed?: string | null;
  /** On SQLite a query holds its process: the public pages' shorter deadline bounds that (decision 115). */
  budgetMs: number;
}

export interface CatalogueAnswer {
  /** The search in effect: values no select offers dropped, 'Moneda' dropped with a rate (decision 133). */
  search: CatalogueSearch;
  /** The visit's order seed, carried by every link and form of the page. */
  seed: OrderSeed;
  options: FilterOptions;
  rate: CurrencyRate | null;
  /** Null when a query took too long (SPEC.md §8: the empty state). */
  results: { items: PropertySummary[]; hasMore: boolean; count: { n: number; more: boolean } } | null;
}

export const NO_OPTIONS: FilterOptions = { localities: [], types: [], states: [], priceSpreads: [] };

/** The home's and /mapa's options and the rate: the same for every visit until a listing changes (decision 112). */
export function optionsAndRate(db: Kysely<Database>): Promise<[FilterOptions, CurrencyRate | null]> {
  return Promise.all([versioned(db, "filter-options", () => filterOptions(db)), rateNow(db)]);
}

/**
 * Values a select could not have sent act as no filter (the home and the map; /tipo's filters are its own, and the
 * map's state was checked when read); with a rate, the 'Moneda' choice does not apply.
 */
export function inEffect(s: CatalogueSearch, o: FilterOptions | null, rate: CurrencyRate | null): CatalogueSearch {
  const pick = (value: string, allowed: string[]) => (allowed.includes(value) ? value : "");
  const f = { ...s.filters, moneda: rate ? "" : s.filters.moneda };
  if (o) {
    f.localidad = pick(f.localidad, o.localities);
    f.tipo = pick(f.tipo, o.types);
    if (s.page.kind === "home") f.estado = pick(f.estado, o.states);
  }
  return { ...s, filters: f };
}

/** What a page shows when its options could not be read: no filter but the map's state. */
export function unfiltered(s: CatalogueSearch): CatalogueSearch {
  return { ...s, filters: { ...NO_FILTERS, estado: s.page.kind === "map" ? s.filters.estado : "" }, price: null };
}

/** The query a search runs; without a state, closed deals are left out (the home and the map). */
export function catalogueQuery(s: CatalogueSearch, seed: OrderSeed, rate: CurrencyRate | null): CatalogueQuery {
  const q: CatalogueQuery = { ...filterTerms(s, rate), sort: SORTS[s.sort], seed, limit: s.shown };
  if (s.page.kind === "home") q.openOnly = true;
  if (s.page.kind === "map") q.openOnly = !s.filters.estado;
  return q;
}

/** SPEC.md §8: a query that took too long shows the empty state and is logged. Anything else (the database is
 * down, a bug) is thrown on to the error page, which answers 503 during an outage (docs/decisions/083). */
export function keepTimeoutOnly(err: unknown) {
  if (!(err instanceof QueryTimeoutError)) throw err;
  log.error({ err }, "Error al obtener casas");
}

/**
 * The URL's seed; else the one the page cache chose from its pool (decision 111); else one of the same pool (a
 * visit the cache does not answer: signed in, or PAGE_CACHE=off; decision 236), so its results are kept too.
 */
function visitSeed(s: CatalogueSearch, poolSeed?: string | null): OrderSeed {
  return s.seed ?? parseSeed(poolSeed) ?? parseSeed(visitSeedPool().pick()) ?? newSeed();
}

/** Pages up to this many listings are kept (decision 114): 500 kept results of at most 36 cards stay a few MB. */
const KEEP_SHOWN = 36;

/**
 * The list pages' answer: the home (options and rate read, unknown values dropped) and /tipo (the rate only).
 * A query that takes too long gives no results; any other failure is thrown.
 */
export async function answerCatalogueSearch(
  db: Kysely<Database>,
  asked: CatalogueSearch,
  visit: VisitContext,
): Promise<CatalogueAnswer> {
  const seed = visitSeed(asked, visit.poolSeed);
  const budgeted = <T>(run: () => Promise<T>) => withStatementBudget(visit.budgetMs, run);
  let answer: CatalogueAnswer = { search: asked, seed, options: NO_OPTIONS, rate: null, results: null };
  if (asked.page.kind === "state") {
    // /tipo reads the rate only, outside the queries' catch: a failure there is the error page, as it always was.
    const rate = await rateNow(db);
    answer = { ...answer, rate, search: inEffect(asked, null, rate) };
  } else {
    answer = { ...answer, search: unfiltered(asked) };
    try {
      const [options, rate] = await optionsAndRate(db);
      answer = { ...answer, options, rate, search: inEffect(asked, options, rate) };
    } catch (err) {
      keepTimeoutOnly(err);
      return answer;
    }
  }
  const q = catalogueQuery(answer.search, seed, answer.rate);
  try {
    const page = await cataloguePage(db, q, budgeted);
    const count = await catalogueCount(db, q, budgeted);
    const items = withEquivalents(page.items, answer.rate, asked.locale);
    return { ...answer, results: { items, hasMore: page.hasMore, count } };
  } catch (err) {
    keepTimeoutOnly(err);
    return answer;
  }
}

type Budget = <T>(run: () => Promise<T>) => Promise<T>;

/**
 * One page of the catalogue, kept until a listing changes (decision 114) when it is likely to be asked again: a
 * seed from the URL or the pool (decision 236: every visit has one of those) and a short page. The key is the query as
 * normalized (effective filters, the seed's text, the count), so two URLs for one page share it.
 */
function cataloguePage(db: Kysely<Database>, q: CatalogueQuery, budgeted: Budget) {
  const list = () => budgeted(() => listCatalogue(db, q));
  if (q.limit > KEEP_SHOWN) return list();
  return versioned(db, `catalogue:${JSON.stringify({ ...q, seed: q.seed.text })}`, list);
}

/** How many listings match: the same for every seed and page size, kept until a listing changes. */
function catalogueCount(db: Kysely<Database>, q: CatalogueQuery, budgeted: Budget) {
  const key = `count:${JSON.stringify({ ...q, seed: undefined, limit: undefined })}`;
  return versioned(db, key, () => budgeted(() => countCatalogue(db, q)));
}

/**
 * Each card's price in the other currency, marked approximate (only with a rate), in the page's language. The kept
 * results are shared by every visit and language (`versioned`) and stay as the query gave them: the cards with it
 * are new objects, made once per page of results, language and rate.
 */
const equivalents = new WeakMap<PropertySummary[], Map<string, PropertySummary[]>>();
function withEquivalents(page: PropertySummary[], rate: CurrencyRate | null, locale: Locale): PropertySummary[] {
  if (!rate) return page;
  let byLocale = equivalents.get(page);
  if (!byLocale) {
    byLocale = new Map();
    equivalents.set(page, byLocale);
  }
  const key = `${locale} ${rate.value} ${rate.name} ${rate.date}`;
  let items = byLocale.get(key);
  if (!items) {
    items = page.map((p) => ({ ...p, equivalent: equivalentText(p.currency, p.price, rate, locale) ?? undefined }));
    byLocale.set(key, items);
  }
  return items;
}
