// Listing order numbers (`seq`, newest first) come from a sequence on PostgreSQL: `max(seq) + 1` read inside two
// concurrent transactions gave both the same number, and the second insert failed on the unique index. SQLite
// runs one writer at a time, so `max + 1` inside the write transaction stays correct there (commands.server.ts).
import { type Kysely, sql } from "kysely";
import { isPostgres } from "../engine.ts";

export const SEQ_SEQUENCE = "properties_seq_seq";

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`CREATE SEQUENCE IF NOT EXISTS ${sql.raw(SEQ_SEQUENCE)} AS bigint OWNED BY properties.seq`.execute(db);
  await sql`SELECT setval(${SEQ_SEQUENCE}, coalesce((SELECT max(seq) FROM properties), 0) + 1, false)`.execute(db);
  // Owned by the column and its default: tools that restore rows with their own numbers (a backup, the bench's
  // bulk fill) find it with pg_get_serial_sequence('properties', 'seq') and move it past them.
  await sql`ALTER TABLE properties ALTER COLUMN seq SET DEFAULT nextval(${sql.lit(SEQ_SEQUENCE)})`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`ALTER TABLE properties ALTER COLUMN seq DROP DEFAULT`.execute(db);
  await sql`DROP SEQUENCE IF EXISTS ${sql.raw(SEQ_SEQUENCE)}`.execute(db);
}
