import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProperty, demoInput } from "../../tests/support/fixtures.ts";
import { createTestDb, type TestDb } from "../../tests/support/test-db.ts";
import { exportCsv, exportRows } from "./export.server.ts";

let db: TestDb;
beforeAll(async () => {
  db = await createTestDb();
  await createProperty(db.kysely, demoInput({ name: 'Casa; con "comillas"' }), [{ n: 1, width: 1600, height: 900 }], {
    id: "000000e1",
  });
  await createProperty(db.kysely, demoInput({ name: "Borrador" }), [], { id: "000000e2", draft: true });
  await createProperty(db.kysely, demoInput({ name: "En papelera" }), [], { id: "000000e3" });
  await db.kysely
    .updateTable("properties")
    .set({ deleted_at: new Date().toISOString() })
    .where("id", "=", "000000e3")
    .execute();
});
afterAll(() => db?.destroy());

describe(`export (${process.env.VITRINA_TEST_ENGINE})`, () => {
  it("lists every listing outside the trash with fields, photo URLs, state and dates", async () => {
    const rows = await exportRows(db.kysely, "https://sitio.test/media");
    expect(rows.map((r) => r.referencia)).toEqual(["000000e1", "000000e2"]);
    expect(rows[0]).toMatchObject({ operacion: "Venta", precio: 120000, borrador: false });
    expect(rows[0].fotos).toBe("https://sitio.test/media/000000e1/image_1-1200.webp");
    expect(rows[1].borrador).toBe(true);
    const csv = exportCsv(rows);
    expect(csv.startsWith("\uFEFFreferencia;nombre;tipo;operacion;")).toBe(true);
    expect(csv).toContain('"Casa; con ""comillas"""');
  });
});
