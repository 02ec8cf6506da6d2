// A fresh, migrated database for one test file, on the engine the Vitest project names; dropped after. A migrated
// one is a copy of a template migrated once per set of migrations (a file on SQLite, a template database on
// PostgreSQL): the suite makes some hundred and fifty databases, and running every migration for each cost about a
// second apiece (docs/testing.md).
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

/** Names the migrations (their files' contents): a change to any makes new templates. */
const migrationsKey = (() => {
  const dir = path.resolve(import.meta.dirname, "../../app/db/migrations");
  const hash = crypto.createHash("sha256");
  for (const file of [
    ...fs
      .readdirSync(dir)
      .sort()
      .map((f) => path.join(dir, f)),
    path.join(dir, "../migrate.server.ts"),
  ])
    hash.update(file).update(fs.readFileSync(file));
  return hash.digest("hex").slice(0, 16);
})();

/** The migrated SQLite file for this set of migrations, made by the first test process that needs it. */
async function sqliteTemplate(): Promise<string> {
  const file = path.join(os.tmpdir(), `vitrina-test-template-${migrationsKey}.sqlite`);
  if (fs.existsSync(file)) return file;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrina-template-"));
  const building = path.join(dir, "template.sqlite");
  const db = connect({ sqliteFile: building });
  await migrateToLatest(db.kysely);
  db.sqlite!.exec("PRAGMA wal_checkpoint(TRUNCATE)");
  await db.close();
  fs.renameSync(building, file); // whole or not at all; a second process making it too renames the same content
  fs.rmSync(dir, { recursive: true, force: true });
  return file;
}

/** The migrated template database for this set of migrations; made once, under a lock, by whoever needs it first. */
async function postgresTemplate(): Promise<string> {
  const name = `vitrina_template_${migrationsKey}`;
  await admin(async (c) => {
    await c.query("SELECT pg_advisory_lock(hashtext('vitrina-test-template'))");
    try {
      if ((await c.query("SELECT 1 FROM pg_database WHERE datname = $1", [name])).rowCount) return;
      // Built under another name and renamed once migrated: a run stopped halfway leaves no template half made.
      await c.query(`DROP DATABASE IF EXISTS ${name}_building WITH (FORCE)`);
      await c.query(`CREATE DATABASE ${name}_building`);
      const db = connect({ databaseUrl: withDatabaseName(ADMIN_DATABASE_URL, `${name}_building`), poolSize: 1 });
      try {
        await migrateToLatest(db.kysely);
      } finally {
        await db.close();
      }
      await c.query(`ALTER DATABASE ${name}_building RENAME TO ${name}`);
    } finally {
      await c.query("SELECT pg_advisory_unlock(hashtext('vitrina-test-template'))");
    }
  });
  return name;
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
  const migrated = options.migrate !== false;
  if ((options.engine ?? testEngine()) === "postgres") {
    const name = `vitrina_test_${crypto.randomBytes(6).toString("hex")}`;
    const template = migrated ? await postgresTemplate() : null;
    await admin((c) => c.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`));
    const databaseUrl = withDatabaseName(ADMIN_DATABASE_URL, name);
    db = connect({ databaseUrl, statementTimeoutMs: options.statementTimeoutMs, poolSize: 4 });
    location = { databaseUrl };
    cleanup = () => admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {});
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrina-test-"));
    const sqliteFile = path.join(dir, "test.sqlite");
    if (migrated) fs.copyFileSync(await sqliteTemplate(), sqliteFile);
    db = connect({ sqliteFile, statementTimeoutMs: options.statementTimeoutMs });
    location = { sqliteFile };
    cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  // A copy of the template is migrated already: this finds nothing to do, and checks that.
  if (migrated && (await migrateToLatest(db.kysely)).length > 0) throw new Error("La plantilla no estaba migrada.");
  return {
    ...db,
    location,
    async destroy() {
      await db.close().catch(() => {});
      await cleanup();
    },
  };
}
