// Loader helper shared by the home page and /tipo/{type}: URL state in, one page of listings (and filters) out.
import type { Kysely } from "kysely";
import { versioned } from "../../cache/versioned.server.ts";
import { QueryTimeoutError } from "../../db/query-timeout.ts";
import { withStatementBudget } from "../../db/sqlite-driver.ts";
import { settings } from "../../env.server.ts";
import type { Database } from "../../db/schema.ts";
import {
  type CatalogueQuery,
  filterOptions,
  listCatalogue,
  type FilterOptions,
} from "../../properties/catalogue.server.ts";
import { NO_FILTERS, readCatalogueParams, type CatalogueFilters } from "../../properties/catalogue-params.ts";
import { newSeed, type OrderSeed, parseSeed, POOL_SEED_HEADER } from "../../properties/order-seed.ts";
import { priceBands, type PriceBand } from "../../properties/price-bands.ts";
import { parsePriceRange, priceRangeValue } from "../../properties/price-range.ts";
import type { PropertySummary } from "../../properties/types.ts";
import { log } from "../../log/logger.server.ts";

export interface CatalogueData {
  items: PropertySummary[];
  hasMore: boolean;
  shown: number;
  /** The visit's order seed, carried by every link and form of the page. */
  seed: string;
  /** The filters in effect (values that are not among the options are dropped). */
  filters: CatalogueFilters;
}

export interface HomeFilterOptions {
  localities: string[];
  types: string[];
  states: string[];
  priceBands: PriceBand[];
}

export type HomeData = CatalogueData & { options: HomeFilterOptions };

const EMPTY_OPTIONS: FilterOptions = { localities: [], types: [], states: [], priceSpreads: [] };

/** Values a select could not have sent act as no filter; a well-formed custom price range stays. */
function effectiveFilters(f: CatalogueFilters, o: FilterOptions): CatalogueFilters {
  const pick = (value: string, allowed: string[]) => (allowed.includes(value) ? value : "");
  const range = parsePriceRange(f.precio);
  return {
    localidad: pick(f.localidad, o.localities),
    tipo: pick(f.tipo, o.types),
    estado: pick(f.estado, o.states),
    precio: range ? priceRangeValue(range) : "",
  };
}

/** SPEC.md §8: a query that took too long shows the empty state and is logged. Anything else (the database is
 * down, a bug) is thrown on to the error page, which answers 503 during an outage (docs/decisions/083). */
function keepTimeoutOnly(err: unknown) {
  if (!(err instanceof QueryTimeoutError)) throw err;
  log.error({ err }, "Error al obtener casas");
}

/** The URL's seed; else the one the page cache chose from its pool (decision 111); else a new one. */
function visitSeed(own: OrderSeed | null, headers?: Headers): OrderSeed {
  return own ?? parseSeed(headers?.get(POOL_SEED_HEADER)) ?? newSeed();
}

/** Pages up to this many listings are kept (decision 114): 500 kept results of at most 36 cards stay a few MB. */
const KEEP_SHOWN = 36;

/**
 * One page of the catalogue, kept until a listing changes (decision 114) when it is likely to be asked again: a
 * seed from the URL or the pool (a fresh one is this visit's alone) and a short page. The key is the query as
 * normalized (effective filters, the seed's text, the count), so two URLs for one page share it.
 */
function cataloguePage(db: Kysely<Database>, q: CatalogueQuery, fresh: boolean) {
  // On SQLite the query holds this process: the public pages' shorter deadline bounds that (decision 115).
  const list = () => withStatementBudget(settings().PUBLIC_QUERY_TIMEOUT_MS, () => listCatalogue(db, q));
  if (fresh || q.limit > KEEP_SHOWN) return list();
  const key = `catalogue:${JSON.stringify({ ...q, seed: q.seed.text })}`;
  return versioned(db, key, list);
}

export async function loadHome(db: Kysely<Database>, search: URLSearchParams, headers?: Headers): Promise<HomeData> {
  const params = readCatalogueParams(search);
  const seed = visitSeed(params.seed, headers);
  const fresh = seed.text !== params.seed?.text && seed.text !== headers?.get(POOL_SEED_HEADER);
  let options = EMPTY_OPTIONS;
  let filters = NO_FILTERS;
  try {
    // The same for every visit until a listing changes (decision 112).
    options = await versioned(db, "filter-options", () => filterOptions(db));
    filters = effectiveFilters(params.filters, options);
    const query = {
      openOnly: true,
      locality: filters.localidad,
      type: filters.tipo,
      state: filters.estado,
      price: parsePriceRange(filters.precio),
      seed,
      limit: params.shown,
    };
    const page = await cataloguePage(db, query, fresh);
    return { ...page, shown: params.shown, seed: seed.text, filters, options: homeOptions(options) };
  } catch (err) {
    keepTimeoutOnly(err);
    return { items: [], hasMore: false, shown: params.shown, seed: seed.text, filters, options: homeOptions(options) };
  }
}

function homeOptions(o: FilterOptions): HomeFilterOptions {
  return { localities: o.localities, types: o.types, states: o.states, priceBands: priceBands(o.priceSpreads) };
}

export async function loadState(
  db: Kysely<Database>,
  state: string,
  search: URLSearchParams,
  headers?: Headers,
): Promise<CatalogueData> {
  const params = readCatalogueParams(search);
  const seed = visitSeed(params.seed, headers);
  const fresh = seed.text !== params.seed?.text && seed.text !== headers?.get(POOL_SEED_HEADER);
  const base = { shown: params.shown, seed: seed.text, filters: { ...NO_FILTERS, estado: state } };
  try {
    return { ...(await cataloguePage(db, { state, seed, limit: params.shown }, fresh)), ...base };
  } catch (err) {
    keepTimeoutOnly(err);
    return { items: [], hasMore: false, ...base };
  }
}
