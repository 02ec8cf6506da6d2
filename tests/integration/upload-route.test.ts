// The upload and delete endpoints on the built server, as the dashboard calls them: staff only, same origin,
// 20 MB per request, only to a saved listing or this staff member's draft, at most 40 live uploads per listing
// even under parallel requests, refusals in Spanish, accepted photos processed in the background and served
// once their listing is saved.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect, type Db } from "../../app/db/connect.server.ts";
import { targetMessages } from "../../app/photos/upload-target.server.ts";
import { type DashboardHttp, dashboardHttp } from "../support/dashboard-http.ts";
import { makeJpeg, svg } from "../support/images.ts";
import { freePort, startProcess, type ServerProcess } from "../support/server-process.ts";
import { createTestDb, testEngine, type TestDb } from "../support/test-db.ts";

let pgDb: TestDb | undefined;
let server: ServerProcess;
let db: Db;
let staff: DashboardHttp;
let cookie: string;
let DRAFT: string;

beforeAll(async () => {
  if (testEngine() === "postgres") pgDb = await createTestDb({ migrate: false });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  server = await startProcess({
    PORT: String(port),
    PUBLIC_URL: url,
    DATABASE_URL: pgDb?.location.databaseUrl,
    SEED_DEMO: "true",
  });
  await server.waitFor("Vitrina escuchando");
  db = pgDb ?? connect({ sqliteFile: path.join(server.dataDir, "vitrina.sqlite") });
  staff = await dashboardHttp(url, server.dataDir, db);
  cookie = staff.cookie;
  DRAFT = await staff.newDraft();
});
afterAll(async () => {
  await server?.stop("SIGKILL");
  if (pgDb) await pgDb.destroy();
  else await db?.close();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
});

const upload = (body: Buffer, name: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/dashboard/fotos?propiedad=${DRAFT}`, {
    method: "POST",
    redirect: "manual",
    body: new Uint8Array(body),
    headers: {
      cookie,
      origin: server.url,
      "x-nombre-archivo": encodeURIComponent(name),
      "content-type": "application/octet-stream",
      ...headers,
    },
  });
const uploadsOf = (propertyId: string) =>
  db.kysely.selectFrom("photo_uploads").select(["id", "n"]).where("property_id", "=", propertyId).execute();
const statusOf = async (id: string) =>
  (await db.kysely.selectFrom("photo_uploads").select("status").where("id", "=", id).executeTakeFirst())?.status;
const ready = (id: string) => expect.poll(() => statusOf(id), { timeout: 20_000 }).toBe("ready");

describe(`upload endpoint (${testEngine()})`, () => {
  it("accepts a photo at once, and serves its files only once its listing is saved", async () => {
    const res = await upload(await makeJpeg(1600, 1200), "living comedor.jpg");
    expect(res.status).toBe(201);
    const { id, n } = (await res.json()) as { id: string; n: number };
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    await ready(id);
    // A draft's photo is nobody's business until the listing is saved.
    expect((await fetch(`${server.url}/media/${DRAFT}/image_${n}-800.webp`)).status).toBe(404);
    const saved = await staff.saveNew(DRAFT, [id]);
    expect(saved.status).toBe(302);
    const media = await fetch(`${server.url}/media/${DRAFT}/image_${n}-800.webp`);
    expect(media.status).toBe(200);
    expect(media.headers.get("content-type")).toBe("image/webp");
  });

  it("drops an upload removed before saving, with its files", async () => {
    const draft = await staff.newDraft();
    const res = await staff.upload(draft, await makeJpeg(), "quitada.jpg");
    const { id, n } = (await res.json()) as { id: string; n: number };
    await ready(id);
    const gone = await fetch(`${server.url}/dashboard/fotos/${id}`, {
      method: "DELETE",
      headers: { cookie, origin: server.url },
    });
    expect(gone.status).toBe(200);
    expect(await uploadsOf(draft)).toEqual([]);
    expect(fs.existsSync(path.join(server.dataDir, "photos", draft, `image_${n}.jpeg`))).toBe(false);
  });

  it("60 uploads at once to one listing: 40 accepted, numbered 1–40, the rest refused (limit)", async () => {
    const draft = await staff.newDraft();
    const photo = await makeJpeg(320, 240);
    const answers = await Promise.all(
      Array.from({ length: 60 }, async (_, i) => {
        const res = await staff.upload(draft, photo, `foto-${i}.jpg`);
        return { status: res.status, body: (await res.json()) as { n?: number; message?: string } };
      }),
    );
    const accepted = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status !== 201);
    expect(accepted).toHaveLength(40);
    expect(accepted.map((a) => a.body.n).sort((a, b) => a! - b!)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(refused.every((a) => a.status === 422 && a.body.message === "Máximo 40 fotos por propiedad.")).toBe(true);
    expect(await uploadsOf(draft)).toHaveLength(40);
  });

  it("refuses uploads to an id it never issued, or issued to another staff member, storing nothing", async () => {
    const others = await dashboardHttp(server.url, server.dataDir, db);
    const theirDraft = await others.newDraft();
    for (const target of ["0ddba11a", theirDraft]) {
      const res = await staff.upload(target, await makeJpeg(), "ajena.jpg");
      expect(res.status).toBe(404);
      expect(((await res.json()) as { message: string }).message).toBe(targetMessages.unknown);
      expect(await uploadsOf(target)).toEqual([]);
      expect(fs.existsSync(path.join(server.dataDir, "photos", target))).toBe(false);
    }
    expect((await others.upload(theirDraft, await makeJpeg(), "propia.jpg")).status).toBe(201);
  });

  it("refuses what is not a photo with a Spanish message naming the file", async () => {
    const res = await upload(svg, "plano.jpg");
    expect(res.status).toBe(422);
    expect(((await res.json()) as { message: string }).message).toBe(
      "«plano.jpg» no es una foto JPEG, PNG, WebP, AVIF ni GIF.",
    );
  });

  it("refuses a body over 20 MB from its headers, before reading it", async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(`${server.url}/dashboard/fotos?propiedad=${DRAFT}`, {
        method: "POST",
        headers: {
          cookie,
          origin: server.url,
          "content-length": String(21 * 1024 * 1024),
          "x-nombre-archivo": "enorme.jpg",
        },
      });
      req.on("response", (r) => resolve(r.statusCode ?? 0));
      req.on("error", reject);
      req.flushHeaders(); // no body is ever sent
    });
    expect(status).toBe(413);
  });

  it("answers anonymous and cross-site requests without storing anything", async () => {
    const before = (await db.kysely.selectFrom("photo_uploads").select("id").execute()).length;
    const anonymous = await fetch(`${server.url}/dashboard/fotos?propiedad=${DRAFT}`, {
      method: "POST",
      redirect: "manual",
      body: new Uint8Array(await makeJpeg()),
      headers: { origin: server.url },
    });
    expect([302, 303, 401, 403]).toContain(anonymous.status);
    const crossSite = await upload(await makeJpeg(), "x.jpg", { origin: "https://malicioso.example" });
    expect(crossSite.status).toBe(403);
    expect((await db.kysely.selectFrom("photo_uploads").select("id").execute()).length).toBe(before);
  });
});

describe(`delete endpoint (${testEngine()})`, () => {
  it("moves a listing to the trash, its files kept for a restore, then 404", async () => {
    const [listing] = await db.kysely.selectFrom("properties").select(["id", "version"]).limit(1).execute();
    expect(fs.readdirSync(path.join(server.dataDir, "photos", listing.id)).length).toBeGreaterThan(0);
    const del = () =>
      fetch(`${server.url}/dashboard/propiedades/${listing.id}/eliminar`, {
        method: "POST",
        headers: { cookie, origin: server.url },
        body: new URLSearchParams({ version: String(listing.version) }), // the version the table showed
      });
    expect((await del()).status).toBe(200);
    const row = await db.kysely
      .selectFrom("properties")
      .select("deleted_at")
      .where("id", "=", listing.id)
      .executeTakeFirstOrThrow();
    expect(row.deleted_at).not.toBeNull();
    // Kept while in the trash; the purge removes them (tests/integration/listing-save.test.ts).
    expect(fs.readdirSync(path.join(server.dataDir, "photos", listing.id)).length).toBeGreaterThan(0);
    expect((await del()).status).toBe(404);
  });
});
