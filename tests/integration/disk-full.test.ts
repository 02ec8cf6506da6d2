// A full disk, for real (decision 086): the built server's DATA_DIR on an 8 MB tmpfs, filled up. /readyz names
// the low disk; uploads and listing saves that cannot be written answer in Spanish, store nothing and leave
// no temp file; processing that finds no room waits without spending the photo's attempts and resumes once
// space is freed; the sweep clears temp files even while the database cannot write.
import fs from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect, type Db } from "../../app/db/connect.server.ts";
import { diskStorage } from "../../app/photos/storage.server.ts";
import { sweepOrphans } from "../../app/photos/sweep.server.ts";
import { type DashboardHttp, dashboardHttp } from "../support/dashboard-http.ts";
import { makeJpeg } from "../support/images.ts";
import { freePort, startProcess, type ServerProcess } from "../support/server-process.ts";
import { createTestDb, testEngine, type TestDb } from "../support/test-db.ts";
import { mountTmpfs, type Tmpfs, tmpfsUnavailable } from "../support/tmpfs.ts";

const engine = testEngine();
let disk: Tmpfs;
let pgDb: TestDb | undefined;
let server: ServerProcess;
let db: Db;
let staff: DashboardHttp;

beforeAll(async () => {
  if (tmpfsUnavailable) return;
  disk = mountTmpfs(8);
  if (engine === "postgres") pgDb = await createTestDb({ migrate: false });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  server = await startProcess({
    PORT: String(port),
    PUBLIC_URL: url,
    DATA_DIR: disk.dir,
    DATABASE_URL: pgDb?.location.databaseUrl,
    SEED_DEMO: "false",
    DISK_MIN_FREE_MB: "2",
  });
  await server.waitFor("Vitrina escuchando");
  db = pgDb ?? connect({ sqliteFile: path.join(disk.dir, "vitrina.sqlite") });
  staff = await dashboardHttp(url, disk.dir, db);
});
afterAll(async () => {
  if (tmpfsUnavailable) return;
  await server?.stop("SIGKILL");
  if (pgDb) await pgDb.destroy();
  else await db?.close();
  disk?.unmount();
});

/** SQLite reuses its write-ahead log in place: emptied, the next write must grow it on the full disk. */
async function emptySqliteLog() {
  if (engine === "sqlite") await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db.kysely);
}
const uploadsOf = (propertyId: string) =>
  db.kysely
    .selectFrom("photo_uploads")
    .select(["id", "status", "attempts", "error"])
    .where("property_id", "=", propertyId)
    .execute();
const listingExists = async (id: string) =>
  (await db.kysely.selectFrom("properties").select("id").where("id", "=", id).executeTakeFirst()) !== undefined;
const photoFiles = (propertyId: string) => {
  const dir = path.join(disk.dir, "photos", propertyId);
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

describe.skipIf(tmpfsUnavailable !== null)(`a full disk (${engine}; ${tmpfsUnavailable ?? "tmpfs mounted"})`, () => {
  it("/readyz answers 503 naming the low disk, and 200 again once space is freed", async () => {
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    disk.fill(1024 * 1024); // 1 MB left, under DISK_MIN_FREE_MB=2
    try {
      const low = await fetch(`${server.url}/readyz`);
      expect(low.status).toBe(503);
      expect(await low.text()).toMatch(/^poco espacio en disco: quedan 1 MB libres en DATA_DIR \(mínimo 2 MB/);
    } finally {
      disk.free();
    }
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  });

  it("an upload with no room on disk is refused in Spanish (507), storing nothing, leaving no temp file", async () => {
    const draft = await staff.newDraft();
    const photo = await makeJpeg(1200, 900);
    await emptySqliteLog();
    disk.fill();
    try {
      const res = await staff.upload(draft, photo, "frente.jpg");
      expect(res.status).toBe(507);
      expect(((await res.json()) as { message: string }).message).toBe(
        "No hay espacio en el servidor para guardar «frente.jpg». Avisá al administrador del sitio.",
      );
      expect(await uploadsOf(draft)).toEqual([]);
      expect(photoFiles(draft)).toEqual([]);
      expect(disk.tempFiles()).toEqual([]);
    } finally {
      disk.free();
    }
    expect((await staff.upload(draft, photo, "frente.jpg")).status).toBe(201);
  });

  it("processing that finds no room keeps the photo's attempts, leaves no temp file, resumes once freed", async () => {
    const draft = await staff.newDraft();
    // Noise makes the master, variants and preview far larger than the room left after the original.
    const photo = await makeNoisyJpeg();
    // Room for the original and for the database's own writes meanwhile (lock renewals grow the write-ahead log on a
    // busy machine), far from enough for the master and its variants.
    disk.fill(photo.length + 512 * 1024);
    let id: string;
    try {
      const res = await staff.upload(draft, photo, "patio.jpg");
      expect(res.status).toBe(201);
      id = ((await res.json()) as { id: string }).id;
      // Tried, found no room, and handed back: still waiting. (The queue tries it again every few seconds meanwhile,
      // so the attempts are checked at the end, not in a window between two tries.)
      await expect
        .poll(async () => (await uploadsOf(draft))[0], { timeout: 60_000, interval: 20 })
        .toMatchObject({ id, status: "pending", error: "sin espacio" });
      expect(disk.tempFiles()).toEqual([]);
      expect(photoFiles(draft).filter((f) => f.startsWith("image_"))).toEqual([]);
    } finally {
      disk.free();
    }
    await expect.poll(async () => (await uploadsOf(draft))[0]?.status, { timeout: 60_000 }).toBe("ready");
    // Only the try that succeeded spent an attempt: every one that found no room gave its own back.
    expect((await uploadsOf(draft))[0].attempts).toBe(1);
  }, 180_000);

  it.runIf(engine === "sqlite")("a save the database has no room for answers in Spanish (507), form kept", async () => {
    const draft = await staff.newDraft();
    await emptySqliteLog();
    disk.fill();
    try {
      const res = await staff.saveNew(draft, [], "Casa sin lugar");
      expect(res.status).toBe(507);
      const html = await res.text();
      expect(html).toContain("No se pudo guardar: el servidor se quedó sin espacio en disco.");
      expect(html).toContain("Casa sin lugar");
    } finally {
      disk.free();
    }
    expect(await listingExists(draft)).toBe(false);
    expect((await staff.saveNew(draft, [], "Casa sin lugar")).status).toBe(302);
  });

  it.runIf(engine === "sqlite")("the sweep clears stale temp files even while the database cannot write", async () => {
    // A write a crash interrupted, long ago; and an expired upload the sweep must delete (a database write).
    const folder = path.join(disk.dir, "photos", "abcdef01");
    fs.mkdirSync(folder, { recursive: true });
    const tmp = path.join(folder, "image_1.jpeg.0badf00d.tmp");
    fs.writeFileSync(tmp, "");
    fs.utimesSync(tmp, new Date(Date.now() - 3600_000), new Date(Date.now() - 3600_000));
    await db.kysely
      .insertInto("photo_uploads")
      .values({
        id: "f".repeat(32),
        property_id: "abcdef01",
        n: 1,
        file_name: "vieja.jpg",
        status: "ready",
        created_at: "2020-01-01T00:00:00.000Z",
      })
      .execute();
    await emptySqliteLog();
    disk.fill();
    try {
      await sweepOrphans({ kysely: db.kysely, storage: diskStorage(path.join(disk.dir, "photos")) }).catch(() => {});
      expect(disk.tempFiles()).toEqual([]);
    } finally {
      disk.free();
    }
  });
});

async function makeNoisyJpeg(): Promise<Buffer> {
  const { default: sharp } = await import("sharp");
  const noise = { type: "gaussian" as const, mean: 120, sigma: 60 };
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#808080", noise } })
    .jpeg({ quality: 70 })
    .toBuffer();
}
