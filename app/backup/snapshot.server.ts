// Reads the whole database as of one moment: every table inside ONE read transaction (PostgreSQL REPEATABLE
// READ, READ ONLY; SQLite one read transaction, which WAL lets writers work beside), streamed in chunks.
import { type Kysely, sql } from "kysely";
import type { Db } from "../db/connect.server.ts";
import { FORMAT, FORMAT_VERSION, type Manifest } from "./archive.ts";
import { type Row, toArchiveRow } from "./rows.ts";
import { appliedMigrations, listTables, ROWS_LEFT_OUT, type TableInfo } from "./tables.server.ts";

const CHUNK_ROWS = 1000;

export interface SnapshotSink {
  manifest(m: Manifest): Promise<void>;
  rows(table: TableInfo, rows: Row[]): Promise<void>;
}

// biome-ignore lint/suspicious/noExplicitAny: tables are read by name, whatever the typed schema says
type AnyDb = Kysely<any>;

/** Hands the manifest, then every table's rows in load order, to the sink; returns the rows read per table. */
export async function readSnapshot(db: Db, sink: SnapshotSink, now = new Date()): Promise<Record<string, number>> {
  const read = async (trx: AnyDb) => {
    // The first read fixes the snapshot on SQLite; everything after sees the same moment.
    const migrations = await appliedMigrations(trx);
    const tables = await listTables(trx);
    await sink.manifest({
      format: FORMAT,
      formatVersion: FORMAT_VERSION,
      createdAt: now.toISOString(),
      engine: db.engine,
      migrations,
      tables,
    });
    const counts: Record<string, number> = {};
    for (const table of tables) {
      counts[table.name] = 0;
      if (ROWS_LEFT_OUT.has(table.name)) continue;
      for await (const chunk of chunks(trx, db.engine, table.name)) {
        counts[table.name] += chunk.length;
        await sink.rows(
          table,
          chunk.map((r) => toArchiveRow(r, table.columns)),
        );
      }
    }
    return counts;
  };
  if (db.engine === "postgres") {
    return db.kysely.transaction().setIsolationLevel("repeatable read").setAccessMode("read only").execute(read);
  }
  // A read transaction (BEGIN DEFERRED): Kysely's plain BEGIN takes the write lock on our driver (decision 105),
  // which would hold every writer of the site for the whole backup.
  return db.kysely.connection().execute(async (conn) => {
    await sql`BEGIN DEFERRED`.execute(conn);
    try {
      return await read(conn as unknown as Parameters<typeof read>[0]);
    } finally {
      await sql`COMMIT`.execute(conn);
    }
  });
}

async function* chunks(trx: AnyDb, engine: Db["engine"], table: string): AsyncGenerator<Row[]> {
  if (engine === "postgres") {
    // A server-side cursor: memory stays flat for any table size, inside the same snapshot.
    await sql`DECLARE vitrina_backup NO SCROLL CURSOR FOR SELECT * FROM ${sql.table(table)}`.execute(trx);
    try {
      for (;;) {
        const r = await sql<Row>`FETCH FORWARD ${sql.lit(CHUNK_ROWS)} FROM vitrina_backup`.execute(trx);
        if (r.rows.length === 0) return;
        yield r.rows;
      }
    } finally {
      await sql`CLOSE vitrina_backup`.execute(trx);
    }
  }
  let chunk: Row[] = [];
  for await (const row of trx.selectFrom(table).selectAll().stream()) {
    chunk.push(row as Row);
    if (chunk.length === CHUNK_ROWS) {
      yield chunk;
      chunk = [];
    }
  }
  if (chunk.length) yield chunk;
}
