// Case- and accent-insensitive substring search for the dashboard, on the indexes of migration 003:
// a trigram FTS5 table on SQLite, a pg_trgm GIN index on PostgreSQL.
import { type Expression, type ExpressionBuilder, sql, type SqlBool } from "kysely";
import type { Database } from "../db/schema.ts";
import { searchText } from "./listing-row.server.ts";

/** Whitespace-separated words, normalised like `search_text`; every word must match. */
export function searchTerms(query: string): string[] {
  return searchText(query).split(/\s+/).filter(Boolean).slice(0, 8);
}

function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

type Eb = ExpressionBuilder<Database, "properties">;

/** Every term occurs in name, locality, address or id. */
export function matchesAll(eb: Eb, terms: string[], engine: "sqlite" | "postgres"): Expression<SqlBool> {
  const likes = terms.map((t) => sql<SqlBool>`search_text LIKE ${likePattern(t)} ESCAPE '\\'`);
  if (engine === "postgres") return eb.and(likes); // pg_trgm answers LIKE '%…%' from the index
  // FTS5 trigrams need 3+ characters; shorter words are checked by LIKE on the rows the index kept.
  const long = terms.filter((t) => [...t].length >= 3);
  const short = terms
    .filter((t) => [...t].length < 3)
    .map((t) => sql<SqlBool>`search_text LIKE ${likePattern(t)} ESCAPE '\\'`);
  if (long.length === 0) return eb.and(short);
  return eb.and([
    sql<SqlBool>`seq IN (SELECT rowid FROM properties_search WHERE properties_search MATCH ${ftsMatch(long)})`,
    ...short,
  ]);
}

/** The FTS5 query for words of 3+ characters: each a quoted phrase, all required. */
function ftsMatch(terms: string[]): string {
  return terms.map((t) => `"${t.replace(/"/g, '""')}"`).join(" AND ");
}

/**
 * SQLite, plain search (every word 3+ characters, no other filter): the trigram index alone answers the
 * count, and — in the default newest-first order, since its rowid is `seq` — the page's keys too, without
 * materialising every match. Null when the general path applies.
 */
export function ftsOnly(terms: string[], engine: "sqlite" | "postgres") {
  if (engine !== "sqlite" || terms.length === 0 || terms.some((t) => [...t].length < 3)) return null;
  const match = ftsMatch(terms);
  return {
    count: sql<{ n: number }>`SELECT count(*) AS n FROM properties_search WHERE properties_search MATCH ${match}`,
    newestKeys: (dir: "asc" | "desc", limit: number, offset: number) =>
      sql<number>`(SELECT rowid FROM properties_search WHERE properties_search MATCH ${match}
                  ORDER BY rowid ${sql.raw(dir === "asc" ? "ASC" : "DESC")} LIMIT ${limit} OFFSET ${offset})`,
  };
}

/**
 * Every term occurs in the name. `search_text` starts with the normalised name, so a term is in the name
 * when its first occurrence in `search_text` ends within the name's length.
 */
export function nameMatchesAll(eb: Eb, terms: string[], engine: "sqlite" | "postgres"): Expression<SqlBool> {
  const inName = terms.map((t) => {
    const pos = engine === "postgres" ? sql`strpos(search_text, ${t})` : sql`instr(search_text, ${t})`;
    return sql<SqlBool>`(${pos} > 0 AND ${pos} + ${[...t].length} - 1 <= length(name))`;
  });
  return eb.and([matchesAll(eb, terms, engine), ...inName]);
}
