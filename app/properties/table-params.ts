// The dashboard listing table's state as it lives in the URL: search, sort, page, page size, view.
// Shared by the loader (parse) and the components (build links); lenient: anything odd falls back to defaults.

export const PAGE_SIZES = [10, 20, 50, 100, 300, 500] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 10;

/** Sortable columns, by their URL name. 'creada' (newest first) is the default order. */
export const SORT_KEYS = ["nombre", "tipo", "estado", "localidad", "precio", "visitas", "consultas", "creada"] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDir = "asc" | "desc";

export type TableView = "tabla" | "tarjetas";

export interface TableParams {
  /** Table search over name, locality, address and id. */
  search: string;
  /** Cards search over the name only. */
  name: string;
  sort: SortKey;
  dir: SortDir;
  page: number;
  size: PageSize;
  view: TableView;
}

/** The Spanish names the URL uses for each parameter (what staff see and share). */
export const URL_KEYS = {
  search: "buscar",
  name: "nombre",
  sort: "orden",
  dir: "dir",
  page: "pagina",
  size: "tamano",
  view: "vista",
} as const satisfies Record<keyof TableParams, string>;
export type UrlKey = (typeof URL_KEYS)[keyof TableParams];

export const DEFAULT_PARAMS: TableParams = {
  search: "",
  name: "",
  sort: "creada",
  dir: "desc",
  page: 1,
  size: DEFAULT_PAGE_SIZE,
  view: "tabla",
};

const MAX_SEARCH = 100;
/** No table has this many pages; a larger number (`?pagina=99999999999999999999`) asks for the last page. */
export const MAX_PAGE = 1_000_000;

export function parseTableParams(query: URLSearchParams): TableParams {
  const get = (key: keyof TableParams) => query.get(URL_KEYS[key]);
  const sortText = get("sort");
  const dir = get("dir");
  const size = Number(get("size"));
  const page = Number(get("page"));
  const sort = (SORT_KEYS as readonly string[]).includes(sortText ?? "") ? (sortText as SortKey) : DEFAULT_PARAMS.sort;
  return {
    search: (get("search") ?? "").trim().slice(0, MAX_SEARCH),
    name: (get("name") ?? "").trim().slice(0, MAX_SEARCH),
    sort,
    dir: dir === "asc" || dir === "desc" ? dir : sort === "creada" ? "desc" : "asc",
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? (size as PageSize) : DEFAULT_PAGE_SIZE,
    view: get("view") === "tarjetas" ? "tarjetas" : "tabla",
  };
}

/** The query string for `params` with `changes` applied; defaults are left out so URLs stay short. */
export function tableSearch(params: TableParams, changes: Partial<TableParams> = {}): string {
  const next = { ...params, ...changes };
  const out = new URLSearchParams();
  for (const key of Object.keys(DEFAULT_PARAMS) as Array<keyof TableParams>) {
    const value = next[key];
    if (key === "dir" && value === defaultDir(next.sort)) continue;
    if (key !== "dir" && value === DEFAULT_PARAMS[key]) continue;
    out.set(URL_KEYS[key], String(value));
  }
  const s = out.toString();
  return s ? `?${s}` : "";
}

export function defaultDir(sort: SortKey): SortDir {
  return sort === "creada" ? "desc" : "asc";
}

/** Clicking a header: a new column starts in its natural direction; the current one flips. */
export function sortChange(params: TableParams, key: SortKey): Partial<TableParams> {
  const dir = params.sort === key ? (params.dir === "asc" ? "desc" : "asc") : defaultDir(key);
  return { sort: key, dir, page: 1 };
}
