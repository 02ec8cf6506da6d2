// 'Importar' on both engines: our own export (CSV + a ZIP of its photos) imported into an empty site gives the
// same listings; importing it again changes nothing; one bad row gives its Spanish error and stores nothing.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProperty, demoInput } from "../../tests/support/fixtures.ts";
import { makeJpeg, makeWebp } from "../../tests/support/images.ts";
import { createTestDb, type TestDb } from "../../tests/support/test-db.ts";
import { makeZip } from "../../tests/support/zip.ts";
import { parseMapValue } from "../properties/maps.ts";
import { diskStorage } from "../photos/storage.server.ts";
import type { PhotoContext } from "../photos/upload-queue.server.ts";
import { exportCsv, exportRows } from "./export.server.ts";
import { applyImport, ImportRefused } from "./import-apply.server.ts";
import { planImport } from "./import-plan.server.ts";

const BASE = "https://sitio.test/media";
const by = { id: "u-import", name: "Irene Importa" };
let source: TestDb;
let target: TestDb;
let dir: string;
let ctx: PhotoContext;
let csv: Buffer;
let zip: Buffer;

/** A listing the form accepts (the import checks rows with the form's schema). */
const valid = (overrides: Parameters<typeof demoInput>[0] = {}) =>
  demoInput({ locality: "Amboy", maps: parseMapValue("https://maps.google.com/?q=Amboy")!.stored, ...overrides });

beforeAll(async () => {
  source = await createTestDb();
  target = await createTestDb();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrina-import-"));
  ctx = { kysely: target.kysely, storage: diskStorage(dir) };
  await createProperty(
    source.kysely,
    valid({
      name: 'Casa; con "comillas"',
      titleEn: 'House; with "quotes"',
      descriptionEn: "Bright.\nTwo floors.",
      characteristics: { ...demoInput().characteristics, superficie: 180.5 },
    }),
    [
      { n: 1, width: 1600, height: 900 },
      { n: 2, width: 1600, height: 900 },
    ],
    { id: "000000f1" },
  );
  await createProperty(source.kysely, valid({ name: "Borrador =1+1", state: "Alquiler" }), [], {
    id: "000000f2",
    draft: true,
  });
  csv = Buffer.from(exportCsv(await exportRows(source.kysely, BASE)));
  zip = makeZip([
    { name: "000000f1/image_1-1200.webp", data: await makeWebp(1600, 900) },
    { name: "000000f1/image_2-1200.webp", data: await makeJpeg(1600, 900) },
  ]);
});
afterAll(async () => {
  await source?.destroy();
  await target?.destroy();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const comparable = async (db: TestDb) =>
  (await exportRows(db.kysely, BASE)).map(({ creada: _c, actualizada: _a, ...rest }) => rest);
const activityCount = async () => (await target.kysely.selectFrom("activity").select("id").execute()).length;

describe(`import (${process.env.VITRINA_TEST_ENGINE})`, () => {
  it("refuses a file with a bad row, with its Spanish error, and stores nothing", async () => {
    const bad = Buffer.from(csv.toString("utf8").replace(";Venta;", ";Permuta;"));
    const plan = await planImport(target.kysely, bad, zip);
    expect(plan.errors).toEqual([{ line: 2, reference: "000000f1", messages: ["operacion: Estado no es válido."] }]);
    await expect(applyImport(ctx, plan, by)).rejects.toThrow(ImportRefused);
    expect(await target.kysely.selectFrom("properties").select("id").execute()).toEqual([]);
    expect(await activityCount()).toBe(0);
  });

  it("imports the export of another site into an empty one: the same listings, photos re-encoded", async () => {
    const plan = await planImport(target.kysely, csv, zip);
    expect([plan.fileErrors, plan.errors]).toEqual([[], []]);
    expect(plan.counts).toEqual({ new: 2, updated: 0, unchanged: 0 });
    await applyImport(ctx, plan, by);
    expect(await comparable(target)).toEqual(await comparable(source));
    const english = await target.kysely
      .selectFrom("properties")
      .select(["title_en", "description_en"])
      .where("id", "=", "000000f1")
      .executeTakeFirstOrThrow();
    expect(english).toEqual({ title_en: 'House; with "quotes"', description_en: "Bright.\nTwo floors." });
    expect(fs.existsSync(path.join(dir, "000000f1", "image_2-1200.webp"))).toBe(true);
    const history = await target.kysely.selectFrom("activity").select(["action", "property_id"]).execute();
    expect(history.map((h) => h.action)).toEqual(["create", "create"]);
  });

  it("changes nothing when the same file is imported again", async () => {
    const versions = async () =>
      (
        await target.kysely.selectFrom("properties").select(["id", "version", "updated_at"]).orderBy("id").execute()
      ).map((r) => [r.id, Number(r.version), r.updated_at]);
    const before = await versions();
    const entries = await activityCount();
    const plan = await planImport(target.kysely, csv, zip);
    expect(plan.counts).toEqual({ new: 0, updated: 0, unchanged: 2 });
    await applyImport(ctx, plan, by);
    expect(await versions()).toEqual(before);
    expect(await activityCount()).toBe(entries);
  });

  it("updates a listing whose row changed, recording what changed", async () => {
    const edited = Buffer.from(csv.toString("utf8").replace("Borrador =1+1;", "Borrador renombrado;"));
    const plan = await planImport(target.kysely, edited, null);
    expect(plan.counts).toEqual({ new: 0, updated: 1, unchanged: 1 });
    await applyImport(ctx, plan, by);
    const row = await target.kysely
      .selectFrom("properties")
      .select(["name", "version"])
      .where("id", "=", "000000f2")
      .executeTakeFirstOrThrow();
    expect([row.name, Number(row.version)]).toEqual(["Borrador renombrado", 2]);
    const last = await target.kysely.selectFrom("activity").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(last.action).toBe("edit");
    expect(JSON.parse(last.details)).toMatchObject({
      changes: [{ field: "Nombre", from: "Borrador =1+1", to: "Borrador renombrado" }],
    });
  });
});
