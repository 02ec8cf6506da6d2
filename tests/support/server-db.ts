// The database a test hands to a server process it starts: a SQLite file in the server's DATA_DIR, or a fresh
// PostgreSQL database, migrated; with a Better Auth instance over it to create staff accounts first.
import path from "node:path";
import type { createAuth } from "../../app/auth/auth.server.ts";
import { connect, type Db } from "../../app/db/connect.server.ts";
import { migrateToLatest } from "../../app/db/migrate.server.ts";
import { createTestDb, testEngine } from "./test-db.ts";
import { staffAuth } from "./staff-session.ts";

export interface ServerDb {
  db: Db;
  /** What the server process needs to open the same database (DATABASE_URL on PostgreSQL). */
  env: { DATABASE_URL?: string };
  auth: ReturnType<typeof createAuth>;
  destroy(): Promise<void>;
}

export async function serverDatabase(dataDir: string): Promise<ServerDb> {
  let db: Db;
  let env: ServerDb["env"] = {};
  let destroy = async () => {};
  if (testEngine() === "postgres") {
    const pg = await createTestDb();
    db = pg;
    env = { DATABASE_URL: pg.location.databaseUrl };
    destroy = () => pg.destroy();
  } else {
    db = connect({ sqliteFile: path.join(dataDir, "vitrina.sqlite") });
    await migrateToLatest(db.kysely);
    destroy = () => db.close().catch(() => {});
  }
  const auth = staffAuth(db, "x".repeat(32), "http://127.0.0.1");
  return { db, env, auth, destroy };
}
