import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../../tests/support/test-db.ts";
import { diskStorage } from "../photos/storage.server.ts";
import { photoFileNames } from "../photos/variants.ts";
import { CLOSED_STATES } from "../properties/options.ts";
import { listOccupied, listSeasons } from "../properties/seasons.server.ts";
import { TEMPORARY } from "../properties/seasons.ts";
import { seedDemo } from "./seed.server.ts";

let db: TestDb;
let photosDir: string;
beforeAll(async () => {
  db = await createTestDb();
  photosDir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrina-seed-"));
});
afterAll(async () => {
  await db.destroy();
  fs.rmSync(photosDir, { recursive: true, force: true });
});

describe(`demo seed (${process.env.VITRINA_TEST_ENGINE})`, () => {
  it("fills an empty catalogue with the variety the demo promises", async () => {
    const storage = diskStorage(photosDir);
    expect(await seedDemo({ kysely: db.kysely, storage }, { onlyIfEmpty: true })).toBeGreaterThanOrEqual(30);
    const rows = await db.kysely.selectFrom("properties").selectAll().execute();
    expect(rows.length).toBeGreaterThanOrEqual(30);
    expect(new Set(rows.map((r) => r.state)).size).toBe(5);
    expect(new Set(rows.map((r) => r.type)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(rows.map((r) => r.locality)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(rows.map((r) => r.currency))).toEqual(new Set(["$", "USD", "Consultar"]));
    const featured = rows.filter((r) => r.featured === true || r.featured === 1).length;
    expect(featured / rows.length).toBeGreaterThan(0.25);
    expect(featured / rows.length).toBeLessThan(0.42);
    expect(
      rows.some((r) => !CLOSED_STATES.includes(r.state as never) && (r.featured === true || r.featured === 1)),
    ).toBe(true);
  });

  it("gives every demo temporary rental seasons and some occupied nights, so a stay is quoted out of the box", async () => {
    const temporary = await db.kysely.selectFrom("properties").select("id").where("state", "=", TEMPORARY).execute();
    expect(temporary.length).toBeGreaterThanOrEqual(3);
    for (const { id } of temporary) {
      expect((await listSeasons(db.kysely, id)).length).toBeGreaterThan(0);
      expect((await listOccupied(db.kysely, id)).length).toBeGreaterThan(0);
    }
  });

  it("on an older demo without calendars, `npm run seed` adds them once", async () => {
    const storage = diskStorage(photosDir);
    await db.kysely.deleteFrom("seasons").execute();
    await db.kysely.deleteFrom("occupied_ranges").execute();
    expect(await seedDemo({ kysely: db.kysely, storage }, { onlyIfEmpty: true })).toBe(0);
    expect(await db.kysely.selectFrom("seasons").select("id").execute()).toEqual([]);
    expect(await seedDemo({ kysely: db.kysely, storage })).toBe(0);
    const seasons = (await db.kysely.selectFrom("seasons").select("id").execute()).length;
    const occupied = (await db.kysely.selectFrom("occupied_ranges").select("id").execute()).length;
    expect(seasons).toBeGreaterThan(0);
    expect(occupied).toBeGreaterThan(0);
    await seedDemo({ kysely: db.kysely, storage });
    expect((await db.kysely.selectFrom("seasons").select("id").execute()).length).toBe(seasons);
    expect((await db.kysely.selectFrom("occupied_ranges").select("id").execute()).length).toBe(occupied);
  });

  it("stores 3–8 photos per listing, every file of each photo on disk", async () => {
    const photos = await db.kysely.selectFrom("property_photos").selectAll().execute();
    const byListing = Map.groupBy(photos, (p) => p.property_id);
    for (const [id, list] of byListing) {
      expect(list.length).toBeGreaterThanOrEqual(3);
      expect(list.length).toBeLessThanOrEqual(8);
      for (const p of list) {
        for (const name of photoFileNames(p.n)) expect(fs.existsSync(path.join(photosDir, id, name))).toBe(true);
      }
    }
    expect(byListing.size).toBeGreaterThanOrEqual(30);
  });

  it("is idempotent: a second run inserts nothing and duplicates nothing", async () => {
    const storage = diskStorage(photosDir);
    const before = (await db.kysely.selectFrom("properties").select("id").execute()).length;
    expect(await seedDemo({ kysely: db.kysely, storage })).toBe(0);
    expect(await seedDemo({ kysely: db.kysely, storage }, { onlyIfEmpty: true })).toBe(0);
    expect((await db.kysely.selectFrom("properties").select("id").execute()).length).toBe(before);
  });

  it("restores a deleted demo listing on demand but not on start", async () => {
    const storage = diskStorage(photosDir);
    const [victim] = await db.kysely.selectFrom("properties").select("id").limit(1).execute();
    await db.kysely.deleteFrom("properties").where("id", "=", victim.id).execute();
    expect(await seedDemo({ kysely: db.kysely, storage }, { onlyIfEmpty: true })).toBe(0);
    expect(await seedDemo({ kysely: db.kysely, storage })).toBe(1);
  });
});
