// Saving and deriving a listing's point on both engines (decision 160), and what the map's query hands out:
// approximate listings never with their point (decision 161).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProperty, demoInput } from "../../tests/support/fixtures.ts";
import { createTestDb, type TestDb } from "../../tests/support/test-db.ts";
import { listingColumns } from "../properties/listing-row.server.ts";
import { newSeed } from "../properties/order-seed.ts";
import { getProperty } from "../properties/queries.server.ts";
import { listMapPins } from "./pins.server.ts";
import { locationFormDefaults, readLocation } from "./location.server.ts";

let db: TestDb;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db.destroy());

const PLACE = "https://www.google.com/maps/@-34.6037,-58.3816,15z";
const stored = (id: string) =>
  db.kysely
    .selectFrom("properties")
    .select(["latitude", "longitude", "approximate_location"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow()
    .then((r) => ({
      lat: r.latitude,
      lng: r.longitude,
      approximate: r.approximate_location === true || r.approximate_location === 1,
    }));

describe(`listing coordinates (${process.env.VITRINA_TEST_ENGINE})`, () => {
  it("staff's point wins over the maps value's, and is stored as real numbers", async () => {
    const location = { point: { lat: -31.9785, lng: -64.5598 }, approximate: false };
    const id = await createProperty(db.kysely, demoInput({ maps: PLACE, location }));
    expect(await stored(id)).toEqual({ lat: -31.9785, lng: -64.5598, approximate: false });
  });

  it("without staff's point, the maps value's is stored; without either, none", async () => {
    const derived = await createProperty(
      db.kysely,
      demoInput({ maps: PLACE, location: { point: null, approximate: false } }),
    );
    expect(await stored(derived)).toEqual({ lat: -34.6037, lng: -58.3816, approximate: false });
    const none = await createProperty(db.kysely, demoInput({ maps: "https://www.google.com/maps?q=Amboy" }));
    expect(await stored(none)).toEqual({ lat: null, lng: null, approximate: false });
  });

  it("a write that names no location (an import) takes the maps value's point, or keeps the stored one", async () => {
    const location = { point: { lat: -32.1, lng: -64.5 }, approximate: true };
    const id = await createProperty(db.kysely, demoInput({ location }));
    await db.kysely
      .updateTable("properties")
      .set(listingColumns(id, demoInput({ name: "Otra" })))
      .where("id", "=", id)
      .execute();
    expect(await stored(id)).toEqual({ lat: -32.1, lng: -64.5, approximate: true });
    await db.kysely
      .updateTable("properties")
      .set(listingColumns(id, demoInput({ maps: PLACE })))
      .where("id", "=", id)
      .execute();
    expect(await stored(id)).toEqual({ lat: -34.6037, lng: -58.3816, approximate: true });
  });

  it("the listing as read never carries the point, only whether it is approximate", async () => {
    const location = { point: { lat: -31.11111, lng: -64.22222 }, approximate: true };
    const id = await createProperty(db.kysely, demoInput({ location }));
    const p = (await getProperty(db.kysely, id, "public"))!;
    expect(p.approximateLocation).toBe(true);
    expect(JSON.stringify(p)).not.toContain("31.11111");
    expect(JSON.stringify(p)).not.toContain("64.22222");
  });

  it("the map's pins follow the filters; an approximate one is an area's centre, never the point", async () => {
    const locality = `Mapa ${Math.random().toString(36).slice(2, 8)}`;
    const exact = await createProperty(
      db.kysely,
      demoInput({
        locality,
        name: "Exacta",
        location: { point: { lat: -31.123456, lng: -64.654321 }, approximate: false },
      }),
    );
    const approx = await createProperty(
      db.kysely,
      demoInput({
        locality,
        name: "Aproximada",
        location: { point: { lat: -31.2468, lng: -64.1357 }, approximate: true },
      }),
    );
    await createProperty(db.kysely, demoInput({ locality, name: "Sin punto" }));
    await createProperty(
      db.kysely,
      demoInput({
        locality,
        name: "Alquilada",
        state: "Alquiler",
        location: { point: { lat: -31.5, lng: -64.5 }, approximate: false },
      }),
    );
    const { pins, capped } = await listMapPins(
      db.kysely,
      { locality, state: "Venta", seed: newSeed(), limit: 6 },
      "secreto",
    );
    expect(capped).toBe(false);
    expect(pins.map((p) => p.title).sort()).toEqual(["Aproximada", "Exacta"]);
    expect(pins.find((p) => p.id === exact)).toMatchObject({
      lat: -31.12346,
      lng: -64.65432,
      approximate: false,
      price: "USD 120.000",
    });
    const area = pins.find((p) => p.id === approx)!;
    expect(area.approximate).toBe(true);
    expect(JSON.stringify(area)).not.toMatch(/31\.2468|64\.1357/);
    expect({ lat: area.lat, lng: area.lng }).not.toEqual({ lat: -31.2468, lng: -64.1357 });
  });

  it("the dashboard reads it back: the edit form shows staff's point only, a copy keeps it", async () => {
    const own = { point: { lat: -31.5, lng: -64.25 }, approximate: true };
    const id = await createProperty(db.kysely, demoInput({ maps: PLACE, location: own }));
    expect(await readLocation(db.kysely, id)).toEqual(own);
    expect(await locationFormDefaults(db.kysely, id, PLACE)).toEqual({
      latitude: "-31.5",
      longitude: "-64.25",
      approximateLocation: "on",
    });
    const derived = await createProperty(db.kysely, demoInput({ maps: PLACE }));
    expect(await locationFormDefaults(db.kysely, derived, PLACE)).toEqual({ approximateLocation: undefined });
  });
});
