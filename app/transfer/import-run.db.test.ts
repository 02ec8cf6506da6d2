// An import applied in the background (decision 181), on both engines: the run reports its progress and its
// outcome in import_runs, one import runs at a time, a failure stores nothing and says so in Spanish, a run whose
// process died reads as interrupted, and importing the same file again changes nothing.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProperty, demoInput } from "../../tests/support/fixtures.ts";
import { makeJpeg } from "../../tests/support/images.ts";
import { createTestDb, type TestDb } from "../../tests/support/test-db.ts";
import { makeZip } from "../../tests/support/zip.ts";
import { diskStorage } from "../photos/storage.server.ts";
import type { PhotoContext } from "../photos/upload-queue.server.ts";
import { parseMapValue } from "../properties/maps.ts";
import { applyImport, ImportRefused } from "./import-apply.server.ts";
import { planImport } from "./import-plan.server.ts";
import { importMessages, importRunStatus, startImportRun } from "./import-run.server.ts";

const by = { id: "u-run", name: "Rita Importa" };
const HEADER = "referencia;nombre;tipo;operacion;localidad;direccion;descripcion;moneda;precio;mapa;fotos";
const line = (ref: string, name: string, photos: string) =>
  [ref, name, "Casa", "Venta", "Amboy", "Calle 1", "Casa de la planilla.", "USD", "95.000"]
    .concat(["https://maps.google.com/?q=Amboy", photos])
    .join(";");
const csvOf = (lines: string[]) => Buffer.from(`\uFEFF${[HEADER, ...lines].join("\r\n")}\r\n`);

let db: TestDb;
let dir: string;
let ctx: PhotoContext;
let zip: Buffer;
const names = async () =>
  (await db.kysely.selectFrom("properties").select("name").orderBy("name").execute()).map((r) => r.name);

beforeAll(async () => {
  db = await createTestDb();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrina-import-run-"));
  ctx = { kysely: db.kysely, storage: diskStorage(dir) };
  const jpeg = await makeJpeg(800, 600);
  zip = makeZip(["a/1.jpg", "a/2.jpg", "b/1.jpg"].map((name) => ({ name, data: jpeg })));
});
afterAll(async () => {
  await db?.destroy();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe(`import in the background (${process.env.VITRINA_TEST_ENGINE})`, () => {
  it("reports each listing made ready, then the rows", async () => {
    const scratch = await createTestDb();
    const seen: number[] = [];
    try {
      const csv = csvOf([line("P-1", "Con fotos", "a/1.jpg"), line("P-2", "Sin", "")]);
      const plan = await planImport(scratch.kysely, csv, zip);
      await applyImport({ ...ctx, kysely: scratch.kysely }, plan, by, new Date(), async (n) => {
        seen.push(n);
      });
    } finally {
      await scratch.destroy();
    }
    // The listing without photos is ready at once, the other after its photo, then the rows go in.
    expect(seen).toEqual([1, 2, 2]);
  });

  it("runs a confirmed file to the end and keeps its summary; a second import waits for the first", async () => {
    const csv = csvOf([
      line("R-1", "Casa Uno", "a/1.jpg | a/2.jpg"),
      line("R-2", "Casa Dos", "b/1.jpg"),
      line("R-3", "Casa Tres", ""),
    ]);
    const plan = await planImport(db.kysely, csv, zip);
    const { id, finished } = await startImportRun(ctx, plan, by);
    const running = await importRunStatus(db.kysely, id);
    expect(running).toMatchObject({ status: "running", total: 3 });
    await expect(startImportRun(ctx, await planImport(db.kysely, csv, zip), by)).rejects.toThrow(importMessages.busy);
    await finished;
    expect(await importRunStatus(db.kysely, id)).toEqual({
      id,
      status: "done",
      total: 3,
      done: 3,
      created: 3,
      updated: 0,
      unchanged: 0,
      message: null,
    });
    expect(await names()).toEqual(["Casa Dos", "Casa Tres", "Casa Uno"]);
    const photos = await db.kysely.selectFrom("property_photos").select("property_id").execute();
    expect(photos).toHaveLength(3);

    // Same file again: matched by reference, nothing to change.
    const again = await startImportRun(ctx, await planImport(db.kysely, csv, zip), by);
    await again.finished;
    expect(await importRunStatus(db.kysely, again.id)).toMatchObject({ status: "done", created: 0, unchanged: 3 });
    expect(await names()).toEqual(["Casa Dos", "Casa Tres", "Casa Uno"]);
  });

  it("stores nothing when the apply fails, and says so in Spanish", async () => {
    const id = await createProperty(
      db.kysely,
      demoInput({
        name: "Casa Cuatro",
        locality: "Amboy",
        maps: parseMapValue("https://maps.google.com/?q=Amboy")!.stored,
      }),
    );
    const csv = csvOf([line("N-1", "Casa Nueva", "b/1.jpg"), line(id, "Casa Cuatro renombrada", "")]);
    const plan = await planImport(db.kysely, csv, zip);
    expect(plan.counts).toMatchObject({ new: 1, updated: 1 });
    // Someone saves the listing after the preview: the whole import stops.
    await db.kysely.updateTable("properties").set({ version: 99 }).where("id", "=", id).execute();
    const run = await startImportRun(ctx, plan, by);
    await run.finished;
    expect(await importRunStatus(db.kysely, run.id)).toMatchObject({
      status: "failed",
      message: importMessages.changed,
    });
    expect(await names()).not.toContain("Casa Nueva");
    expect(await names()).toContain("Casa Cuatro");
    // The lock was given back: the next import may start.
    const next = await startImportRun(
      ctx,
      await planImport(db.kysely, csvOf([line("N-2", "Casa Cinco", "")]), null),
      by,
    );
    await next.finished;
    expect(await names()).toContain("Casa Cinco");
  });

  it("refuses a file with errors before starting anything", async () => {
    const plan = await planImport(db.kysely, csvOf([line("E-1", "", "")]), null);
    await expect(startImportRun(ctx, plan, by)).rejects.toThrow(ImportRefused);
  });

  it("reads a run whose process stopped as interrupted", async () => {
    const old = new Date(Date.now() - 10 * 60_000).toISOString();
    await db.kysely
      .insertInto("import_runs")
      .values({
        id: "muerta",
        status: "running",
        total: 5,
        created: 5,
        updated: 0,
        unchanged: 0,
        started_by: "X",
        started_at: old,
        heartbeat_at: old,
      })
      .execute();
    expect(await importRunStatus(db.kysely, "muerta")).toMatchObject({
      status: "failed",
      message: importMessages.interrupted,
    });
    expect(await importRunStatus(db.kysely, "ninguna")).toBeNull();
  });
});
