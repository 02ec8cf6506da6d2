// Feed readers by user agent: counted per portal and agent, and pruned so random agents cannot grow the table.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../../tests/support/test-db.ts";
import { pruneFeedFetches, recentFeedFetches, recordFeedFetch } from "./fetches.server.ts";

let db: TestDb;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db.destroy());

describe(`feed fetches (${process.env.VITRINA_TEST_ENGINE})`, () => {
  it("counts each reader, names a missing user agent, and keeps only the most recent readers", async () => {
    const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute));
    await recordFeedFetch(db.kysely, "trovit", "Trovitbot/1.0", at(1));
    await recordFeedFetch(db.kysely, "trovit", "Trovitbot/1.0", at(5));
    await recordFeedFetch(db.kysely, "trovit", null, at(2));
    for (let i = 0; i < 5; i++) await recordFeedFetch(db.kysely, "trovit", `Ruido ${i}`, at(10 + i));
    const all = await recentFeedFetches(db.kysely, 50);
    expect(all.find((f) => f.userAgent === "Trovitbot/1.0")).toMatchObject({ n: 2, lastAt: at(5).toISOString() });
    expect(all.some((f) => f.userAgent === "(sin user agent)")).toBe(true);
    await pruneFeedFetches(db.kysely, 3);
    expect((await recentFeedFetches(db.kysely, 50)).map((f) => f.userAgent)).toEqual(["Ruido 4", "Ruido 3", "Ruido 2"]);
  });
});
