// A listing query slower than the statement timeout is cancelled by the database on both engines, surfaces as
// 'La consulta a la base de datos tardó demasiado', and the page loader logs it and shows the empty state.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sql } from "kysely";
import pg from "pg";
import { connect } from "../../app/db/connect.server.ts";
import { createTestDb, testEngine, type TestDb } from "../support/test-db.ts";
import { createProperty, demoInput } from "../support/fixtures.ts";
import { listCatalogue } from "../../app/properties/catalogue.server.ts";
import { newSeed } from "../../app/properties/order-seed.ts";
import { QUERY_TIMEOUT_MESSAGE, QueryTimeoutError } from "../../app/db/query-timeout.ts";
import { readCatalogueSearch } from "../../app/properties/catalogue-search.ts";
import { answerCatalogueSearch } from "../../app/properties/catalogue-search.server.ts";
import { homeData } from "../../app/routes/public/catalogue-loader.server.ts";

const engine = testEngine();
// SQLite: 200k closed deals for the home query to read past (none may show) against a 5 ms deadline.
// PostgreSQL: a lock held elsewhere makes the query wait.
const TIMEOUT_MS = engine === "sqlite" ? 5 : 300;
let db: TestDb;
let blocker: pg.Client | undefined;

async function makeListingQuerySlow() {
  if (engine === "sqlite") {
    await sql`WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < 200000)
      INSERT INTO properties (id, seq, name, type, state, locality, address, description, maps, featured,
        search_text, created_at, updated_at)
      SELECT printf('%08x', x + 1000), x + 1000, 'Casa ' || x, 'Casa', 'Vendido', 'Amboy', 'Calle ' || x, '', '',
        x % 3 = 0, '', '2024-01-01T00:00:00.000Z', '2024-01-01T00:00:00.000Z' FROM n`.execute(db.kysely);
    return;
  }
  blocker = new pg.Client({ connectionString: db.location.databaseUrl });
  await blocker.connect();
  await blocker.query("BEGIN");
  await blocker.query("LOCK TABLE properties IN ACCESS EXCLUSIVE MODE");
}

beforeAll(async () => {
  db = await createTestDb({ statementTimeoutMs: TIMEOUT_MS });
  await createProperty(db.kysely, demoInput({ featured: true }));
});
afterAll(async () => {
  await blocker?.query("ROLLBACK").catch(() => {});
  await blocker?.end().catch(() => {});
  await db.destroy();
});

describe(`listing query timeout (${engine})`, () => {
  it("answers normally while the query is fast", async () => {
    // A deadline no fast query misses, even on a busy machine (5 ms can pass before the first row there).
    const roomy = connect({ ...db.location, statementTimeoutMs: 2_000 });
    try {
      const page = await listCatalogue(roomy.kysely, { openOnly: true, seed: newSeed(), limit: 6 });
      expect(page.items).toHaveLength(1);
    } finally {
      await roomy.close();
    }
  });

  it("is cancelled by the database and carries the Spanish message", async () => {
    await makeListingQuerySlow();
    const err = await listCatalogue(db.kysely, { openOnly: true, seed: newSeed(), limit: 6 }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(QueryTimeoutError);
    expect((err as Error).message).toBe(QUERY_TIMEOUT_MESSAGE);
    const cause = (err as Error).cause as { code?: string; message: string };
    expect(cause.code).toBe(engine === "sqlite" ? "VITRINA_STATEMENT_TIMEOUT" : "57014");
  });

  it("the page loader logs 'Error al obtener casas' and shows the empty state", async () => {
    // The server's log goes to stdout (app/log/logger.server.ts): one JSON line, or a readable one on a terminal.
    const written = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    try {
      const search = readCatalogueSearch(new URLSearchParams(), { kind: "home" });
      const data = homeData(await answerCatalogueSearch(db.kysely, search, { budgetMs: 500 }));
      expect(data.items).toEqual([]);
      expect(data.hasMore).toBe(false);
      const entry = written.mock.calls.map((c) => String(c[0])).find((t) => t.includes("Error al obtener casas"));
      expect(entry).toBeDefined();
      expect(entry).toContain(QUERY_TIMEOUT_MESSAGE);
    } finally {
      written.mockRestore();
    }
  });

  it("the connection is usable again afterwards", async () => {
    await blocker?.query("ROLLBACK");
    const r = await sql<{ one: number }>`SELECT 1 AS one`.execute(db.kysely);
    expect(Number(r.rows[0].one)).toBe(1);
  });
});
