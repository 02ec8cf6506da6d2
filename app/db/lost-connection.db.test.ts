// A PostgreSQL connection cut while the server holds it (a restarted or failed-over database, DROP ... WITH (FORCE))
// must fail the work that uses it, not the process: pg emits 'error' on a checked-out client with no query running,
// and an 'error' nobody listens to ends a Node process (a CI run saw the worker die and the port refuse).
import { sql } from "kysely";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { ADMIN_DATABASE_URL, createTestDb, testEngine } from "../../tests/support/test-db.ts";

describe.runIf(testEngine() === "postgres")("a lost PostgreSQL connection", () => {
  it("fails the query that needs it and leaves the process running", async () => {
    const db = await createTestDb({ migrate: false });
    const name = new URL(db.location.databaseUrl!).pathname.slice(1);
    const admin = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
    await admin.connect();
    try {
      const after = await db.kysely.connection().execute(async (held) => {
        await sql`select 1`.execute(held);
        await admin.query(`DROP DATABASE ${name} WITH (FORCE)`); // every connection to it is cut, the held one too
        await new Promise((resolve) => setTimeout(resolve, 300)); // the cut reaches the idle, checked-out client
        return sql`select 1`.execute(held).then(
          () => "answered",
          (err: Error) => err.message,
        );
      });
      expect(after).not.toBe("answered");
    } finally {
      await admin.end();
      await db.close().catch(() => {});
    }
  });
});
