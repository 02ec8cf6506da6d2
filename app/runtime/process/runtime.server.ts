// The process-wide runtime: settings, database, photo storage. Started once, lazily, and closed on shutdown.
import path from "node:path";
import { sql } from "kysely";
import { type Settings, settings as readSettings } from "./env.server.ts";
import { type ConnectOptions, connect, type Db } from "../../db/connect.server.ts";
import { MigrationError, migrateToLatest } from "../../db/migrate.server.ts";
import { diskStorage, type PhotoStorage } from "../../photos/storage.server.ts";
import { stopJobLocks } from "../../jobs/job-lock.server.ts";
import { stopPhotoWorker } from "../../photos/worker.server.ts";
import { loadOrCreateSecrets, type Secrets } from "./secrets.server.ts";
import { ownerOnlyDir } from "./owner-only.server.ts";

export interface Runtime {
  settings: Settings;
  secrets: Secrets;
  db: Db;
  storage: PhotoStorage;
}

/** A start-up failure the server reports as one line, without a stack trace. */
export class StartupError extends Error {}

let current: Promise<Runtime> | undefined;

export function runtime(): Promise<Runtime> {
  current ??= start().catch((err) => {
    current = undefined;
    throw err;
  });
  return current;
}

/** The configured database; `overrides` for connections of their own (a backup's, without a statement timeout). */
export function openDb(s: Settings, overrides: Partial<ConnectOptions> = {}): Db {
  return connect({
    databaseUrl: s.DATABASE_URL,
    sqliteFile: sqliteFileOf(s),
    statementTimeoutMs: s.DB_QUERY_TIMEOUT_MS,
    ...overrides,
  });
}

/** A connection of its own for a backup's snapshot: a long read must not hold the site's, nor hit its timeout. */
export const openSnapshotDb = (s: Settings) => openDb(s, { statementTimeoutMs: undefined, poolSize: 1 });

export const sqliteFileOf = (s: Settings) => path.join(s.DATA_DIR, "vitrina.sqlite");

/**
 * The bucket when S3_BUCKET is set (every instance shares it, decision 120), else DATA_DIR/photos. The AWS SDK
 * (+37 MB resident) is loaded only for a bucket (decision 262).
 */
export async function openStorage(s: Settings): Promise<PhotoStorage> {
  if (!s.S3_BUCKET) return diskStorage(path.join(s.DATA_DIR, "photos"));
  const { s3Client, s3Storage } = await import("../../photos/s3-storage.server.ts");
  const client = s3Client({
    bucket: s.S3_BUCKET,
    endpoint: s.S3_ENDPOINT,
    region: s.S3_REGION,
    accessKeyId: s.S3_ACCESS_KEY_ID,
    secretAccessKey: s.S3_SECRET_ACCESS_KEY,
    forcePathStyle: s.S3_FORCE_PATH_STYLE,
  });
  return s3Storage(client, s.S3_BUCKET);
}

/** A bucket the server cannot write stops the boot (one line); later, /readyz reports it (decision 120). */
async function assertBucketWritable(s: Settings, storage: PhotoStorage): Promise<void> {
  if (!s.S3_BUCKET) return;
  try {
    await storage.assertWritable();
  } catch (err) {
    const where = s.S3_ENDPOINT ? ` en ${s.S3_ENDPOINT}` : "";
    const why = (err as Error).name && (err as Error).name !== "Error" ? `${(err as Error).name}: ` : "";
    throw new StartupError(`No se puede escribir en el bucket ${s.S3_BUCKET}${where}: ${why}${(err as Error).message}`);
  }
}

async function start(): Promise<Runtime> {
  const s = readSettings();
  ownerOnlyDir(s.DATA_DIR);
  const secrets = loadOrCreateSecrets(s.DATA_DIR, process.env);
  const db = openDb(s);
  try {
    await sql`SELECT 1`.execute(db.kysely);
  } catch (err) {
    await db.close().catch(() => {});
    const where = s.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : "SQLite";
    throw new StartupError(`No se pudo conectar a la base de datos ${where}: ${(err as Error).message}`);
  }
  try {
    await migrateToLatest(db.kysely);
  } catch (err) {
    await db.close().catch(() => {});
    // A failed upgrade stops the server: it must not serve a schema the code does not expect (decision 101).
    if (err instanceof MigrationError) throw new StartupError(`No se pudo actualizar la base de datos: ${err.message}`);
    throw err;
  }
  const storage = await openStorage(s);
  try {
    await assertBucketWritable(s, storage);
  } catch (err) {
    await db.close().catch(() => {});
    throw err;
  }
  return { settings: s, secrets, db, storage };
}

export async function closeRuntime(): Promise<void> {
  if (!current) return;
  // Background jobs stop and give their locks up first, so another process takes them over at once.
  await stopJobLocks();
  await stopPhotoWorker();
  const rt = await current.catch(() => undefined);
  current = undefined;
  await rt?.db.close();
}

/** For /healthz and outage answers (app/runtime/http/outage.server.ts): true when the database can read a table. */
export async function databaseAnswers(): Promise<boolean> {
  try {
    const rt = await runtime();
    // Not just SELECT 1: on SQLite that reads no page of the file, so a damaged database would still "answer".
    await rt.db.kysely.selectFrom("properties").select("id").limit(1).execute();
    return true;
  } catch {
    return false;
  }
}
