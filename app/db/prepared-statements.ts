// Named prepared statements for a few hot reads on PostgreSQL (decision 200). Kysely's pg dialect sends every
// statement unnamed, so PostgreSQL parses and plans it on each run; a statement marked with prepared() is sent
// named instead (its name a hash of its text), parsed once per connection and, once PostgreSQL finds its generic
// plan as good as the custom ones, no longer planned. SQLite ignores the mark (a comment).
//
// Only statements whose text repeats may be marked: values as parameters, never inlined (each distinct text is one
// more statement kept by the server for the connection's life). MAX_PER_CONNECTION bounds them regardless.
import crypto from "node:crypto";
import { type Expression, sql } from "kysely";
import type pg from "pg";

const MARK = "/* prepared */";
const MAX_PER_CONNECTION = 200;

/** Marks a query to be sent as a named prepared statement on PostgreSQL. */
export function prepared<Q extends { modifyEnd(modifier: Expression<unknown>): Q }>(query: Q): Q {
  return query.modifyEnd(PREPARED);
}

/** The same mark for a raw statement (sql`…`): its last fragment. */
export const PREPARED = sql.raw(MARK);

type Query = (text: unknown, values?: unknown, callback?: unknown) => unknown;

/** Sends the marked statements of every connection `pool` opens as named ones. */
export function namePreparedStatements(pool: pg.Pool): void {
  pool.on("connect", (client) => {
    const query = client.query.bind(client) as Query;
    const named = new Set<string>();
    (client as unknown as { query: Query }).query = (text, values, callback) => {
      if (typeof text !== "string" || !text.endsWith(MARK)) return query(text, values, callback);
      const name = `v_${crypto.createHash("sha256").update(text).digest("base64url").slice(0, 40)}`;
      if (!named.has(name) && named.size >= MAX_PER_CONNECTION) return query(text, values, callback);
      named.add(name);
      return query({ name, text, values }, callback);
    };
  });
}
