import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../../tests/support/test-db.ts";
import { formValues } from "../../tests/support/fixtures.ts";
import { diskStorage } from "../photos/storage.server.ts";
import type { PhotoContext } from "../photos/upload-queue.server.ts";
import { issueDraft } from "../photos/upload-target.server.ts";
import { listCatalogue } from "./catalogue.server.ts";
import { newSeed } from "./order-seed.ts";
import { priceDrops, priceHistory } from "./price-history.server.ts";
import { getProperty } from "./queries.server.ts";
import { createFromForm, updateFromForm } from "./save.server.ts";

let db: TestDb;
let dir: string;
let ctx: PhotoContext;
const ana = { id: "staff-ana", name: "Ana Pérez" };
const day = (d: number) => new Date(Date.UTC(2026, 0, d, 12));

beforeAll(async () => {
  db = await createTestDb();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrina-prices-"));
  ctx = { kysely: db.kysely, storage: diskStorage(dir) };
});
afterAll(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function listing(name: string, price: number) {
  const id = await issueDraft(db.kysely, ana.id);
  await createFromForm(ctx, id, formValues({ name, currency: "USD", price }), ana, day(1));
  return id;
}
async function edit(id: string, change: Parameters<typeof formValues>[0], at: Date) {
  const p = (await getProperty(db.kysely, id, "staff"))!;
  await updateFromForm(
    ctx,
    id,
    formValues({ name: p.name, currency: p.currency, price: p.price, version: p.version, ...change }),
    ana,
    at,
  );
}

describe(`price history (${process.env.VITRINA_TEST_ENGINE})`, () => {
  it("records every price or currency change (when, who, old → new) and nothing for other edits", async () => {
    const id = await listing("Historial", 100_000);
    await edit(id, { description: "Sin cambio de precio." }, day(2));
    await edit(id, { price: 90_000 }, day(3));
    await edit(id, { currency: "$", price: 90_000 }, day(4));
    await edit(id, { currency: "Consultar", price: null }, day(5));
    expect(await priceHistory(db.kysely, id)).toEqual([
      {
        at: day(5).toISOString(),
        by: "Ana Pérez",
        from: { currency: "$", price: 90_000 },
        to: { currency: "Consultar", price: null },
      },
      {
        at: day(4).toISOString(),
        by: "Ana Pérez",
        from: { currency: "USD", price: 90_000 },
        to: { currency: "$", price: 90_000 },
      },
      {
        at: day(3).toISOString(),
        by: "Ana Pérez",
        from: { currency: "USD", price: 100_000 },
        to: { currency: "USD", price: 90_000 },
      },
    ]);
  });

  it("'Bajó de precio' within 60 days, from the highest price in the same currency; on the cards too", async () => {
    const id = await listing("Rebajada", 200_000);
    await edit(id, { price: 190_000 }, day(2));
    await edit(id, { price: 170_000 }, day(10));
    const now = (await getProperty(db.kysely, id, "staff"))!;
    expect(await priceDrops(db.kysely, [now], day(20))).toEqual(new Map([[id, 15]]));
    // 60 days after the first change, only the second counts (190.000 → 170.000).
    expect(await priceDrops(db.kysely, [now], day(63))).toEqual(new Map([[id, 10]]));
    expect(await priceDrops(db.kysely, [now], day(80))).toEqual(new Map());
    const raised = await listing("Subida", 100_000);
    await edit(raised, { price: 120_000 }, new Date());
    const cards = (await listCatalogue(db.kysely, { seed: newSeed(), limit: 50 })).items;
    expect(cards.find((c) => c.id === raised)?.priceDrop).toBeUndefined();
  });

  it("a failed save records nothing (the change is in the save's transaction)", async () => {
    const id = await listing("Sin carrera", 100_000);
    const p = (await getProperty(db.kysely, id, "staff"))!;
    await edit(id, { price: 95_000 }, day(2));
    // The same loaded version saved again: refused as stale, and no second history row.
    await expect(
      updateFromForm(ctx, id, formValues({ name: p.name, currency: "USD", price: 50_000, version: p.version }), ana),
    ).rejects.toThrow();
    expect(await priceHistory(db.kysely, id)).toHaveLength(1);
  });
});
