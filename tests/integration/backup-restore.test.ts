// `npm run backup` while a loop of saves keeps editing a listing, then `npm run restore` into the OTHER engine:
// the archive is one moment of the database, and the restored site has every row of every table and every photo
// file, byte for byte. A target that already holds data is refused and left as it was.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordPageView } from "../../app/analytics/events.server.ts";
import { seedDemo } from "../../app/demo/seed.server.ts";
import { acceptUpload } from "../../app/photos/upload-queue.server.ts";
import { issueDraft } from "../../app/photos/upload-target.server.ts";
import { photoFileNames } from "../../app/photos/variants.ts";
import { createFromForm } from "../../app/properties/save.server.ts";
import { matchesAll, searchTerms } from "../../app/properties/table-search.server.ts";
import { type ArchiveContents, canonical, dumpDatabase, photoFilesByHash, readArchive } from "../support/archive.ts";
import { makeJpeg } from "../support/images.ts";
import { runScript, startProcess } from "../support/server-process.ts";
import { createSite, type Site } from "../support/site.ts";
import { createSignedInStaff, staffAuth } from "../support/staff-session.ts";
import { testEngine } from "../support/test-db.ts";
import { migrationNames } from "../../app/db/migrate.server.ts";
import { formValues } from "../support/fixtures.ts";

const engine = testEngine();
const other = engine === "sqlite" ? "postgres" : "sqlite";
let source: Site;
let target: Site;
let archiveDir: string;
let archiveFile: string;
let loopId: string;
let archive: ArchiveContents;
let savesDuringBackup = 0;

beforeAll(async () => {
  source = await createSite(engine, { migrate: true });
  target = await createSite(other, { migrate: false });
  archiveDir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrina-archive-"));
  archiveFile = path.join(archiveDir, "copia.tar.gz");
  const db = source.db();
  const ctx = { kysely: db.kysely, storage: source.storage };
  await seedDemo(ctx);
  // Rows of every kind: a staff account with a session, page views (counters, daily totals), throttled attempts.
  const auth = staffAuth(db, "x".repeat(32), "http://localhost");
  await createSignedInStaff(auth, "x".repeat(32), "http://localhost", { email: "ana@vitrina.test", name: "Ana" });
  const listed = await db.kysely.selectFrom("properties").select(["id"]).limit(3).execute();
  for (const { id } of listed)
    await recordPageView(db.kysely, { path: `/propiedad/${id}`, referrer: "https://www.google.com/", visit: null });
  await db.kysely
    .insertInto("login_failures")
    .values({ key: "ip:10.0.0.1", created_at: new Date().toISOString() })
    .execute();

  loopId = await issueDraft(db.kysely, "staff-backup-test");
  const photos = [];
  for (const colour of ["#114411", "#441111"]) {
    const bytes = await makeJpeg(900, 600, colour);
    const r = await acceptUpload(ctx, { propertyId: loopId, staffId: "staff-backup-test", fileName: "x.jpg", bytes });
    if (!r.ok) throw new Error(r.message);
    photos.push({ kind: "upload" as const, id: r.id });
  }
  await createFromForm(
    ctx,
    loopId,
    formValues({
      name: "Versión 0",
      description: "[1,2]",
      maps: "https://maps.google.com/?q=Amboy",
      superficie: 120.5,
      photos,
    }),
    { id: "staff-backup", name: "Prueba" },
  );

  const loop = await startProcess(
    {
      ...(source.env.DATABASE_URL
        ? { DATABASE_URL: source.env.DATABASE_URL }
        : { SQLITE_FILE: path.join(source.dataDir, "vitrina.sqlite") }),
      DATA_DIR: source.dataDir,
      LISTING_ID: loopId,
    },
    "tests/support/save-loop.ts",
  );
  const saves = () => [...loop.output().matchAll(/saved \d+/g)].length;
  try {
    await loop.waitFor(/saved 2\b/, 60_000);
    const before = saves();
    const backup = await runScript("scripts/backup.ts", [archiveFile], source.env);
    savesDuringBackup = saves() - before;
    expect(backup.stderr).toBe("");
    expect(backup.stdout).toMatch(/Copia de seguridad guardada en .*copia\.tar\.gz/);
    expect(backup.code).toBe(0);
  } finally {
    await loop.stop("SIGKILL");
  }
  archive = await readArchive(archiveFile);
}, 180_000);

afterAll(async () => {
  await source?.destroy();
  await target?.destroy();
  if (archiveDir) fs.rmSync(archiveDir, { recursive: true, force: true });
});

describe(`backup from ${engine} while staff keep saving, restore into ${other}`, () => {
  it("holds every table of one consistent moment, and every photo file the rows name", async () => {
    expect(savesDuringBackup).toBeGreaterThan(0); // the loop kept saving while the backup ran
    const tables = Object.keys(await dumpDatabase(source.db()));
    expect(archive.manifest.tables.map((t) => t.name).sort()).toEqual(tables.sort());
    expect(archive.manifest.migrations).toEqual(migrationNames());

    // The looping listing is one whole version: its description lists exactly its photos (decision 071's test).
    const listing = archive.rows.properties.find((p) => p.id === loopId)!;
    const photos = archive.rows.property_photos
      .filter((p) => p.property_id === loopId)
      .sort((a, b) => Number(a.position) - Number(b.position))
      .map((p) => p.n);
    expect(photos).toEqual(JSON.parse(String(listing.description)));
    // Counters kept by triggers agree with the rows they count, as in one moment.
    for (const c of archive.rows.property_counts.filter((r) => Number(r.n) > 0)) {
      const n = archive.rows.properties.filter((p) => p.state === c.state && p.featured === c.featured).length;
      expect(n).toBe(c.n);
    }

    // Every file of every photo the rows name is in the archive, with the bytes the source has.
    const sourceFiles = photoFilesByHash(path.join(source.dataDir, "photos"));
    const named = archive.rows.property_photos.flatMap((p) =>
      photoFileNames(Number(p.n)).map((f) => `${p.property_id}/${f}`),
    );
    expect(named.length).toBeGreaterThan(100);
    for (const key of named) expect(archive.photos.get(key), key).toBe(sourceFiles.get(key));
    expect(archive.end.missingPhotos).toEqual([]);

    // Tables the loop does not write are exactly the source's, read now from the source engine.
    const now = await dumpDatabase(source.db());
    // Sessions stay out (issue 32): the archive has none while the source has the staff member's.
    expect(archive.rows.session).toEqual([]);
    expect((await source.db().kysely.selectFrom("session").select("id").execute()).length).toBeGreaterThan(0);
    for (const t of ["user", "account", "events", "event_daily", "login_failures", "property_counts"]) {
      expect(canonical(archive.rows[t]), t).toEqual(canonical(now[t]));
    }
    const others = (rows: typeof now.properties) => canonical(rows.filter((p) => p.id !== loopId));
    expect(others(archive.rows.properties)).toEqual(others(now.properties));
  });

  it("restores into an empty database of the other engine: every row of every table, every photo by hash", async () => {
    const restore = await runScript("scripts/restore.ts", [archiveFile], target.env);
    expect(restore.stderr).toBe("");
    expect(restore.stdout).toMatch(/^Copia restaurada en /);
    expect(restore.code).toBe(0);

    const restored = await dumpDatabase(target.db());
    expect(Object.keys(restored).sort()).toEqual(Object.keys(archive.rows).sort());
    for (const [table, rows] of Object.entries(archive.rows)) {
      expect(canonical(restored[table]), table).toEqual(canonical(rows));
    }
    expect(photoFilesByHash(path.join(target.dataDir, "photos"))).toEqual(archive.photos);

    // The restored site works on: search finds the listings (SQLite's index is rebuilt), new ids follow the loaded
    // ones (PostgreSQL's sequences moved past them), triggers count again.
    const db = target.db();
    const found = await db.kysely
      .selectFrom("properties")
      .select("id")
      .where((eb) => matchesAll(eb, searchTerms("Versión"), db.engine))
      .execute();
    expect(found.map((r) => r.id)).toEqual([loopId]);
    const maxId = Math.max(...archive.rows.events.map((e) => Number(e.id)));
    await recordPageView(db.kysely, { path: `/propiedad/${loopId}`, referrer: "" });
    const event = await db.kysely.selectFrom("events").select("id").orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(event.id).toBeGreaterThan(maxId);
    const views = await db.kysely
      .selectFrom("properties")
      .select("view_count")
      .where("id", "=", loopId)
      .executeTakeFirstOrThrow();
    expect(views.view_count).toBe(Number(archive.rows.properties.find((p) => p.id === loopId)!.view_count) + 1);
  });

  it("refuses to restore into a database that holds data, and changes nothing there", async () => {
    const before = await dumpDatabase(target.db());
    const files = photoFilesByHash(path.join(target.dataDir, "photos"));
    const again = await runScript("scripts/restore.ts", [archiveFile], target.env);
    expect(again.code).toBe(1);
    expect(again.stdout).toBe("");
    expect(again.stderr.trim()).toMatch(
      other === "postgres"
        ? /^No se restauró nada: la base PostgreSQL de DATABASE_URL no está vacía \(tiene \d+ tablas\)\./
        : /^No se restauró nada: .*vitrina\.sqlite ya tiene datos \(\d+ tablas\)\. Restaurá en un DATA_DIR vacío\.$/,
    );
    expect(await dumpDatabase(target.db())).toEqual(before);
    expect(photoFilesByHash(path.join(target.dataDir, "photos"))).toEqual(files);
  });
});
