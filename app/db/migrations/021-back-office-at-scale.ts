// Where page views came from, per UTC day (decision 180): the dashboard's sources and phone share read these few
// rows instead of scanning `events`. Kept by a trigger on `events` (every writer, same statement) and backfilled
// from the events already recorded. One row per day × source × value:
//   'referrer' → the referrer's origin (scheme and host; the host is tidied when read),
//   'campaign' → the page's path, for paths carrying utm_campaign= (the campaign is parsed when read),
//   'device'   → the device class.
// Also a covering index on event_daily for the chart and the per-listing sums, and `import_runs`: the progress and
// outcome of each import applied in the background (decision 181).
import { type Kysely, sql } from "kysely";
import { isPostgres, timestampType } from "./dialect.ts";

const SQLITE_ORIGIN = `CASE WHEN instr(substr(NEW.referrer, instr(NEW.referrer, '://') + 3), '/') = 0 THEN NEW.referrer
  ELSE substr(NEW.referrer, 1, instr(NEW.referrer, '://') + 1 + instr(substr(NEW.referrer, instr(NEW.referrer, '://') + 3), '/'))
  END`;

const upsertSqlite = (source: string, value: string, when: string) =>
  `INSERT INTO event_source_daily (day, source, value, n)
     SELECT substr(NEW.created_at, 1, 10), '${source}', ${value}, 1 WHERE ${when}
     ON CONFLICT (day, source, value) DO UPDATE SET n = n + 1;`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("event_source_daily")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("n", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("event_source_daily_pk", ["day", "source", "value"])
    .execute();
  await db.schema
    .createIndex("event_source_daily_source_day")
    .on("event_source_daily")
    .columns(["source", "day"])
    .execute();
  // The chart, totals and listing sums read event_daily by day: an index holding every column they read.
  await db.schema
    .createIndex("event_daily_day_cover")
    .on("event_daily")
    .columns(["day", "kind", "property_id", "n"])
    .execute();
  const ts = timestampType(db);
  await db.schema
    .createTable("import_runs")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("total", "integer", (c) => c.notNull())
    .addColumn("done", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created", "integer", (c) => c.notNull())
    .addColumn("updated", "integer", (c) => c.notNull())
    .addColumn("unchanged", "integer", (c) => c.notNull())
    .addColumn("message", "text")
    .addColumn("started_by", "text", (c) => c.notNull())
    .addColumn("started_at", ts, (c) => c.notNull())
    .addColumn("heartbeat_at", ts, (c) => c.notNull())
    .addColumn("finished_at", ts)
    .execute();
  if (isPostgres(db)) await postgres(db);
  else await sqlite(db);
}

async function sqlite(db: Kysely<any>) {
  const view = "NEW.kind = 'page_view'";
  await sql
    .raw(`CREATE TRIGGER events_sources AFTER INSERT ON events WHEN ${view} BEGIN
      ${upsertSqlite("referrer", SQLITE_ORIGIN, "NEW.referrer IS NOT NULL")}
      ${upsertSqlite("campaign", "NEW.path", "NEW.path LIKE '%utm_campaign=%'")}
      ${upsertSqlite("device", "NEW.device", "NEW.device IS NOT NULL")}
    END`)
    .execute(db);
  const origin = SQLITE_ORIGIN.replaceAll("NEW.referrer", "referrer");
  await backfill(db, sql`substr(created_at, 1, 10)`, sql.raw(origin));
}

async function postgres(db: Kysely<any>) {
  await sql`CREATE FUNCTION vitrina_event_sources() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE d text := to_char(NEW.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD');
    BEGIN
      IF NEW.referrer IS NOT NULL THEN
        INSERT INTO event_source_daily (day, source, value, n)
          VALUES (d, 'referrer', coalesce(substring(NEW.referrer from '^[^:]*://[^/]*'), NEW.referrer), 1)
          ON CONFLICT (day, source, value) DO UPDATE SET n = event_source_daily.n + 1;
      END IF;
      IF NEW.path LIKE '%utm_campaign=%' THEN
        INSERT INTO event_source_daily (day, source, value, n) VALUES (d, 'campaign', NEW.path, 1)
          ON CONFLICT (day, source, value) DO UPDATE SET n = event_source_daily.n + 1;
      END IF;
      IF NEW.device IS NOT NULL THEN
        INSERT INTO event_source_daily (day, source, value, n) VALUES (d, 'device', NEW.device, 1)
          ON CONFLICT (day, source, value) DO UPDATE SET n = event_source_daily.n + 1;
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER events_sources AFTER INSERT ON events
    FOR EACH ROW WHEN (NEW.kind = 'page_view') EXECUTE FUNCTION vitrina_event_sources()`.execute(db);
  await backfill(
    db,
    sql`to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')`,
    sql`coalesce(substring(referrer from '^[^:]*://[^/]*'), referrer)`,
  );
}

async function backfill(db: Kysely<any>, day: ReturnType<typeof sql>, origin: ReturnType<typeof sql>) {
  const views = sql`FROM events WHERE kind = 'page_view'`;
  await sql`INSERT INTO event_source_daily (day, source, value, n)
    SELECT ${day}, 'referrer', ${origin}, count(*) ${views} AND referrer IS NOT NULL GROUP BY 1, 3`.execute(db);
  await sql`INSERT INTO event_source_daily (day, source, value, n)
    SELECT ${day}, 'campaign', path, count(*) ${views} AND path LIKE '%utm_campaign=%' GROUP BY 1, 3`.execute(db);
  await sql`INSERT INTO event_source_daily (day, source, value, n)
    SELECT ${day}, 'device', device, count(*) ${views} AND device IS NOT NULL GROUP BY 1, 3`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("import_runs").execute();
  if (isPostgres(db)) {
    await sql`DROP TRIGGER IF EXISTS events_sources ON events`.execute(db);
    await sql`DROP FUNCTION IF EXISTS vitrina_event_sources()`.execute(db);
  } else {
    await sql`DROP TRIGGER IF EXISTS events_sources`.execute(db);
  }
  await db.schema.dropTable("event_source_daily").execute();
  await db.schema.dropIndex("event_daily_day_cover").execute();
}
