// Which requests the page cache may answer, and under what key (decision 111): anonymous GET/HEAD of the public
// pages, with only the catalogue's own parameters, written the way the site's links write them.
import { catalogueSearch, readCatalogueParams } from "../app/properties/catalogue-params.ts";

export interface PageKey {
  /** Path and canonical query: the same string for every request this answer fits. */
  key: string;
  /** A catalogue page without `orden`: the visit gets a seed from the pool, which becomes part of the key. */
  needsSeed: boolean;
}

type Kind = "home" | "state" | "plain";

function kindOf(pathname: string): Kind | null {
  if (pathname === "/") return "home";
  if (/^\/tipo\/[^/]{1,100}$/.test(pathname)) return "state";
  if (/^\/propiedad\/[^/]{1,100}$/.test(pathname)) return "plain";
  if (pathname === "/sobreNosotros" || pathname === "/sitemap.xml") return "plain";
  return null;
}

const PARAMS: Record<Kind, Set<string>> = {
  home: new Set(["localidad", "tipo", "estado", "precio", "mostrar", "orden"]),
  state: new Set(["mostrar", "orden"]),
  plain: new Set(),
};

/**
 * The key for a cacheable URL, or null: another page, an unknown or repeated parameter, or a query the site's
 * links would write differently (`mostrar=7`, empty filters, a malformed seed). Those are rendered as before and
 * never stored, so made-up URLs cannot fill the cache with copies of one page.
 */
export function pageKey(pathname: string, search: string): PageKey | null {
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
    filters: kind === "home" ? read.filters : undefined,
    shown: read.shown,
    seed: read.seed?.text,
  });
  if (canonical !== `?${query}`) return null;
  return { key: `${pathname}${canonical}`, needsSeed: read.seed === null };
}
