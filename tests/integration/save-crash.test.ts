// kill -9 in the middle of saving a listing with photos: afterwards the listing is one whole version (old
// or new, never a mix), every photo it names is on disk, and after the sweep no file is left that it does not name.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { diskStorage } from "../../app/photos/storage.server.ts";
import { sweepOrphans } from "../../app/photos/sweep.server.ts";
import { acceptUpload } from "../../app/photos/upload-queue.server.ts";
import { issueDraft } from "../../app/photos/upload-target.server.ts";
import { photoFileNames } from "../../app/photos/variants.ts";
import { getProperty } from "../../app/properties/queries.server.ts";
import { createFromForm } from "../../app/properties/save.server.ts";
import { makeJpeg } from "../support/images.ts";
import { startProcess } from "../support/server-process.ts";
import { createTestDb, type TestDb } from "../support/test-db.ts";
import { formValues } from "../support/fixtures.ts";

let db: TestDb;
let dataDir: string;
let id: string;

beforeAll(async () => {
  db = await createTestDb();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrina-crash-"));
  const ctx = { kysely: db.kysely, storage: diskStorage(path.join(dataDir, "photos")) };
  id = await issueDraft(db.kysely, "staff-crash-test");
  const photos = [];
  for (const colour of ["#111111", "#222222", "#333333"]) {
    const r = await acceptUpload(ctx, {
      propertyId: id,
      staffId: "staff-crash-test",
      fileName: "x.jpg",
      bytes: await makeJpeg(900, 600, colour),
    });
    if (!r.ok) throw new Error(r.message);
    photos.push({ kind: "upload" as const, id: r.id });
  }
  await createFromForm(
    ctx,
    id,
    formValues({ name: "Versión 0", description: "[1,2,3]", maps: "https://maps.google.com/?q=Amboy", photos }),
    { id: "staff-crash", name: "Prueba" },
  );
});
afterAll(async () => {
  await db.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const stored = () => {
  const dir = path.join(dataDir, "photos", id);
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
};

describe(`kill -9 during a save (${process.env.VITRINA_TEST_ENGINE})`, () => {
  // Kill at different moments: photo processing, file writes, the transaction, the clean-up after it.
  for (const [round, delayMs] of [
    [1, 0],
    [2, 137],
    [3, 311],
    [4, 523],
  ] as const) {
    it(`round ${round}: one whole version survives, and the sweep leaves only its files`, async () => {
      const child = await startProcess(
        {
          ...(db.location.databaseUrl
            ? { DATABASE_URL: db.location.databaseUrl }
            : { SQLITE_FILE: db.location.sqliteFile }),
          LISTING_ID: id,
          DATA_DIR: dataDir,
        },
        "tests/support/save-loop.ts",
      );
      await child.waitFor(/saved \d+/, 60_000);
      await new Promise((r) => setTimeout(r, delayMs + Math.random() * 150));
      child.child.kill("SIGKILL");
      await child.exited();
      const lastPrinted = Math.max(...[...child.output().matchAll(/saved (\d+)/g)].map((m) => Number(m[1])));

      const p = (await getProperty(db.kysely, id, "staff"))!;
      const version = Number(/^Versión (\d+)$/.exec(p.name)?.[1]);
      expect(version).toBeGreaterThanOrEqual(lastPrinted); // a save it reported is never lost
      expect(p.photos.map((ph) => ph.n)).toEqual(JSON.parse(p.description)); // never a mix
      const wanted = p.photos.flatMap((ph) => photoFileNames(ph.n)).sort();
      for (const f of wanted) expect(stored()).toContain(f); // nothing it names is missing

      const ctx = { kysely: db.kysely, storage: diskStorage(path.join(dataDir, "photos")) };
      // Sweep as a day later: the killed process's unsaved uploads have expired.
      await sweepOrphans(ctx, { fileGraceMs: 0, now: new Date(Date.now() + 25 * 3600_000) });
      expect(stored()).toEqual(wanted);
      expect(await db.kysely.selectFrom("photo_uploads").select("id").execute()).toEqual([]);
    });
  }
});
