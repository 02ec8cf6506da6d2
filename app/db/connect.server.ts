// Opens the database: SQLite file in DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
import fs from "node:fs";
import type { DatabaseSync } from "node:sqlite";
import path from "node:path";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { Database } from "./schema.ts";
import { openSqlite } from "./sqlite-driver.ts";
import { log } from "../log/logger.server.ts";
import { namePreparedStatements } from "./prepared-statements.ts";
import { OWNER_DIR, ownerOnlyFile } from "../runtime/process/owner-only.server.ts";

export type Engine = "sqlite" | "postgres";

export interface Db {
  kysely: Kysely<Database>;
  engine: Engine;
  /** SQLite: the connection itself, for the few reads that must cost less than a Kysely query (the site version). */
  sqlite?: DatabaseSync;
  close(): Promise<void>;
}

// PostgreSQL answers int8 as text and timestamptz as Date; both engines should hand back the same shapes.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1184, (v) => new Date(v).toISOString());
pg.types.setTypeParser(1114, (v) => new Date(`${v}Z`).toISOString());

export interface ConnectOptions {
  databaseUrl?: string;
  sqliteFile?: string;
  /** Per-statement timeout in ms: PostgreSQL statement_timeout; on SQLite, statements that call
   * within_statement_timeout() (see sqlite-driver.ts). */
  statementTimeoutMs?: number;
  poolSize?: number;
}

export function connect(options: ConnectOptions): Db {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5000,
      statement_timeout: options.statementTimeoutMs,
    });
    // A client that loses its server must not crash the process; the next query on it fails and says why. pg
    // emits 'error' on the client, and the pool passes it on only for idle ones: a checked-out client with no
    // query running would have no listener, and an unheard 'error' ends the process. So every client logs its
    // own, and the pool's copy is already logged.
    pool.on("connect", (client) =>
      client.on("error", (err) => log.error({ err }, "PostgreSQL: se perdió una conexión")),
    );
    pool.on("error", () => {});
    namePreparedStatements(pool);
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { kysely, engine: "postgres", close: () => kysely.destroy() };
  }
  const file = options.sqliteFile ?? ":memory:";
  if (file !== ":memory:") {
    // Owner-only (app/runtime/process/owner-only.server.ts): SQLite gives the -wal and -shm files the database file's mode.
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: OWNER_DIR });
    for (const f of [file, `${file}-wal`, `${file}-shm`]) if (f === file || fs.existsSync(f)) ownerOnlyFile(f);
  }
  const database = openSqlite(file, { statementTimeoutMs: options.statementTimeoutMs });
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
  sqliteConnections.set(kysely, database.raw);
  return { kysely, engine: "sqlite", sqlite: database.raw, close: () => kysely.destroy() };
}

const sqliteConnections = new WeakMap<Kysely<Database>, DatabaseSync>();

/** The SQLite connection under a Kysely handle made here (none for PostgreSQL): for the site version's read. */
export function sqliteOf(kysely: Kysely<Database>): DatabaseSync | undefined {
  return sqliteConnections.get(kysely);
}
