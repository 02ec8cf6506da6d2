// One agency's data for command-line tests: a DATA_DIR (photos, and the SQLite file) plus a database on either
// engine, with the environment a child process needs to find them. Empty unless migrated; removed by destroy().
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { connect, type Db } from "../../app/db/connect.server.ts";
import { migrateToLatest } from "../../app/db/migrate.server.ts";
import { diskStorage, type PhotoStorage } from "../../app/photos/storage.server.ts";
import { createTestDb } from "./test-db.ts";

export interface Site {
  engine: "sqlite" | "postgres";
  dataDir: string;
  /** DATA_DIR, and DATABASE_URL on PostgreSQL. */
  env: Record<string, string>;
  storage: PhotoStorage;
  /** The database (on SQLite, opening it creates the file: open after a restore). */
  db(): Db;
  destroy(): Promise<void>;
}

export async function createSite(engine: "sqlite" | "postgres", options: { migrate: boolean }): Promise<Site> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `vitrina-site-${engine}-`));
  const storage = diskStorage(path.join(dataDir, "photos"));
  let opened: Db | undefined;
  let dropDatabase = async () => {};
  const env: Record<string, string> = { DATA_DIR: dataDir };
  if (engine === "postgres") {
    const pgDb = await createTestDb({ engine, migrate: options.migrate });
    env.DATABASE_URL = pgDb.location.databaseUrl!;
    opened = pgDb;
    dropDatabase = () => pgDb.destroy();
  } else if (options.migrate) {
    opened = connect({ sqliteFile: path.join(dataDir, "vitrina.sqlite") });
    await migrateToLatest(opened.kysely);
  }
  return {
    engine,
    dataDir,
    env,
    storage,
    db: () => (opened ??= connect({ sqliteFile: path.join(dataDir, "vitrina.sqlite") })),
    async destroy() {
      if (engine === "postgres") await dropDatabase();
      else await opened?.close().catch(() => {});
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
