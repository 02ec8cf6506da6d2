import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../../tests/support/test-db.ts";
import { clearRate, rateNow, setRate } from "./currency-rate.server.ts";

let db: TestDb;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db.destroy());

describe("rateNow (the public pages' rate)", () => {
  it("is read once per site version and follows every change staff make", async () => {
    expect(await rateNow(db.kysely)).toBeNull();
    await setRate(db.kysely, { value: 1215.5, name: "dólar MEP", date: "2026-11-20" }, null);
    const first = await rateNow(db.kysely);
    expect(first).toEqual({ value: 1215.5, name: "dólar MEP", date: "2026-11-20" });
    // Kept: the same answer object until the site version moves.
    expect(await rateNow(db.kysely)).toBe(first);
    await setRate(db.kysely, { value: 1300, name: "dólar oficial", date: "2026-11-21" }, null);
    expect((await rateNow(db.kysely))?.value).toBe(1300);
    await clearRate(db.kysely);
    expect(await rateNow(db.kysely)).toBeNull();
  });
});
