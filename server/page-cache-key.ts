// Which requests the page cache may answer, and under what key (decision 111): anonymous GET/HEAD of the public
// pages, with only the catalogue's own parameters, written the way the site's links write them.
import {
  type CatalogueFilters,
  catalogueSearch,
  NO_FILTERS,
  readCatalogueParams,
} from "../app/properties/catalogue-params.ts";
import { localeFromPath, localizedPath } from "../app/i18n/locale.ts";

export interface PageKey {
  /** Path and canonical query: the same string for every request this answer fits. */
  key: string;
  /** A catalogue page without `orden`: the visit gets a seed from the pool, which becomes part of the key. */
  needsSeed: boolean;
}

type Kind = "home" | "state" | "plain";

/** The English pages (/en…, docs/decisions/170) are kept like their Spanish twins, under their own path. */
function kindOf(path: string): Kind | null {
  if (localeFromPath(path) === "en") {
    const spanish = localizedPath(path, "es");
    // The sitemap has no English twin; '/en/' is not a link the site writes ('/en' is).
    return spanish === "/sitemap.xml" || path === "/en/" ? null : spanishKind(spanish);
  }
  return spanishKind(path);
}

function spanishKind(pathname: string): Kind | null {
  if (pathname === "/") return "home";
  if (/^\/tipo\/[^/]{1,100}$/.test(pathname)) return "state";
  if (/^\/propiedad\/[^/]{1,100}$/.test(pathname)) return "plain";
  if (pathname === "/sobreNosotros" || pathname === "/sitemap.xml") return "plain";
  return null;
}

/** /tipo/{estado} takes the 'Más filtros' values, not the home bar's four (decision 132). */
const HOME_BAR = new Set<keyof CatalogueFilters>(["localidad", "tipo", "estado", "precio"]);
const STATE_FILTERS = (Object.keys(NO_FILTERS) as Array<keyof CatalogueFilters>).filter((n) => !HOME_BAR.has(n));
const PAGING = ["mostrar", "orden", "ordenar"];

const PARAMS: Record<Kind, Set<string>> = {
  home: new Set([...Object.keys(NO_FILTERS), ...PAGING]),
  state: new Set([...STATE_FILTERS, ...PAGING]),
  plain: new Set(),
};

function keptFilters(kind: Kind, filters: CatalogueFilters): Partial<CatalogueFilters> {
  if (kind === "home") return filters;
  return Object.fromEntries(STATE_FILTERS.map((n) => [n, filters[n]]));
}

/** React Router's data request for a page (`/_.data` for `/`, `/tipo/Venta.data`…), and which loaders it
 *  asks for (`_routes`, written last by the client). */
const ROUTES = /^_routes=[\w$/.,%-]{1,300}$/;

/**
 * A client-side navigation's data request (decision 116) gets the page's key plus the loaders it asks for, under
 * the same rules; anything else null. The answer holds the same data the page does, so it is shared the same way.
 */
function dataKey(pathname: string, search: string): PageKey | null {
  const page = pathname === "/_.data" ? "/" : pathname.endsWith(".data") ? pathname.slice(0, -5) : null;
  if (!page || page === "/sitemap.xml") return null;
  const query = search.startsWith("?") ? search.slice(1) : search;
  const parts = query === "" ? [] : query.split("&");
  const routes = parts.length && ROUTES.test(parts[parts.length - 1]) ? parts.pop()! : "";
  const found = pageKey(page, parts.length ? `?${parts.join("&")}` : "");
  return found && { ...found, key: `${found.key}\n.data ${routes}` };
}

/**
 * The key for a cacheable URL, or null: another page, an unknown or repeated parameter, or a query the site's
 * links would write differently (`mostrar=7`, empty filters, a malformed seed). Those are rendered as before and
 * never stored, so made-up URLs cannot fill the cache with copies of one page.
 */
export function pageKey(pathname: string, search: string): PageKey | null {
  if (pathname.endsWith(".data")) return dataKey(pathname, search);
  const kind = kindOf(pathname);
  if (!kind) return null;
  const query = search.startsWith("?") ? search.slice(1) : search;
  if (query === "") return { key: pathname, needsSeed: kind !== "plain" };
  if (kind === "plain") return null;
  const params = new URLSearchParams(query);
  const names = [...params.keys()];
  if (names.some((n) => !PARAMS[kind].has(n)) || new Set(names).size !== names.length) return null;
  const read = readCatalogueParams(params);
  const canonical = catalogueSearch({
    filters: keptFilters(kind, read.filters),
    shown: read.shown,
    seed: read.seed?.text,
    sort: read.sort,
  });
  if (canonical !== `?${query}`) return null;
  return { key: `${pathname}${canonical}`, needsSeed: read.seed === null };
}
