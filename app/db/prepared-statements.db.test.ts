// Named prepared statements (decision 200): a marked read is kept by PostgreSQL for its connection and answers the
// same as unmarked; unmarked reads stay unnamed; SQLite runs the mark as a comment.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../../tests/support/test-db.ts";
import { createProperty, demoInput } from "../../tests/support/fixtures.ts";
import { connect, type Db } from "./connect.server.ts";
import { prepared } from "./prepared-statements.ts";
import { countCatalogue } from "../properties/catalogue.server.ts";
import { newSeed } from "../properties/order-seed.ts";

let db: TestDb;
/** One connection, so the statements it keeps can be listed. */
let single: Db;

beforeAll(async () => {
  db = await createTestDb();
  for (const name of ["Uno", "Dos", "Tres"]) await createProperty(db.kysely, demoInput({ name }));
  single = db.location.databaseUrl ? connect({ databaseUrl: db.location.databaseUrl, poolSize: 1 }) : db;
});
afterAll(async () => {
  if (single !== db) await single.close();
  await db.destroy();
});

const names = (k: Db["kysely"], marked: boolean) => {
  const query = k.selectFrom("properties").select("name").where("name", "<>", "Dos").orderBy("name");
  return (marked ? prepared(query) : query).execute();
};

describe(`prepared statements (${process.env.VITRINA_TEST_ENGINE})`, () => {
  it("a marked read answers as the unmarked one, run after run", async () => {
    const expected = [{ name: "Tres" }, { name: "Uno" }];
    expect(await names(single.kysely, false)).toEqual(expected);
    for (let i = 0; i < 3; i++) expect(await names(single.kysely, true)).toEqual(expected);
    const q = { seed: newSeed(), limit: 6 };
    for (let i = 0; i < 3; i++) expect(await countCatalogue(single.kysely, q)).toEqual({ n: 3, more: false });
  });

  it.runIf(process.env.VITRINA_TEST_ENGINE === "postgres")(
    "PostgreSQL keeps each marked statement once per connection, and no unmarked one",
    async () => {
      await names(single.kysely, true);
      await names(single.kysely, false);
      const kept = await sql<{ statement: string; from_sql: boolean }>`
        SELECT statement, from_sql FROM pg_prepared_statements`.execute(single.kysely);
      const ours = kept.rows.filter((r) => !r.from_sql);
      // The marked read and the catalogue's count, each once; the unmarked read and this query, not at all.
      expect(ours).toHaveLength(2);
      expect(ours.every((r) => r.statement.endsWith("/* prepared */"))).toBe(true);
      expect(ours.some((r) => r.statement.includes('select "name" from "properties"'))).toBe(true);
    },
  );
});
