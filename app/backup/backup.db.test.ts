// Photo files a backup's snapshot names are in its archive even when, while it copies files, a save removes the
// photo and the sweep runs, an upload is discarded, or a waiting upload is processed (its original deleted):
// the backup's lease turns those deletions into retirements until it ends (decision 100).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readArchive } from "../../tests/support/archive.ts";
import { makeJpeg } from "../../tests/support/images.ts";
import { createTestDb, type TestDb } from "../../tests/support/test-db.ts";
import { connect } from "../db/connect.server.ts";
import { migrationNames } from "../db/migrate.server.ts";
import { diskStorage, type PhotoStorage } from "../photos/storage.server.ts";
import { photoKeys } from "../photos/store.server.ts";
import { sweepOrphans } from "../photos/sweep.server.ts";
import { acceptUpload, discardUpload, originalKey, processUpload } from "../photos/upload-queue.server.ts";
import { issueDraft } from "../photos/upload-target.server.ts";
import { getProperty } from "../properties/queries.server.ts";
import { createFromForm, updateFromForm } from "../properties/save.server.ts";
import { BackupError, createBackup } from "./backup.server.ts";
import { backupReadingPhotos } from "./runs.server.ts";
import { formValues } from "../../tests/support/fixtures.ts";

let db: TestDb;
let dir: string;
let storage: PhotoStorage;
beforeAll(async () => {
  db = await createTestDb();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrina-backup-lease-"));
  storage = diskStorage(path.join(dir, "photos"));
});
afterAll(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

const staff = "staff-lease-test";
async function upload(propertyId: string, colour: string) {
  const bytes = await makeJpeg(800, 600, colour);
  const r = await acceptUpload(
    { kysely: db.kysely, storage },
    { propertyId, staffId: staff, fileName: "x.jpg", bytes },
  );
  if (!r.ok) throw new Error(r.message);
  return r.id;
}

describe(`a backup's lease on photo files (${process.env.VITRINA_TEST_ENGINE})`, () => {
  it("keeps every file its snapshot names until they are copied, then lets the sweep remove them", async () => {
    const ctx = { kysely: db.kysely, storage };
    const id = await issueDraft(db.kysely, staff);
    const photos = [
      { kind: "upload" as const, id: await upload(id, "#123456") },
      { kind: "upload" as const, id: await upload(id, "#654321") },
    ];
    await createFromForm(ctx, id, formValues({ photos }), { id: staff, name: "Prueba" });
    const ready = await upload(id, "#aa0000");
    expect(await processUpload(ctx, ready)).toBe("ready");
    const waiting = await upload(id, "#00aa00");
    const readyN = (
      await db.kysely.selectFrom("photo_uploads").select("n").where("id", "=", ready).executeTakeFirstOrThrow()
    ).n;
    const named = [...photoKeys(id, 1), ...photoKeys(id, readyN), originalKey(id, waiting)];

    // Runs once the snapshot is taken, as the backup starts copying files.
    let interfered = false;
    const interfere = async () => {
      interfered = true;
      expect(await backupReadingPhotos(db.kysely)).toBe(true);
      const current = (await getProperty(db.kysely, id, "staff"))!;
      const { characteristics: c, ...p } = current;
      await updateFromForm(ctx, id, { ...p, ...c, photos: [{ kind: "saved", n: 2 }] }, { id: staff, name: "Prueba" });
      await sweepOrphans(ctx, { fileGraceMs: 0 });
      await discardUpload(ctx, ready);
      expect(await processUpload(ctx, waiting)).toBe("ready");
    };
    const watched: PhotoStorage = {
      ...storage,
      list: async (folder) => {
        if (!interfered) await interfere();
        return storage.list(folder);
      },
    };
    const file = path.join(dir, "copia.tar.gz");
    const result = await createBackup({
      kysely: db.kysely,
      openSnapshotDb: () => connect(db.location),
      storage: watched,
      knownMigrations: migrationNames(),
      file,
    });

    expect(interfered).toBe(true);
    expect(result.missingPhotos).toEqual([]);
    const archived = (await readArchive(file)).photos;
    for (const key of named) expect(archived.has(key), key).toBe(true);

    // The lease ended with the backup: the sweep now removes what nothing names any more.
    expect(await backupReadingPhotos(db.kysely)).toBe(false);
    await sweepOrphans(ctx, { fileGraceMs: 0 });
    for (const key of named) expect(await storage.get(key), key).toBeNull();
  });

  it("refuses to write over an existing file, and records no backup", async () => {
    const file = path.join(dir, "existente.tar.gz");
    fs.writeFileSync(file, "no tocar");
    const runs = await db.kysely.selectFrom("backup_runs").select("id").execute();
    const err = await createBackup({
      kysely: db.kysely,
      openSnapshotDb: () => connect(db.location),
      storage,
      knownMigrations: migrationNames(),
      file,
    }).catch((e) => e);
    expect(err).toBeInstanceOf(BackupError);
    expect(err.message).toBe(`No se hizo la copia: ${file} ya existe. Elegí otro nombre de archivo.`);
    expect(fs.readFileSync(file, "utf8")).toBe("no tocar");
    expect(await db.kysely.selectFrom("backup_runs").select("id").execute()).toEqual(runs);
  });
});
