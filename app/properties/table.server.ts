// The dashboard listing table: one page of listings for the URL's search/sort/page/size, done by the
// database with an index for every sortable column, and the total without counting when nothing is filtered.
import type { Kysely, SelectQueryBuilder } from "kysely";
import { isPostgres } from "../db/engine.ts";
import { type Database, toBool } from "../db/schema.ts";
import { summaryColumns, toSummary, withCoverColumns } from "./listing-row.server.ts";
import { priceOrderedSeqs } from "./table-price-order.server.ts";
import type { SortKey, TableParams } from "./table-params.ts";
import { ftsOnly, matchesAll, nameMatchesAll, searchTerms } from "./table-search.server.ts";
import type { PropertySummary } from "./types.ts";
import { notInTrash } from "./visibility.server.ts";

const COLUMN = {
  nombre: "name",
  tipo: "type",
  estado: "state",
  localidad: "locality",
  precio: "price",
  visitas: "view_count",
  consultas: "enquiry_count",
  creada: "seq",
} as const satisfies Record<SortKey, string>;

/** A row of the staff table: the card's fields plus all-time counts, the creation time and the version its
 *  featured toggle and delete button name (docs/decisions/085). */
export type TableRow = PropertySummary & {
  views: number;
  enquiries: number;
  createdAt: string;
  version: number;
  draft: boolean;
};

export interface TablePage {
  rows: TableRow[];
  /** Listings matching the search ('Número de Registros'). */
  total: number;
  page: number;
  pages: number;
}

/** The listings the table's search matches (every page of it): the table itself and 'all results' of a bulk action. */
function tableBase(db: Kysely<Database>, params: TableParams, options: { featuredOnly?: boolean }) {
  const engine = isPostgres(db) ? "postgres" : "sqlite";
  const terms = searchTerms(params.view === "tarjetas" ? params.name : params.search);
  const byName = params.view === "tarjetas";
  // Trashed listings live in 'Papelera' only; the search index and counts leave them out too (migration 014).
  let base = db.selectFrom("properties").where(notInTrash());
  if (options.featuredOnly) base = base.where("featured", "=", true);
  if (terms.length) base = base.where((eb) => (byName ? nameMatchesAll : matchesAll)(eb, terms, engine));
  return { base, terms, engine, byName } as const;
}

/** Ids of every listing the search matches, in table order, up to `limit` (a bulk action's 'all results'). */
export async function matchingIds(
  db: Kysely<Database>,
  params: TableParams,
  options: { featuredOnly?: boolean; limit: number },
): Promise<string[]> {
  const rows = await tableBase(db, params, options).base.select("id").orderBy("seq").limit(options.limit).execute();
  return rows.map((r) => r.id);
}

export async function listForTable(
  db: Kysely<Database>,
  params: TableParams,
  /** `rate`: pesos per dollar, for the 'Precio' order (the public sort's rule, decision 133). */
  options: { featuredOnly?: boolean; rate?: number | null } = {},
): Promise<TablePage> {
  const { base, terms, engine, byName } = tableBase(db, params, options);

  const fast = options.featuredOnly || byName ? null : ftsOnly(terms, engine);
  const count = async () => {
    if (fast) return Number((await fast.count.execute(db)).rows[0].n);
    return terms.length ? countRows(base) : countAll(db, options.featuredOnly);
  };
  const column = COLUMN[params.sort];
  const fetchPage = async (page: number) => {
    if (params.sort === "precio") return pricePage(db, base, params, page, options.rate ?? null);
    // Deferred join: the page's keys come from the (column, seq) index alone, so skipping rows for a deep
    // page walks the index, not the table; only the page's own rows are then read.
    let keys = base.select("seq").orderBy(column, params.dir);
    if (column !== "seq") keys = keys.orderBy("seq", params.dir);
    keys = keys.limit(params.size).offset((page - 1) * params.size);
    const offset = (page - 1) * params.size;
    let query = rowColumns(db)
      .where("seq", "in", fast && column === "seq" ? fast.newestKeys(params.dir, params.size, offset) : keys)
      .orderBy(column, params.dir);
    if (column !== "seq") query = query.orderBy("seq", params.dir);
    return query.execute();
  };
  // Count and page at once (PostgreSQL runs them on two connections); re-read only if the page was past the end.
  let [total, rows] = await Promise.all([count(), fetchPage(params.page)]);
  const pages = Math.max(1, Math.ceil(total / params.size));
  const page = Math.min(params.page, pages);
  if (page !== params.page) rows = await fetchPage(page);
  return {
    total,
    page,
    pages,
    rows: rows.map((r) => ({
      ...toSummary(r),
      views: Number(r.view_count),
      enquiries: Number(r.enquiry_count),
      createdAt: r.created_at,
      version: Number(r.version),
      draft: toBool(r.draft),
    })),
  };
}

const rowColumns = (db: Kysely<Database>) =>
  withCoverColumns(db.selectFrom("properties")).select([
    ...summaryColumns,
    "view_count",
    "enquiry_count",
    "properties.created_at",
    "version",
    "draft",
  ]);

/** One page in price order: its seqs from priceOrderedSeqs, then its rows, put back in that order. */
async function pricePage(
  db: Kysely<Database>,
  // biome-ignore lint/complexity/noBannedTypes: `{}` is Kysely's own type for a query that selects nothing yet.
  base: SelectQueryBuilder<Database, "properties", {}>,
  params: TableParams,
  page: number,
  rate: number | null,
) {
  const offset = (page - 1) * params.size;
  const seqs = await priceOrderedSeqs(base, { dir: params.dir, rate, offset, size: params.size });
  if (seqs.length === 0) return [];
  const rows = await rowColumns(db).select("seq").where("seq", "in", seqs).execute();
  const at = new Map(seqs.map((seq, i) => [seq, i]));
  return rows.sort((a, b) => at.get(Number(a.seq))! - at.get(Number(b.seq))!);
}

// biome-ignore lint/complexity/noBannedTypes: `{}` is Kysely's own type for a query that selects nothing yet.
async function countRows(base: SelectQueryBuilder<Database, "properties", {}>): Promise<number> {
  const row = await base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** From the trigger-kept counts: constant time however many listings there are. */
async function countAll(db: Kysely<Database>, featuredOnly = false): Promise<number> {
  let q = db.selectFrom("property_counts").select((eb) => eb.fn.sum<number>("n").as("n"));
  if (featuredOnly) q = q.where("featured", "=", true);
  const row = await q.executeTakeFirst();
  return Number(row?.n ?? 0);
}
