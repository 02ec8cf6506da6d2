import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formValues } from "../../tests/support/fixtures.ts";
import { createTestDb, type TestDb } from "../../tests/support/test-db.ts";
import { diskStorage } from "../photos/storage.server.ts";
import { issueDraft } from "../photos/upload-target.server.ts";
import { listCatalogue } from "./catalogue.server.ts";
import { readCatalogueParams } from "./catalogue-params.ts";
import { newSeed } from "./order-seed.ts";
import { createFromForm } from "./save.server.ts";
import { quoteStay } from "./seasons.ts";
import {
  addOccupied,
  addSeason,
  listOccupied,
  listSeasons,
  removeOccupied,
  removeSeason,
  SeasonRefused,
} from "./seasons.server.ts";

let db: TestDb;
let dir: string;
const ana = { id: "staff-ana", name: "Ana Pérez" };
const high = { name: "Temporada alta", from: "2027-01-01", to: "2027-03-01", unit: "noche" as const, price: 100_000 };

beforeAll(async () => {
  db = await createTestDb();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrina-seasons-"));
});
afterAll(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function listing(state: string) {
  const id = await issueDraft(db.kysely, ana.id);
  const ctx = { kysely: db.kysely, storage: diskStorage(dir) };
  await createFromForm(ctx, id, formValues({ name: `Casa ${state}`, state }), ana, new Date());
  return id;
}

describe(`seasons and occupied dates (${process.env.VITRINA_TEST_ENGINE})`, () => {
  it("stores seasons and ranges, refuses overlaps in Spanish and changes nothing then", async () => {
    const id = await listing("Alquiler Temporal");
    await addSeason(db.kysely, id, { ...high, minNights: 3 });
    await addSeason(db.kysely, id, { ...high, name: "Marzo", from: "2027-03-01", to: "2027-04-01", minNights: 2 });
    await expect(
      addSeason(db.kysely, id, { ...high, name: "Otra", from: "2027-02-20", to: "2027-03-05", minNights: 1 }),
    ).rejects.toThrow("La temporada se superpone con «Temporada alta» (del 01/01/2027 al 28/02/2027).");
    expect((await listSeasons(db.kysely, id)).map((s) => [s.name, s.price, s.minNights])).toEqual([
      ["Temporada alta", 100_000, 3],
      ["Marzo", 100_000, 2],
    ]);

    await addOccupied(db.kysely, id, { from: "2027-01-10", to: "2027-01-17" }, ana.id);
    // Touching edges is no overlap: leaving on the 10th, arriving on the 17th.
    await addOccupied(db.kysely, id, { from: "2027-01-03", to: "2027-01-10" }, ana.id);
    await addOccupied(db.kysely, id, { from: "2027-01-17", to: "2027-01-20" }, ana.id);
    const refused = addOccupied(db.kysely, id, { from: "2027-01-15", to: "2027-01-18" }, ana.id);
    await expect(refused).rejects.toThrow(SeasonRefused);
    await expect(refused).rejects.toThrow(
      "Esas fechas se superponen con un período ocupado del 10/01/2027 al 16/01/2027.",
    );
    const ranges = await listOccupied(db.kysely, id);
    expect(ranges.map((r) => [r.from, r.to])).toEqual([
      ["2027-01-03", "2027-01-10"],
      ["2027-01-10", "2027-01-17"],
      ["2027-01-17", "2027-01-20"],
    ]);
    expect((await listOccupied(db.kysely, id, "2027-01-17")).length).toBe(1);

    await removeOccupied(db.kysely, id, ranges[1]!.id);
    expect((await listOccupied(db.kysely, id)).length).toBe(2);
    const [first] = await listSeasons(db.kysely, id);
    await removeSeason(db.kysely, id, first!.id);
    expect((await listSeasons(db.kysely, id)).map((s) => s.name)).toEqual(["Marzo"]);
  });

  it("refuses seasons and ranges on a listing that is not a temporary rental", async () => {
    const id = await listing("Venta");
    await expect(addSeason(db.kysely, id, { ...high, minNights: 1 })).rejects.toThrow(
      "Las temporadas y fechas ocupadas son solo para propiedades en Alquiler Temporal.",
    );
    await expect(addOccupied(db.kysely, id, { from: "2027-01-01", to: "2027-01-05" }, ana.id)).rejects.toThrow(
      SeasonRefused,
    );
    expect(await listSeasons(db.kysely, id)).toEqual([]);
    expect(await listOccupied(db.kysely, id)).toEqual([]);
  });

  it("'Disponible del … al …' keeps temporary rentals with no occupied night in the range", async () => {
    const busy = await listing("Alquiler Temporal");
    const free = await listing("Alquiler Temporal");
    const sale = await listing("Venta");
    await addOccupied(db.kysely, busy, { from: "2028-01-10", to: "2028-01-17" }, ana.id);
    await addOccupied(db.kysely, free, { from: "2028-01-03", to: "2028-01-10" }, ana.id);
    const ids = async (from: string, to: string) => {
      const page = await listCatalogue(db.kysely, { seed: newSeed(), limit: 500, available: { from, to } });
      return page.items.map((p) => p.id).filter((id) => [busy, free, sale].includes(id));
    };
    expect((await ids("2028-01-12", "2028-01-14")).sort()).toEqual([free].sort());
    // Leaving the day the occupied week starts, or arriving the day it ends, is free (decision 135).
    expect((await ids("2028-01-17", "2028-01-20")).sort()).toEqual([busy, free].sort());
    expect((await ids("2028-01-08", "2028-01-10")).sort()).toEqual([busy]);
  });

  it("'Disponible del … al …' keeps a rental with seasons only when they price the stay, as quoteStay does", async () => {
    // Seasons with a gap (March 1–9) and minimum stays of 3, 7 and 1 nights; one listing with none; one priced but
    // occupied; one sale listing that never matches.
    const seasons = [
      { name: "Enero", from: "2029-01-01", to: "2029-02-01", unit: "noche" as const, price: 90_000, minNights: 3 },
      { name: "Febrero", from: "2029-02-01", to: "2029-03-01", unit: "semana" as const, price: 500_000, minNights: 7 },
      { name: "Marzo", from: "2029-03-10", to: "2029-04-01", unit: "mes" as const, price: 1_500_000, minNights: 1 },
    ];
    const priced = await listing("Alquiler Temporal");
    const unpriced = await listing("Alquiler Temporal");
    const occupied = await listing("Alquiler Temporal");
    for (const id of [priced, occupied]) for (const season of seasons) await addSeason(db.kysely, id, season);
    await addOccupied(db.kysely, occupied, { from: "2028-12-01", to: "2029-04-01" }, ana.id);
    const mine = [priced, unpriced, occupied];
    const stays = [
      ["2029-01-05", "2029-01-07"], // 2 nights in Enero: under its minimum of 3
      ["2029-01-05", "2029-01-10"], // 5 nights in Enero
      ["2029-01-28", "2029-02-02"], // into Febrero, 5 nights: under Febrero's 7
      ["2029-01-28", "2029-02-05"], // 8 nights across both
      ["2029-02-20", "2029-03-01"], // 9 nights ending on Febrero's last day
      ["2029-02-25", "2029-03-03"], // into the gap
      ["2029-03-02", "2029-03-05"], // inside the gap
      ["2029-03-08", "2029-03-12"], // from the gap into Marzo
      ["2029-03-31", "2029-04-01"], // Marzo's last night
      ["2029-03-31", "2029-04-02"], // past the last season
      ["2028-12-30", "2029-01-04"], // before the first season
      ["2029-01-01", "2029-04-01"], // every season, across the gap
    ];
    for (const [from, to] of stays) {
      const page = await listCatalogue(db.kysely, { seed: newSeed(), limit: 500, available: { from, to } });
      const shown = page.items.map((p) => p.id).filter((id) => mine.includes(id));
      const bookable = quoteStay({ from, to }, seasons, []).ok;
      // The listing with no season shows for any free stay; the occupied one never.
      expect(shown.sort(), `${from} → ${to}`).toEqual((bookable ? [priced, unpriced] : [unpriced]).sort());
    }
  });

  it("reads the range from the URL only as a valid pair", () => {
    const f = (qs: string) => readCatalogueParams(new URLSearchParams(qs)).filters;
    expect(f("llegada=2028-01-10&salida=2028-01-12")).toMatchObject({ llegada: "2028-01-10", salida: "2028-01-12" });
    for (const qs of [
      "llegada=2028-01-10",
      "llegada=2028-01-12&salida=2028-01-10",
      "llegada=2028-02-30&salida=2028-03-02",
    ]) {
      expect(f(qs)).toMatchObject({ llegada: "", salida: "" });
    }
  });
});
