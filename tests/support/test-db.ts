// A fresh, migrated database for one test file, on the engine the Vitest project names; dropped after.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { connect, type Db } from "../../app/db/connect.server.ts";
import { migrateToLatest } from "../../app/db/migrate.server.ts";

export const ADMIN_DATABASE_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

export interface TestDb extends Db {
  /** Connection string (PostgreSQL) or file path (SQLite) of this database, for child processes. */
  location: { databaseUrl?: string; sqliteFile?: string };
  destroy(): Promise<void>;
}

export function testEngine(): "sqlite" | "postgres" {
  return process.env.VITRINA_TEST_ENGINE === "postgres" ? "postgres" : "sqlite";
}

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export function withDatabaseName(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function createTestDb(
  options: { statementTimeoutMs?: number; migrate?: boolean; engine?: "sqlite" | "postgres" } = {},
): Promise<TestDb> {
  let db: Db;
  let location: TestDb["location"];
  let cleanup: () => Promise<void>;
  if ((options.engine ?? testEngine()) === "postgres") {
    const name = `vitrina_test_${crypto.randomBytes(6).toString("hex")}`;
    await admin((c) => c.query(`CREATE DATABASE ${name}`));
    const databaseUrl = withDatabaseName(ADMIN_DATABASE_URL, name);
    db = connect({ databaseUrl, statementTimeoutMs: options.statementTimeoutMs, poolSize: 4 });
    location = { databaseUrl };
    cleanup = () => admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {});
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrina-test-"));
    const sqliteFile = path.join(dir, "test.sqlite");
    db = connect({ sqliteFile });
    location = { sqliteFile };
    cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  if (options.migrate !== false) await migrateToLatest(db.kysely);
  return {
    ...db,
    location,
    async destroy() {
      await db.close().catch(() => {});
      await cleanup();
    },
  };
}
