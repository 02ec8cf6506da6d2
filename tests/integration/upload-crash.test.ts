// kill -9 while an upload is being processed: the restarted server takes the work back at once (decision 086),
// so saving the form again completes in seconds instead of after a claim timeout; and a save whose photos are
// not processed within SAVE_PHOTO_WAIT_MS answers in Spanish at that moment, keeping what the form held.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect, type Db } from "../../app/db/connect.server.ts";
import { type DashboardHttp, dashboardHttp, dashboardHttpAs } from "../support/dashboard-http.ts";
import { freePort, startProcess, type ServerProcess } from "../support/server-process.ts";
import { createTestDb, testEngine, type TestDb } from "../support/test-db.ts";

let pgDb: TestDb | undefined;
let dataDir: string;
let url: string;
let port: number;
let server: ServerProcess;
let db: Db;
let staff: DashboardHttp;
let photo: Buffer;

async function boot(env: Record<string, string> = {}) {
  server = await startProcess({
    PORT: String(port),
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    DATABASE_URL: pgDb?.location.databaseUrl,
    SEED_DEMO: "false",
    ...env,
  });
  await server.waitFor("Vitrina escuchando");
}

beforeAll(async () => {
  if (testEngine() === "postgres") pgDb = await createTestDb({ migrate: false });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrina-upload-crash-"));
  port = await freePort();
  url = `http://127.0.0.1:${port}`;
  await boot();
  db = pgDb ?? connect({ sqliteFile: path.join(dataDir, "vitrina.sqlite") });
  staff = await dashboardHttp(url, dataDir, db);
  // 12 MP of noise: a few seconds of sharp work, long enough to be caught in the middle of it.
  const noise = { type: "gaussian" as const, mean: 120, sigma: 50 };
  photo = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: "#808080", noise } })
    .jpeg({ quality: 90 })
    .toBuffer();
});
afterAll(async () => {
  await server?.stop("SIGKILL");
  if (pgDb) await pgDb.destroy();
  else await db?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const uploadRow = (id: string) =>
  db.kysely.selectFrom("photo_uploads").select(["status", "claimed_at"]).where("id", "=", id).executeTakeFirstOrThrow();

describe(`an upload interrupted by kill -9 (${testEngine()})`, () => {
  // Outcomes only (a busy machine makes any time limit flaky): the restarted server puts the upload back in the queue
  // when it starts (its log says so), not when a lease runs out, and the form saves with the photo.
  it("is taken back at once by the restarted server: the form saves with its photo", async () => {
    const draft = await staff.newDraft();
    const res = await staff.upload(draft, photo, "grande.jpg");
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    // Killed while the worker holds the upload (claimed, not yet ready).
    const claimed = async () => (await uploadRow(id)).claimed_at !== null;
    await expect.poll(claimed, { interval: 5, timeout: 10_000 }).toBe(true);
    server.child.kill("SIGKILL");
    await server.exited();
    expect(await uploadRow(id)).toMatchObject({ status: "pending", claimed_at: expect.any(String) });

    await boot({ SAVE_PHOTO_WAIT_MS: "25000" });
    // Sent again, as the form invites, while the photo is still being processed (503 keeps the form and stores
    // nothing): a busy machine can take longer than one save's wait over 12 MP of noise.
    const save = () => dashboardHttpAs(url, staff.staffId, staff.cookie).saveNew(draft, [id], "Casa tras el reinicio");
    await expect.poll(async () => (await save()).status, { timeout: 150_000, interval: 0 }).toBe(302);
    expect(server.output()).toMatch(/vuelven a la cola 1 subida/);
    const photos = await db.kysely.selectFrom("property_photos").select("n").where("property_id", "=", draft).execute();
    expect(photos).toHaveLength(1);
  }, 240_000);

  it("a save whose photos outlast SAVE_PHOTO_WAIT_MS answers then, in Spanish, keeping the form", async () => {
    await server.stop();
    await boot({ SAVE_PHOTO_WAIT_MS: "500" });
    const http = dashboardHttpAs(url, staff.staffId, staff.cookie);
    const draft = await http.newDraft();
    const { id } = (await (await http.upload(draft, photo, "lenta.jpg")).json()) as { id: string };

    // A 503 (not the 302 of a save that waited for the photo) is the answer given when the wait ran out.
    const res = await http.saveNew(draft, [id], "Casa que espera sus fotos");
    expect(res.status).toBe(503);
    const html = await res.text();
    expect(html).toContain("Las fotos nuevas todavía se están procesando. Esperá unos segundos y volvé a guardar.");
    expect(html).toContain("Casa que espera sus fotos");
    expect(await db.kysely.selectFrom("properties").select("id").where("id", "=", draft).execute()).toEqual([]);

    // Once processed, the same form saves.
    await expect.poll(async () => (await uploadRow(id)).status, { timeout: 20_000 }).toBe("ready");
    expect((await http.saveNew(draft, [id], "Casa que espera sus fotos")).status).toBe(302);
  }, 120_000);
});
