// The public pages' statement budget (decision 115): on SQLite a catalogue read that outlasts it is cancelled even
// though the connection's own timeout is far away, counting the rows its other conditions reject; one budget
// covers all of a page's statements. PostgreSQL runs queries off the process and ignores it.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProperty, demoInput } from "../../tests/support/fixtures.ts";
import { createTestDb, testEngine, type TestDb } from "../../tests/support/test-db.ts";
import { listCatalogue } from "../properties/catalogue.server.ts";
import { newSeed } from "../properties/order-seed.ts";
import { QueryTimeoutError } from "./query-timeout.ts";
import { withStatementBudget } from "./sqlite-driver.ts";

const engine = testEngine();
let db: TestDb;

beforeAll(async () => {
  db = await createTestDb({ statementTimeoutMs: 60_000 });
  await createProperty(db.kysely, demoInput({ featured: true }));
  // SQLite: 30k closed deals the home query reads past (none may show). PostgreSQL needs none to show it ignores it.
  if (engine !== "sqlite") return;
  await sql`WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < 30000)
    INSERT INTO properties (id, seq, name, type, state, locality, address, description, maps, featured,
      search_text, created_at, updated_at)
    SELECT printf('%08x', x + 1000), x + 1000, 'Casa ' || x, 'Casa', 'Vendido', 'Amboy', 'Calle ' || x, '', '',
      x % 3 = 0, '', '2024-01-01T00:00:00.000Z', '2024-01-01T00:00:00.000Z' FROM n`.execute(db.kysely);
});
afterAll(async () => {
  await db?.destroy();
});

const home = () => listCatalogue(db.kysely, { openOnly: true, seed: newSeed(), limit: 6 });

describe(`public statement budget (${engine})`, () => {
  it("without it, the read finishes under the connection's timeout", async () => {
    expect((await home()).items).toHaveLength(1);
  });

  it.runIf(engine === "sqlite")("a budget already spent cancels the read at its first row", async () => {
    const err = await withStatementBudget(0, home).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(QueryTimeoutError);
    // The connection is usable again, with its own timeout.
    expect((await home()).items).toHaveLength(1);
  });

  it.runIf(engine === "postgres")("PostgreSQL keeps its own statement timeout only", async () => {
    expect((await withStatementBudget(0, home)).items).toHaveLength(1);
  });
});
