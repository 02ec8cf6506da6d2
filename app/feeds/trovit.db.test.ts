// The Trovit feed over the demo catalogue and over generated listings of every type, state, currency and empty
// field: it validates against both Trovit schemas, carries exactly the listings it should, and fixes or leaves
// out bad data with a reason (issue 37).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProperty, demoInput } from "../../tests/support/fixtures.ts";
import { createTestDb, type TestDb } from "../../tests/support/test-db.ts";
import { xsdErrors } from "../../tests/support/xsd.ts";
import { seedDemo } from "../demo/seed.server.ts";
import { diskStorage } from "../photos/storage.server.ts";
import { CURRENCIES, PROPERTY_STATES, PROPERTY_TYPES } from "../properties/options.ts";
import { buildFeeds, feedContext } from "./build.server.ts";
import { FEED_STATES } from "./portals.ts";
import { trovitFeed } from "./trovit.ts";

const SCHEMAS = ["trovit-homes.xsd", "trovit-unofficial.openestate.xsd"];
const ctx = feedContext({ PUBLIC_URL: "https://inmo.example" }, "Inmobiliaria <Prueba> & Cía");
const photo = (n: number) => ({ n, width: 2400, height: 1600 });
const UNITS = ["noche", "semana", "mes"] as const;
/** Seasons priced per each of `units` (a temporary rental's price unit, rent-period.ts). */
async function addSeasons(id: string, units: readonly (typeof UNITS)[number][]) {
  for (const [k, unit] of units.entries()) {
    const year = 2030 + k;
    await db.kysely
      .insertInto("seasons")
      .values({
        property_id: id,
        name: `T${k}`,
        starts_on: `${year}-01-01`,
        ends_on: `${year}-03-01`,
        unit,
        price: 100,
        min_nights: 1,
      })
      .execute();
  }
}
const ids = (xml: string) => [...xml.matchAll(/<id><!\[CDATA\[([^\]]+)\]\]><\/id>/g)].map((m) => m[1]);

let db: TestDb;
let photosDir: string;
beforeAll(async () => {
  db = await createTestDb();
  photosDir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrina-feed-"));
});
afterAll(async () => {
  await db.destroy();
  fs.rmSync(photosDir, { recursive: true, force: true });
});

async function trovit() {
  return (await buildFeeds(db.kysely, ctx, [trovitFeed])).get(trovitFeed)!;
}

describe(`Trovit feed (${process.env.VITRINA_TEST_ENGINE})`, () => {
  it("over the demo catalogue: valid under both schemas, every public listing for sale or rent with what it needs", async () => {
    await seedDemo({ kysely: db.kysely, storage: diskStorage(photosDir) });
    const feed = await trovit();
    for (const schema of SCHEMAS) expect(xsdErrors(feed.xml, schema), schema).toEqual([]);
    const rows = await db.kysely.selectFrom("properties").select(["id", "state", "currency"]).execute();
    const expected = rows.filter((r) => FEED_STATES.includes(r.state as never) && r.currency !== "Consultar");
    expect(new Set(ids(feed.xml))).toEqual(new Set(expected.map((r) => r.id)));
    expect(feed.count).toBe(expected.length);
    for (const r of rows.filter((r) => FEED_STATES.includes(r.state as never) && r.currency === "Consultar")) {
      expect(feed.leftOut.find((l) => l.id === r.id)?.notes).toContain("Sin precio (precio 'Consultar')");
    }
    expect(feed.xml).toContain("<![CDATA[Inmobiliaria <Prueba> & Cía]]>");
    expect(feed.xml).toMatch(
      /<picture_url><!\[CDATA\[https:\/\/inmo\.example\/media\/[0-9a-f]{8}\/image_\d+\.jpeg\]\]>/,
    );
  }, 120_000); // drawing the demo's photos takes a while on a busy machine

  it("over generated listings of every type, state, currency and empty field: valid, hidden ones never in", async () => {
    const made: Array<{ id: string; visible: boolean }> = [];
    let i = 0;
    for (const type of PROPERTY_TYPES) {
      for (const state of PROPERTY_STATES) {
        const currency = CURRENCIES[i % CURRENCIES.length];
        const empty = i % 2 === 0;
        const id = await createProperty(
          db.kysely,
          demoInput({
            type,
            state,
            currency,
            price: currency === "Consultar" ? null : i % 4 === 0 ? 1_234_567 : 10 + i,
            name: `${type} ${state} ${i}`,
            locality: empty ? "" : "Santa Rosa de Calamuchita",
            address: empty ? "" : `San Martín ${i + 1}`,
            characteristics: empty ? {} : demoInput().characteristics,
            location: { point: { lat: -31.98 - i / 1000, lng: -64.55 }, approximate: i % 3 === 0 },
          }),
          [photo(1), photo(2)],
          { draft: i % 7 === 0 },
        );
        // A temporary rental's price unit comes from its seasons: one of each unit, and one without seasons.
        const unit = UNITS[i % 4] as (typeof UNITS)[number] | undefined;
        if (state === "Alquiler Temporal" && unit) await addSeasons(id, [unit]);
        const priced = currency !== "Consultar" && (state !== "Alquiler Temporal" || unit !== undefined);
        made.push({ id, visible: FEED_STATES.includes(state) && priced && i % 7 !== 0 });
        i++;
      }
    }
    const trashed = await createProperty(db.kysely, demoInput({ name: "En la papelera" }), [photo(1)]);
    await db.kysely
      .updateTable("properties")
      .set({ deleted_at: new Date().toISOString() })
      .where("id", "=", trashed)
      .execute();
    const optedOut = await createProperty(db.kysely, demoInput({ name: "Sin portales" }), [photo(1)]);
    await db.kysely.updateTable("properties").set({ portals_publish: false }).where("id", "=", optedOut).execute();
    const skipped = await createProperty(db.kysely, demoInput({ name: "Sin Trovit" }), [photo(1)]);
    await db.kysely.updateTable("properties").set({ portals_skipped: "trovit" }).where("id", "=", skipped).execute();

    const feed = await trovit();
    for (const schema of SCHEMAS) expect(xsdErrors(feed.xml, schema), schema).toEqual([]);
    const inFeed = new Set(ids(feed.xml));
    for (const m of made) expect(inFeed.has(m.id), m.id).toBe(m.visible);
    for (const hidden of [trashed, optedOut, skipped]) expect(inFeed.has(hidden)).toBe(false);
    expect(feed.leftOut.find((l) => l.id === skipped)?.notes).toEqual([
      "No se publica en este portal (elegido en la propiedad)",
    ]);
    // Coordinates only for exact locations.
    const ads = feed.xml.split("<ad>").slice(1);
    const approximate = made.filter((_, k) => k % 3 === 0 && made[k].visible).map((m) => m.id);
    for (const ad of ads.filter((a) => approximate.some((id) => a.includes(`[${id}]`)))) {
      expect(ad).not.toContain("<latitude>");
    }
    expect(ads.some((a) => a.includes("<latitude>"))).toBe(true);
  });

  it("fixes or leaves out bad data, says why, and never breaks the file", async () => {
    const noPhotos = await createProperty(db.kysely, demoInput({ name: "Sin fotos" }));
    const noNumber = await createProperty(db.kysely, demoInput({ name: "Sin número", address: "Los Reartes s/n" }), [
      photo(1),
    ]);
    const control = await createProperty(
      db.kysely,
      demoInput({
        name: "Casa\u0001 con \u0008control\u000B y ]]> fin",
        description: `Texto\u0002 con ]]> y <b>${"x".repeat(40)}`,
      }),
      [photo(1)],
    );
    const long = await createProperty(db.kysely, demoInput({ name: "Título largo ".repeat(25).slice(0, 300) }), [
      photo(1),
    ]);
    const huge = await createProperty(db.kysely, demoInput({ name: "Foto enorme" }), [
      photo(1),
      { n: 2, width: 2400, height: 9000 },
    ]);
    const feed = await trovit();
    for (const schema of SCHEMAS) expect(xsdErrors(feed.xml, schema), schema).toEqual([]);
    const inFeed = new Set(ids(feed.xml));
    expect(inFeed.has(noPhotos)).toBe(false);
    expect(feed.leftOut.find((l) => l.id === noPhotos)?.notes).toEqual(["Sin fotos"]);
    for (const id of [noNumber, control, long, huge]) expect(inFeed.has(id), id).toBe(true);
    const notes = (id: string) => feed.fixed.find((f) => f.id === id)?.notes ?? [];
    expect(notes(noNumber)).toEqual(["Dirección sin número: se publica sin la dirección, con la localidad"]);
    expect(notes(control)).toEqual(["Título con caracteres de control o saltos de línea: se limpiaron"]);
    expect(notes(long)).toEqual(["Título de 300 caracteres: se recortó a 255"]);
    expect(notes(huge)).toEqual(["Fotos de más de 6000 px de lado: se dejaron fuera"]);
    const controls = Array.from(feed.xml).filter((c) => c.charCodeAt(0) < 32 && !"\t\n\r".includes(c));
    expect(controls).toEqual([]);
    expect(feed.xml).toContain(`/media/${huge}/image_1.jpeg`);
    expect(feed.xml).not.toContain(`/media/${huge}/image_2.jpeg`);
  });

  it("publishes a rent with its period: monthly for Alquiler, a temporary rental's in its seasons' unit", async () => {
    const make = (name: string, state: "Alquiler" | "Alquiler Temporal" = "Alquiler") =>
      createProperty(db.kysely, demoInput({ name, state, currency: "$", price: 50_000 }), [photo(1)]);
    const rent = await make("Alquiler mensual");
    const [night, week, month, mixed, none] = await Promise.all(
      ["Por noche", "Por semana", "Por mes", "Mezcla", "Sin temporadas"].map((n) => make(n, "Alquiler Temporal")),
    );
    await addSeasons(night, ["noche"]);
    await addSeasons(week, ["semana", "semana"]);
    await addSeasons(month, ["mes"]);
    await addSeasons(mixed, ["noche", "mes"]);
    const feed = await trovit();
    for (const schema of SCHEMAS) expect(xsdErrors(feed.xml, schema), schema).toEqual([]);
    const priceOf = (id: string) =>
      feed.xml
        .split("<ad>")
        .find((a) => a.includes(`[${id}]`))
        ?.match(/<price[^>]*>[^<]*/)?.[0];
    expect(priceOf(rent)).toBe('<price currency="ARS" period="monthly">50000');
    expect(priceOf(week)).toBe('<price currency="ARS" period="weekly">50000');
    expect(priceOf(month)).toBe('<price currency="ARS" period="monthly">50000');
    // Trovit's published schema has no 'daily': a night's price goes as a week of 7 nights, and 'Portales' says so.
    expect(priceOf(night)).toBe('<price currency="ARS" period="weekly">350000');
    expect(feed.fixed.find((f) => f.id === night)?.notes).toEqual([
      "Precio por noche: se publica por semana (7 noches), el período que Trovit acepta",
    ]);
    // Per what is unknown: left out with why, never published as a monthly price.
    for (const id of [mixed, none]) {
      expect(priceOf(id)).toBeUndefined();
      expect(feed.leftOut.find((l) => l.id === id)?.notes).toEqual([
        "Alquiler Temporal sin unidad de precio (cargá sus temporadas, todas con precio por noche, por semana o por mes)",
      ]);
    }
  });
});
