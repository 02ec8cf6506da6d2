// Restores that must not happen, or must not half-happen: an archive from a newer Vitrina, a cut-off archive, a
// photo that clashes with one already stored. Each says why in Spanish and leaves the target empty for a retry.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { photoFilesByHash } from "../../tests/support/archive.ts";
import { makeJpeg } from "../../tests/support/images.ts";
import { createTestDb, type TestDb, testEngine } from "../../tests/support/test-db.ts";
import { connect } from "../db/connect.server.ts";
import { migrationNames } from "../db/migrate.server.ts";
import { diskStorage } from "../photos/storage.server.ts";
import { acceptUpload } from "../photos/upload-queue.server.ts";
import { issueDraft } from "../photos/upload-target.server.ts";
import { createFromForm } from "../properties/save.server.ts";
import { MANIFEST } from "./archive.ts";
import { createBackup } from "./backup.server.ts";
import { RestoreError, restoreBackup } from "./restore.server.ts";
import { countTables } from "./tables.server.ts";
import { readTar, TarWriter } from "./tar.server.ts";
import { formValues } from "../../tests/support/fixtures.ts";

let source: TestDb;
let dir: string;
let good: string;
beforeAll(async () => {
  source = await createTestDb();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrina-restore-"));
  const ctx = { kysely: source.kysely, storage: diskStorage(path.join(dir, "source-photos")) };
  const id = await issueDraft(source.kysely, "staff");
  const r = await acceptUpload(ctx, {
    propertyId: id,
    staffId: "staff",
    fileName: "x.jpg",
    bytes: await makeJpeg(800, 600),
  });
  if (!r.ok) throw new Error(r.message);
  await createFromForm(ctx, id, formValues({ price: 1, featured: true, photos: [{ kind: "upload", id: r.id }] }), {
    id: "staff",
    name: "Prueba",
  });
  good = path.join(dir, "copia.tar.gz");
  await createBackup({
    kysely: source.kysely,
    openSnapshotDb: () => connect(source.location),
    storage: ctx.storage,
    knownMigrations: migrationNames(),
    file: good,
  });
});
afterAll(async () => {
  await source.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** An empty target on this project's engine, with its own photo folder. */
async function emptyTarget() {
  const base = fs.mkdtempSync(path.join(dir, "target-"));
  const photos = path.join(base, "photos");
  const storage = diskStorage(photos);
  if (testEngine() === "postgres") {
    const db = await createTestDb({ migrate: false });
    return {
      target: { databaseUrl: db.location.databaseUrl },
      storage,
      photos,
      tables: () => countTables(db.kysely),
      done: () => db.destroy(),
    };
  }
  const sqliteFile = path.join(base, "vitrina.sqlite");
  const tables = async () => {
    if (!fs.existsSync(sqliteFile)) return 0;
    const db = connect({ sqliteFile });
    return countTables(db.kysely).finally(() => db.close());
  };
  return { target: { sqliteFile }, storage, photos, tables, done: async () => {} };
}

/** A copy of the good archive with its manifest changed. */
async function withManifest(change: (m: { migrations: string[] }) => void): Promise<string> {
  const file = path.join(dir, `cambiada-${Math.random().toString(16).slice(2)}.tar.gz`);
  const gzip = zlib.createGzip();
  const done = pipeline(gzip, fs.createWriteStream(file));
  const tar = new TarWriter(gzip);
  const gunzip = zlib.createGunzip();
  void pipeline(fs.createReadStream(good), gunzip);
  for await (const entry of readTar(gunzip)) {
    if (entry.name !== MANIFEST) await tar.add(entry.name, entry.data);
    else {
      const m = JSON.parse(entry.data.toString("utf8"));
      change(m);
      await tar.add(MANIFEST, Buffer.from(JSON.stringify(m)));
    }
  }
  await tar.finish();
  gzip.end();
  await done;
  return file;
}

const restore = (file: string, t: Awaited<ReturnType<typeof emptyTarget>>) =>
  restoreBackup({ file, target: t.target, storage: t.storage, knownMigrations: migrationNames() });

describe(`restores that are refused (${process.env.VITRINA_TEST_ENGINE})`, () => {
  it("refuses an archive from a newer schema, with the migration it does not know", async () => {
    const t = await emptyTarget();
    const newer = await withManifest((m) => m.migrations.push("009-futura"));
    const err = await restore(newer, t).catch((e) => e);
    expect(err).toBeInstanceOf(RestoreError);
    expect(err.message).toBe(
      "No se restauró nada: esta copia es de una versión más nueva de Vitrina (migración 009-futura). " +
        "Actualizá Vitrina y volvé a restaurarla.",
    );
    expect(await t.tables()).toBe(0);
    await t.done();
  });

  it("undoes a restore from a cut-off archive, so the same target takes the whole one afterwards", async () => {
    const t = await emptyTarget();
    const whole = fs.readFileSync(good);
    const cut = path.join(dir, "cortada.tar.gz");
    fs.writeFileSync(cut, whole.subarray(0, Math.floor(whole.length * 0.9)));
    const err = await restore(cut, t).catch((e) => e);
    expect(err).toBeInstanceOf(RestoreError);
    expect(err.message).toMatch(/^No se restauró nada: la copia está dañada o incompleta/);
    expect(await t.tables()).toBe(0);
    expect(photoFilesByHash(t.photos).size).toBe(0);

    const result = await restore(good, t);
    expect(result.rows.properties).toBe(1);
    expect(result.photos).toBe(5);
    await t.done();
  });

  it("refuses a photo that clashes with a different one already stored, and keeps that one", async () => {
    const t = await emptyTarget();
    const folder = (await source.kysely.selectFrom("properties").select("id").executeTakeFirstOrThrow()).id;
    await t.storage.put(`${folder}/image_1.jpeg`, Buffer.from("otra foto"));
    const err = await restore(good, t).catch((e) => e);
    expect(err).toBeInstanceOf(RestoreError);
    expect(err.message).toBe(
      `No se restauró nada: ya hay otra foto guardada como ${folder}/image_1.jpeg. Restaurá en un DATA_DIR sin fotos.`,
    );
    expect(await t.tables()).toBe(0);
    expect(fs.readdirSync(path.join(t.photos, folder))).toEqual(["image_1.jpeg"]);
    await t.done();
  });
});
