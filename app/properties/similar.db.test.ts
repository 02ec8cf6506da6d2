import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../../tests/support/test-db.ts";
import { demoInput, createProperty } from "../../tests/support/fixtures.ts";
import { listSimilar } from "./similar.server.ts";

let db: TestDb;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db?.destroy());

async function add(id: string, type: string, state: string, featured = false) {
  await createProperty(
    db.kysely,
    demoInput({ type, state, featured, name: `Prop ${id}` }),
    [{ n: 1, width: 1600, height: 1067 }],
    {
      id,
    },
  );
}

describe("listSimilar", () => {
  it("prefers the same state and type, tops up with the same state, never itself or other states", async () => {
    await add("00000001", "Casa", "Venta");
    await add("00000002", "Casa", "Venta");
    await add("00000003", "Lote", "Venta");
    await add("00000004", "Casa", "Alquiler");
    await add("00000005", "Duplex", "Venta", true);

    const similar = await listSimilar(db.kysely, { id: "00000001", state: "Venta", type: "Casa" });
    expect(similar.map((p) => p.id)).toEqual(["00000002", "00000005", "00000003"]);
    expect(similar[0].cover).toEqual({ n: 1, width: 1600, height: 1067 });
    expect(similar[0].featured).toBe(false);
  });

  it("fills with same state and type first when there are enough", async () => {
    await add("00000006", "Casa", "Venta");
    await add("00000007", "Casa", "Venta", true);
    const similar = await listSimilar(db.kysely, { id: "00000001", state: "Venta", type: "Casa" });
    expect(similar.map((p) => p.id)).toEqual(["00000007", "00000006", "00000002"]);
  });

  it("returns nothing when the listing is alone in its state", async () => {
    expect(await listSimilar(db.kysely, { id: "00000004", state: "Alquiler", type: "Casa" })).toEqual([]);
  });
});
