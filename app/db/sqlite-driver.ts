// Adapts node:sqlite's DatabaseSync to the minimal interface Kysely's SqliteDialect expects.
import { AsyncLocalStorage } from "node:async_hooks";
import { DatabaseSync, type SQLInputValue, type StatementSync } from "node:sqlite";
import type { SqliteDatabase, SqliteStatement } from "kysely";
import { SQLITE_DEADLINE_CODE } from "./query-timeout.ts";

/**
 * SQL function `within_statement_timeout()`: node:sqlite has no interrupt or progress handler, so queries that
 * must be cancellable call this per row (e.g. in WHERE); once the running statement's deadline has passed it
 * throws, which aborts the statement inside SQLite. Deadlines are set around each synchronous all()/run().
 */
export const DEADLINE_FUNCTION = "within_statement_timeout";

interface Deadline {
  at: number;
}

/** When the statements run inside withStatementBudget must have finished (decision 115). */
const budget = new AsyncLocalStorage<number>();

/**
 * Runs `work` with its SQLite statements cancelled once `ms` have passed since it started, all of them together
 * (or each after the connection's own timeout, if sooner). A
 * statement holds its whole process while it runs: public pages use a short budget so one slow query cannot hold
 * the other requests for the full statement timeout. PostgreSQL runs queries off the process, so it has none.
 */
export function withStatementBudget<T>(ms: number, work: () => Promise<T>): Promise<T> {
  return budget.run(performance.now() + ms, work);
}

function bindable(value: unknown): SQLInputValue {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "boolean") return value ? 1 : 0;
  return value as SQLInputValue;
}

/** Distinct SQL texts kept prepared per connection. */
const STATEMENT_CACHE_SIZE = 256;

function wrapStatement(
  stmt: StatementSync,
  deadline: Deadline,
  timeoutMs: number | undefined,
  fresh: () => StatementSync,
): SqliteStatement {
  const bind = (params: ReadonlyArray<unknown>) => params.map(bindable);
  // Statements run synchronously one at a time, so one deadline per database is enough.
  const timed = <T>(fn: () => T): T => {
    deadline.at = Math.min(performance.now() + (timeoutMs ?? Infinity), budget.getStore() ?? Infinity);
    try {
      return fn();
    } finally {
      deadline.at = Infinity;
    }
  };
  return {
    // A statement that yields columns is a reader (SELECT, or anything with RETURNING).
    reader: stmt.columns().length > 0,
    all: (params) => timed(() => stmt.all(...bind(params))),
    run: (params) => {
      const r = timed(() => stmt.run(...bind(params)));
      return { changes: r.changes, lastInsertRowid: r.lastInsertRowid };
    },
    // A stream keeps its statement busy while other queries may run: it gets a statement of its own.
    iterate: (params) => fresh().iterate(...bind(params)) as IterableIterator<unknown>,
  };
}

export interface OpenSqliteOptions {
  busyTimeoutMs?: number;
  /** Deadline for statements that call within_statement_timeout(); none when unset. */
  statementTimeoutMs?: number;
}

export function openSqlite(file: string, options: OpenSqliteOptions = {}): SqliteDatabase & { raw: DatabaseSync } {
  const raw = new DatabaseSync(file, { timeout: options.busyTimeoutMs ?? 5000 });
  raw.exec("PRAGMA journal_mode = WAL");
  raw.exec("PRAGMA synchronous = NORMAL");
  raw.exec("PRAGMA foreign_keys = ON");
  const deadline: Deadline = { at: Infinity };
  raw.function(DEADLINE_FUNCTION, { deterministic: false }, () => {
    if (performance.now() <= deadline.at) return 1;
    throw Object.assign(new Error("SQLite: tiempo máximo de la consulta excedido"), { code: SQLITE_DEADLINE_CODE });
  });
  // Prepared statements by SQL text (decision 112): Kysely asks for one per query, and preparing cost as much as
  // running the catalogue's small queries. Statements run one at a time, so one prepared copy per text is enough;
  // SQLite re-prepares a cached one by itself after a schema change. Oldest dropped past the limit.
  const cache = new Map<string, SqliteStatement>();
  return {
    raw,
    close: () => {
      cache.clear();
      raw.close();
    },
    prepare: (sql) => {
      if (/^\s*rollback\s*$/i.test(sql)) return rollbackIfActive(raw);
      // Kysely opens transactions with a plain BEGIN: see writeFirst below.
      if (/^\s*begin\s*$/i.test(sql)) return writeFirst(raw);
      let stmt = cache.get(sql);
      if (!stmt) {
        stmt = wrapStatement(raw.prepare(sql), deadline, options.statementTimeoutMs, () => raw.prepare(sql));
        cache.set(sql, stmt);
        if (cache.size > STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
      }
      return stmt;
    },
  };
}

/**
 * Transactions take the write lock when they begin (BEGIN IMMEDIATE). Several server processes share the file
 * (decision 105): a deferred transaction that read before writing fails at once with "database is locked" when
 * another process wrote in between — SQLite cannot wait there — while BEGIN IMMEDIATE waits its busy timeout
 * for the other writer, and readers outside transactions are never blocked (WAL).
 */
function writeFirst(raw: DatabaseSync): SqliteStatement {
  return statementOf(() => raw.exec("BEGIN IMMEDIATE"));
}

/**
 * SQLite ends a transaction by itself on some errors (SQLITE_FULL on a full disk, say). Kysely then sends
 * ROLLBACK, which would fail with "no transaction is active" and hide the error that matters.
 */
function rollbackIfActive(raw: DatabaseSync): SqliteStatement {
  return statementOf(() => {
    if (raw.isTransaction) raw.exec("ROLLBACK");
  });
}

/** A statement Kysely can run that does `action` and returns no rows. */
function statementOf(action: () => void): SqliteStatement {
  const run = () => {
    action();
    return { changes: 0, lastInsertRowid: 0 };
  };
  const all = () => {
    run();
    return [];
  };
  return { reader: false, all, run, iterate: () => [][Symbol.iterator]() };
}
