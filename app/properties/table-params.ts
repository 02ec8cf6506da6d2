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
  buscar: string;
  /** Cards search over the name only. */
  nombre: string;
  orden: SortKey;
  dir: SortDir;
  pagina: number;
  tamano: PageSize;
  vista: TableView;
}

export const DEFAULT_PARAMS: TableParams = {
  buscar: "",
  nombre: "",
  orden: "creada",
  dir: "desc",
  pagina: 1,
  tamano: DEFAULT_PAGE_SIZE,
  vista: "tabla",
};

const MAX_SEARCH = 100;

export function parseTableParams(search: URLSearchParams): TableParams {
  const orden = search.get("orden");
  const dir = search.get("dir");
  const size = Number(search.get("tamano"));
  const page = Number(search.get("pagina"));
  const sort = (SORT_KEYS as readonly string[]).includes(orden ?? "") ? (orden as SortKey) : DEFAULT_PARAMS.orden;
  return {
    buscar: (search.get("buscar") ?? "").trim().slice(0, MAX_SEARCH),
    nombre: (search.get("nombre") ?? "").trim().slice(0, MAX_SEARCH),
    orden: sort,
    dir: dir === "asc" || dir === "desc" ? dir : sort === "creada" ? "desc" : "asc",
    pagina: Number.isInteger(page) && page >= 1 ? page : 1,
    tamano: (PAGE_SIZES as readonly number[]).includes(size) ? (size as PageSize) : DEFAULT_PAGE_SIZE,
    vista: search.get("vista") === "tarjetas" ? "tarjetas" : "tabla",
  };
}

/** The query string for `params` with `changes` applied; defaults are left out so URLs stay short. */
export function tableSearch(params: TableParams, changes: Partial<TableParams> = {}): string {
  const next = { ...params, ...changes };
  const out = new URLSearchParams();
  for (const key of Object.keys(DEFAULT_PARAMS) as Array<keyof TableParams>) {
    const value = next[key];
    if (key === "dir" && value === defaultDir(next.orden)) continue;
    if (key !== "dir" && value === DEFAULT_PARAMS[key]) continue;
    out.set(key, String(value));
  }
  const s = out.toString();
  return s ? `?${s}` : "";
}

export function defaultDir(sort: SortKey): SortDir {
  return sort === "creada" ? "desc" : "asc";
}

/** Clicking a header: a new column starts in its natural direction; the current one flips. */
export function sortChange(params: TableParams, key: SortKey): Partial<TableParams> {
  const dir = params.orden === key ? (params.dir === "asc" ? "desc" : "asc") : defaultDir(key);
  return { orden: key, dir, pagina: 1 };
}
