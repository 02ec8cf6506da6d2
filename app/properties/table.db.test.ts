import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../../tests/support/test-db.ts";
import { demoInput, createProperty } from "../../tests/support/fixtures.ts";
import { DEFAULT_PARAMS, type TableParams } from "./table-params.ts";
import { listForTable } from "./table.server.ts";
import { listingCounters, recentActivity } from "./counters.server.ts";

let db: TestDb;
const ids: Record<string, string> = {};
const base = new Date("2025-01-01T12:00:00Z").getTime();

beforeAll(async () => {
  db = await createTestDb();
  const listings = [
    ["Casa Ñandú", "Casa", "Venta", "San José", "Belgrano 10", 300, true],
    ["Departamento céntrico", "Departamento", "Alquiler", "Córdoba", "San Martín 55", 100, false],
    ["Lote con vista", "Lote", "Vendido", "Los Reartes", "Ruta 5 km 3", 50, true],
    ["Cabaña del bosque", "Cabanha", "Alquiler Temporal", "La Cumbrecita", "Las Ardillas 2", 200, false],
    ["Local comercial", "Local", "Alquilado", "Santa Rosa", "Calle José Hernández 9", 150, false],
  ] as const;
  for (const [i, [name, type, state, locality, address, price, featured]] of listings.entries()) {
    ids[name] = await createProperty(
      db.kysely,
      demoInput({ name, type, state, locality, address, price, featured, currency: "USD" }),
      [],
      { now: new Date(base + i * 60_000) },
    );
  }
});
afterAll(() => db.destroy());

const params = (p: Partial<TableParams> = {}): TableParams => ({ ...DEFAULT_PARAMS, ...p });
const names = async (p: Partial<TableParams>, featuredOnly = false) =>
  (await listForTable(db.kysely, params(p), { featuredOnly })).rows.map((r) => r.name);

describe(`dashboard table query (${process.env.VITRINA_TEST_ENGINE})`, () => {
  it("lists newest first by default, with the total", async () => {
    const page = await listForTable(db.kysely, params());
    expect(page.total).toBe(5);
    expect(page.rows[0].name).toBe("Local comercial");
    expect(page.rows.at(-1)!.name).toBe("Casa Ñandú");
  });

  it("searches name, locality, address and id, ignoring case and accents", async () => {
    expect(await names({ search: "ÑANDU" })).toEqual(["Casa Ñandú"]);
    expect(await names({ search: "cordoba" })).toEqual(["Departamento céntrico"]);
    expect(await names({ search: "jose" })).toEqual(["Local comercial", "Casa Ñandú"]);
    expect(await names({ search: "ruta 5" })).toEqual(["Lote con vista"]);
    expect(await names({ search: ids["Cabaña del bosque"] })).toEqual(["Cabaña del bosque"]);
    expect(await names({ search: "no existe" })).toEqual([]);
    expect((await listForTable(db.kysely, params({ search: "jose" }))).total).toBe(2);
    expect(await names({ search: "100%_" })).toEqual([]);
    // Newest-first and oldest-first pages straight from the search index, with paging.
    expect(await names({ search: "san", dir: "asc" })).toEqual([
      "Casa Ñandú",
      "Departamento céntrico",
      "Local comercial",
    ]);
    expect(await names({ search: "san" })).toEqual(["Local comercial", "Departamento céntrico", "Casa Ñandú"]);
    const second = await listForTable(db.kysely, params({ search: "san", size: 10, page: 1 }));
    expect(second.total).toBe(3);
  });

  it("cards search looks at the name only", async () => {
    expect(await names({ view: "tarjetas", name: "jose" })).toEqual([]);
    expect(await names({ view: "tarjetas", name: "LOCAL" })).toEqual(["Local comercial"]);
    expect(await names({ view: "tarjetas", name: "co" })).toEqual([
      "Local comercial",
      "Lote con vista",
      "Departamento céntrico",
    ]);
  });

  it("sorts by any column both ways", async () => {
    expect(await names({ sort: "precio", dir: "asc" })).toEqual([
      "Lote con vista",
      "Departamento céntrico",
      "Local comercial",
      "Cabaña del bosque",
      "Casa Ñandú",
    ]);
    expect((await names({ sort: "nombre", dir: "desc" }))[0]).toBe("Lote con vista");
    expect((await names({ sort: "localidad", dir: "asc" }))[0]).toBe("Departamento céntrico");
    expect((await names({ sort: "creada", dir: "asc" }))[0]).toBe("Casa Ñandú");
  });

  it("pages, and clamps a page past the end to the last one", async () => {
    const first = await listForTable(db.kysely, params({ size: 10, page: 1 }));
    expect(first.pages).toBe(1);
    const past = await listForTable(db.kysely, params({ page: 9 }));
    expect(past.page).toBe(1);
    expect(past.rows).toHaveLength(5);
  });

  it("limits to featured listings", async () => {
    const page = await listForTable(db.kysely, params(), { featuredOnly: true });
    expect(page.total).toBe(2);
    expect(page.rows.map((r) => r.name)).toEqual(["Lote con vista", "Casa Ñandú"]);
  });
});

describe(`counters (${process.env.VITRINA_TEST_ENGINE})`, () => {
  it("counts total, featured and per state, following inserts, updates and deletes", async () => {
    const c = await listingCounters(db.kysely);
    expect(c).toEqual({
      total: 5,
      featured: 2,
      byState: { Alquiler: 1, "Alquiler Temporal": 1, Alquilado: 1, Venta: 1, Vendido: 1 },
    });
    const extra = await createProperty(db.kysely, demoInput({ state: "Venta", featured: true }));
    await db.kysely
      .updateTable("properties")
      .set({ state: "Vendido", featured: false })
      .where("id", "=", extra)
      .execute();
    let after = await listingCounters(db.kysely);
    expect(after.total).toBe(6);
    expect(after.featured).toBe(2);
    expect(after.byState.Vendido).toBe(2);
    await db.kysely.deleteFrom("properties").where("id", "=", extra).execute();
    after = await listingCounters(db.kysely);
    expect(after).toEqual(c);
  });

  it("counts views and enquiries on the listing and per day, for the 30-day figures", async () => {
    const now = new Date("2025-03-31T15:00:00Z");
    const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * 86_400_000).toISOString();
    const ev = (kind: "page_view" | "enquiry", property_id: string | null, daysAgo: number) => ({
      kind,
      property_id,
      path: property_id ? `/propiedad/${property_id}` : "/",
      created_at: at(daysAgo),
    });
    const casa = ids["Casa Ñandú"];
    const lote = ids["Lote con vista"];
    await db.kysely
      .insertInto("events")
      .values([
        ev("page_view", casa, 0),
        ev("page_view", casa, 1),
        ev("page_view", casa, 29),
        ev("page_view", casa, 31),
        ev("enquiry", casa, 2),
        ev("page_view", lote, 3),
        ev("enquiry", lote, 3),
        ev("enquiry", lote, 4),
        ev("page_view", null, 0),
      ])
      .execute();
    const a = await recentActivity(db.kysely, now);
    expect(a.views).toBe(5);
    expect(a.enquiries).toBe(3);
    expect(a.top).toEqual([
      { id: casa, name: "Casa Ñandú", views: 3, enquiries: 1 },
      { id: lote, name: "Lote con vista", views: 1, enquiries: 2 },
    ]);
    const byViews = await listForTable(db.kysely, params({ sort: "visitas", dir: "desc" }));
    expect(byViews.rows[0]).toMatchObject({ name: "Casa Ñandú", views: 4, enquiries: 1 });
    expect((await names({ sort: "consultas", dir: "desc" }))[0]).toBe("Lote con vista");
  });
});
