// A kept result is given again until the site version moves, then computed afresh (decisions 112, 230).
import { afterAll, beforeAll, expect, it } from "vitest";
import { createProperty, demoInput } from "../../tests/support/fixtures.ts";
import { createTestDb, type TestDb } from "../../tests/support/test-db.ts";
import { versioned } from "./versioned.server.ts";

let db: TestDb;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(async () => {
  await db?.destroy();
});

it("computes once per site version, and again as soon as a listing changes", async () => {
  let runs = 0;
  const count = () =>
    versioned(db.kysely, "test:listings", async () => {
      runs++;
      const rows = await db.kysely.selectFrom("properties").select("id").execute();
      return rows.length;
    });
  expect(await count()).toBe(0);
  expect(await count()).toBe(0);
  expect(runs).toBe(1);

  await createProperty(db.kysely, demoInput(), []);
  expect(await count()).toBe(1);
  expect(runs).toBe(2);
  expect(await count()).toBe(1);
  expect(runs).toBe(2);
});
