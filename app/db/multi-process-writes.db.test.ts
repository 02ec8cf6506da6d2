// Several server processes write to one database at once (decision 105): a write that meets another process's
// write waits for it instead of failing — on SQLite too, where a transaction that reads before it writes would
// otherwise fail at once with "database is locked".
import { spawn } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../../tests/support/test-db.ts";

let db: TestDb;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db.destroy());

function writer(write: "listings" | "views", count: number): Promise<{ code: number | null; out: string }> {
  const script = path.resolve(import.meta.dirname, "../../tests/support/write-loop.ts");
  const child = spawn(process.execPath, [script], {
    env: {
      ...process.env,
      WRITE: write,
      COUNT: String(count),
      DATABASE_URL: db.location.databaseUrl,
      SQLITE_FILE: db.location.sqliteFile,
    },
  });
  let out = "";
  child.stdout.on("data", (d) => (out += d));
  child.stderr.on("data", (d) => (out += d));
  return new Promise((resolve) => child.on("exit", (code) => resolve({ code, out })));
}

describe(`writes from several processes (${process.env.VITRINA_TEST_ENGINE})`, () => {
  it("all succeed: new listings in one process while two others record page views", async () => {
    const results = await Promise.all([writer("listings", 150), writer("views", 400), writer("views", 400)]);
    expect(results.map((r) => r.out.trim())).toEqual(["done 150", "done 400", "done 400"]);
    const listings = await db.kysely.selectFrom("properties").select("id").execute();
    const views = await db.kysely.selectFrom("events").select("id").execute();
    expect([listings.length, views.length]).toEqual([150, 800]);
  }, 120_000);
});
