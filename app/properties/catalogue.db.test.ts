import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../../tests/support/test-db.ts";
import { demoInput, createProperty } from "../../tests/support/fixtures.ts";
import {
  filterOptions,
  HASH_ORDER_MAX,
  listCatalogue,
  sitemapListings,
  type CatalogueQuery,
} from "./catalogue.server.ts";
import { newSeed, PAGE_SIZE, parseSeed } from "./order-seed.ts";
import type { PropertyInput } from "./commands.server.ts";

let db: TestDb;
const ids: Record<string, string> = {};

// 14 listings: 5 featured, closed deals among them, two localities, both currencies and Consultar.
const listings: Array<[string, Partial<PropertyInput>]> = [
  ["casa1", { featured: true, type: "Casa", locality: "Santa Rosa", currency: "USD", price: 120000 }],
  ["casa2", { featured: false, type: "Casa", locality: "Santa Rosa", currency: "$", price: 95000000 }],
  ["depto1", { featured: true, type: "Departamento", state: "Alquiler", currency: "$", price: 450000 }],
  ["depto2", { featured: false, type: "Departamento", state: "Alquiler", currency: "Consultar", price: null }],
  ["lote1", { featured: true, type: "Lote", currency: "USD", price: 30000 }],
  ["vendido", { featured: true, type: "Casa", state: "Vendido", currency: "USD", price: 80000 }],
  ["alquilado", { featured: false, type: "Local", state: "Alquilado", locality: "Amboy", currency: "$", price: 1 }],
  ["temp1", { featured: true, type: "Cabanha", state: "Alquiler Temporal", currency: "$", price: 90000 }],
  ["temp2", { featured: false, type: "Cabanha", state: "Alquiler Temporal", currency: "USD", price: 100 }],
  ["casa3", { featured: false, type: "Casa", currency: "USD", price: 250000 }],
  ["casa4", { featured: false, type: "Chalet", currency: "USD", price: 180000 }],
  ["casa5", { featured: true, type: "Quinta", currency: "USD", price: 310000 }],
  ["casa6", { featured: false, type: "Duplex", currency: "USD", price: 99000 }],
  ["casa7", { featured: false, type: "PH", currency: "$", price: 60000000 }],
];

beforeAll(async () => {
  db = await createTestDb();
  for (const [key, overrides] of listings) {
    ids[key] = await createProperty(db.kysely, demoInput({ name: key, ...overrides }), [
      { n: 1, width: 1200, height: 800 },
    ]);
  }
});
afterAll(() => db.destroy());

const names = (items: Array<{ name: string }>) => items.map((p) => p.name);

describe(`listCatalogue (${process.env.VITRINA_TEST_ENGINE})`, () => {
  it("puts featured listings first, leaves closed deals out of the home list, then stored order", async () => {
    const { items, hasMore } = await listCatalogue(db.kysely, { openOnly: true, seed: newSeed(), limit: 100 });
    expect(hasMore).toBe(false);
    const featured = items.filter((p) => p.featured);
    expect(names(featured).sort()).toEqual(["casa1", "casa5", "depto1", "lote1", "temp1"]);
    expect(items.slice(0, 5).every((p) => p.featured)).toBe(true);
    expect(names(items.slice(5))).toEqual(["casa2", "depto2", "temp2", "casa3", "casa4", "casa6", "casa7"]);
    expect(names(items)).not.toContain("vendido");
    expect(names(items)).not.toContain("alquilado");
    expect(items[0].cover).toEqual({ n: 1, width: 1200, height: 800 });
  });

  it("keeps one order per seed, so growing pages never repeat or skip", async () => {
    const seed = parseSeed("k3x9a")!;
    const all = names((await listCatalogue(db.kysely, { openOnly: true, seed, limit: 100 })).items);
    for (const limit of [6, 12]) {
      const page = await listCatalogue(db.kysely, { openOnly: true, seed, limit });
      expect(names(page.items)).toEqual(all.slice(0, limit));
      expect(page.hasMore).toBe(all.length > limit);
    }
  });

  it("computes the same order on both engines: the documented hash, tie-broken by seq", async () => {
    const seed = newSeed();
    const P = 2147483647n;
    const [a, b] = [BigInt(seed.a), BigInt(seed.b)];
    const hash = (seq: bigint) => {
      const k = (((seq * a) % P) * ((seq + b) % P)) % P;
      return (k * ((k + a) % P)) % P;
    };
    const rows = await db.kysely.selectFrom("properties").select(["name", "seq", "featured"]).execute();
    const expected = rows
      .filter((r) => Boolean(r.featured))
      .map((r) => ({ name: r.name, key: hash(BigInt(r.seq)), seq: Number(r.seq) }))
      .sort((x, y) => (x.key < y.key ? -1 : x.key > y.key ? 1 : x.seq - y.seq))
      .map((r) => r.name);
    const page = await listCatalogue(db.kysely, { seed, limit: 100 });
    expect(names(page.items).slice(0, expected.length)).toEqual(expected);
  });

  it("shuffles the featured listings differently for different seeds", async () => {
    const orders = new Set<string>();
    for (let i = 1; i <= 20; i++) {
      const page = await listCatalogue(db.kysely, { openOnly: true, seed: newSeed(), limit: 5 });
      orders.add(names(page.items).join(","));
    }
    expect(orders.size).toBeGreaterThan(3);
  });

  it("ANDs locality, type, state and price range", async () => {
    const seed = newSeed();
    const q = (extra: object) =>
      listCatalogue(db.kysely, { openOnly: true, seed, limit: 100, ...extra }).then((r) => names(r.items).sort());
    expect(await q({ locality: "Santa Rosa" })).toEqual(["casa1", "casa2"]);
    expect(await q({ type: "Casa" })).toEqual(["casa1", "casa2", "casa3"]);
    expect(await q({ type: "Casa", locality: "Santa Rosa", state: "Venta" })).toEqual(["casa1", "casa2"]);
    expect(await q({ state: "Alquiler Temporal" })).toEqual(["temp1", "temp2"]);
    expect(await q({ price: { min: 100000, max: 250000, currency: "USD" } })).toEqual(["casa1", "casa3", "casa4"]);
    expect(await q({ price: { min: 100, max: 100000, currency: null } })).toEqual(["casa6", "lote1", "temp1", "temp2"]);
    expect(await q({ price: { min: 0, max: 10 ** 12, currency: "$" } })).toEqual(["casa2", "casa7", "depto1", "temp1"]);
    expect(await q({ type: "Casa", state: "Alquiler" })).toEqual([]);
  });

  it("lists one state, closed deals included when asked for", async () => {
    const page = await listCatalogue(db.kysely, { state: "Vendido", seed: newSeed(), limit: 6 });
    expect(names(page.items)).toEqual(["vendido"]);
  });
});

describe(`filterOptions (${process.env.VITRINA_TEST_ENGINE})`, () => {
  it("offers the distinct values of listings the home can show, with each currency's price spread", async () => {
    const o = await filterOptions(db.kysely);
    expect(o.localities).toEqual(["Santa Rosa", "Villa General Belgrano"]);
    expect(o.types).toEqual(["Cabanha", "Casa", "Chalet", "Departamento", "Duplex", "Lote", "PH", "Quinta"]);
    expect(o.states).toEqual(["Alquiler", "Alquiler Temporal", "Venta"]);
    expect(o.priceSpreads).toEqual([
      { currency: "$", min: 90000, max: 95000000 },
      { currency: "USD", min: 100, max: 310000 },
    ]);
  });
});

describe(`sitemapListings (${process.env.VITRINA_TEST_ENGINE})`, () => {
  it("lists every listing, closed deals included", async () => {
    const rows = await sitemapListings(db.kysely);
    expect(rows.map((r) => r.id)).toEqual(listings.map(([key]) => ids[key]));
  });
});

// A catalogue with more matching featured listings than HASH_ORDER_MAX: their order is a rotation of the id order.
describe(`listCatalogue above ${HASH_ORDER_MAX} featured listings (${process.env.VITRINA_TEST_ENGINE})`, () => {
  let big: TestDb;
  const FEATURED = HASH_ORDER_MAX + 40; // open, all "Casa" in Venta; one in four in Santa Rosa
  const REST = 15; // open, not featured, "Chalet"
  const CLOSED = 10; // featured but sold: never on the home grid

  const at = "2024-01-01T00:00:00.000Z";
  const rows = Array.from({ length: FEATURED + REST + CLOSED }, (_, i) => ({
    // Random-looking but reproducible 8-hex ids (an odd multiplier mod 2^32 never repeats), as real ids are random.
    id: (Math.imul(i + 1, 0x85ebca6b) >>> 0).toString(16).padStart(8, "0"),
    seq: i + 1,
    name: `p${i}`,
    type: i < FEATURED ? "Casa" : "Chalet",
    state: i < FEATURED + REST ? "Venta" : "Vendido",
    locality: i % 4 === 0 ? "Santa Rosa" : "Amboy",
    address: "",
    description: "",
    currency: null,
    price: null,
    maps: "",
    featured: i < FEATURED || i >= FEATURED + REST,
    ambientes: null,
    dormitorios: null,
    banos: null,
    plantas: null,
    superficie: null,
    cochera: null,
    anio_construccion: null,
    patio: null,
    expensas: null,
    estado: null,
    contrato: null,
    search_text: "",
    created_at: at,
    updated_at: at,
  }));

  beforeAll(async () => {
    big = await createTestDb();
    for (let i = 0; i < rows.length; i += 200)
      await big.kysely
        .insertInto("properties")
        .values(rows.slice(i, i + 200))
        .execute();
  });
  afterAll(() => big.destroy());

  const list = (q: Partial<CatalogueQuery> & { limit: number }) =>
    listCatalogue(big.kysely, { openOnly: true, seed: parseSeed("k3x9a")!, ...q });

  it("grows page by page down to the non-featured listings, never repeating or skipping one", async () => {
    let shown: Array<{ id: string; name: string; featured: boolean }> = [];
    for (let limit = PAGE_SIZE; ; limit += PAGE_SIZE) {
      const page = await list({ limit });
      expect(page.items.slice(0, shown.length)).toEqual(shown); // 'Ver más' only appends
      shown = page.items;
      if (!page.hasMore) break;
      expect(shown).toHaveLength(limit);
    }
    expect(shown).toHaveLength(FEATURED + REST);
    expect(new Set(shown.map((p) => p.id)).size).toBe(FEATURED + REST);
    expect(shown.slice(0, FEATURED).every((p) => p.featured)).toBe(true);
    // The rest in stored order: p1040, p1041, …
    expect(names(shown.slice(FEATURED))).toEqual(Array.from({ length: REST }, (_, i) => `p${FEATURED + i}`));
    // The featured ones: the id order, rotated to start somewhere.
    const byId = shown
      .slice(0, FEATURED)
      .map((p) => p.id)
      .sort();
    const first = byId.indexOf(shown[0].id);
    expect(shown.slice(0, FEATURED).map((p) => p.id)).toEqual([...byId.slice(first), ...byId.slice(0, first)]);
  });

  it("starts elsewhere for another seed, and the same place again for the same seed", async () => {
    const first = async (seed: string) => names((await list({ seed: parseSeed(seed)!, limit: PAGE_SIZE })).items);
    expect(await first("1")).not.toEqual(await first("k3x9a"));
    expect(await first("k3x9a")).toEqual(await first("k3x9a"));
  });

  it("still applies the filters, in rotated order above the threshold and shuffled below it", async () => {
    const all = { limit: rows.length };
    const isRotation = (ids: string[]) => {
      const byId = [...ids].sort();
      const first = byId.indexOf(ids[0]);
      return ids.join() === [...byId.slice(first), ...byId.slice(0, first)].join();
    };
    const expected = (keep: (r: (typeof rows)[number]) => boolean) =>
      rows
        .filter(keep)
        .map((r) => r.name)
        .sort();

    const casas = (await list({ ...all, type: "Casa", state: "Venta" })).items;
    expect(names(casas).sort()).toEqual(expected((r) => r.type === "Casa" && r.state === "Venta"));
    expect(isRotation(casas.map((p) => p.id))).toBe(true);

    // 260 featured in Santa Rosa: below the threshold, so the per-visit hash order.
    const santaRosa = (await list({ ...all, locality: "Santa Rosa" })).items;
    expect(names(santaRosa).sort()).toEqual(expected((r) => r.locality === "Santa Rosa" && r.state !== "Vendido"));
    const featured = santaRosa.filter((p) => p.featured);
    expect(featured).toHaveLength(FEATURED / 4);
    expect(santaRosa.slice(0, featured.length)).toEqual(featured);
    expect(isRotation(featured.map((p) => p.id))).toBe(false);

    const sold = (await listCatalogue(big.kysely, { state: "Vendido", seed: newSeed(), ...all })).items;
    expect(names(sold).sort()).toEqual(expected((r) => r.state === "Vendido"));
  });
});
