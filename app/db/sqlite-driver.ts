// Adapts node:sqlite's DatabaseSync to the minimal interface Kysely's SqliteDialect expects.
import { DatabaseSync, type SQLInputValue, type StatementSync } from "node:sqlite";
import type { SqliteDatabase, SqliteStatement } from "kysely";

function bindable(value: unknown): SQLInputValue {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "boolean") return value ? 1 : 0;
  return value as SQLInputValue;
}

function wrapStatement(stmt: StatementSync): SqliteStatement {
  const bind = (params: ReadonlyArray<unknown>) => params.map(bindable);
  return {
    // A statement that yields columns is a reader (SELECT, or anything with RETURNING).
    reader: stmt.columns().length > 0,
    all: (params) => stmt.all(...bind(params)),
    run: (params) => {
      const r = stmt.run(...bind(params));
      return { changes: r.changes, lastInsertRowid: r.lastInsertRowid };
    },
    iterate: (params) => stmt.iterate(...bind(params)) as IterableIterator<unknown>,
  };
}

export interface OpenSqliteOptions {
  busyTimeoutMs?: number;
}

export function openSqlite(file: string, options: OpenSqliteOptions = {}): SqliteDatabase & { raw: DatabaseSync } {
  const raw = new DatabaseSync(file, { timeout: options.busyTimeoutMs ?? 5000 });
  raw.exec("PRAGMA journal_mode = WAL");
  raw.exec("PRAGMA synchronous = NORMAL");
  raw.exec("PRAGMA foreign_keys = ON");
  return {
    raw,
    close: () => raw.close(),
    prepare: (sql) => wrapStatement(raw.prepare(sql)),
  };
}
