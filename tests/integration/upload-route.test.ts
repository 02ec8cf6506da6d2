// The upload and delete endpoints on the built server, as the dashboard calls them: staff only, same origin,
// 20 MB per request, refusals in Spanish, accepted photos processed in the background and served.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuth } from "../../app/auth/auth.server.ts";
import { connect, type Db } from "../../app/db/connect.server.ts";
import { makeJpeg, svg } from "../support/images.ts";
import { freePort, startProcess, type ServerProcess } from "../support/server-process.ts";
import { createSignedInStaff } from "../support/staff-session.ts";
import { createTestDb, testEngine, type TestDb } from "../support/test-db.ts";

let pgDb: TestDb | undefined;
let server: ServerProcess;
let db: Db;
let cookie: string;

beforeAll(async () => {
  if (testEngine() === "postgres") pgDb = await createTestDb({ migrate: false });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  server = await startProcess({ PORT: String(port), PUBLIC_URL: url, DATABASE_URL: pgDb?.location.databaseUrl, SEED_DEMO: "true" });
  await server.waitFor("Vitrina escuchando");
  db = pgDb ?? connect({ sqliteFile: path.join(server.dataDir, "vitrina.sqlite") });
  const secret = (JSON.parse(fs.readFileSync(path.join(server.dataDir, "secrets.json"), "utf8")) as { authSecret: string }).authSecret;
  const auth = createAuth({ kysely: db.kysely, engine: db.engine, secret, publicUrl: url, sendResetMail: async () => {} });
  const staff = await createSignedInStaff(auth, secret, url);
  cookie = `${staff.cookie.name}=${staff.cookie.value}`;
});
afterAll(async () => {
  await server?.stop("SIGKILL");
  if (pgDb) await pgDb.destroy();
  else await db?.close();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
});

const DRAFT = "feedf00d";
const upload = (body: Buffer, name: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/dashboard/fotos?propiedad=${DRAFT}`, {
    method: "POST",
    redirect: "manual",
    body: new Uint8Array(body),
    headers: { cookie, origin: server.url, "x-nombre-archivo": encodeURIComponent(name), "content-type": "application/octet-stream", ...headers },
  });

describe(`upload endpoint (${testEngine()})`, () => {
  it("accepts a photo at once and serves its files once the queue has processed it", async () => {
    const res = await upload(await makeJpeg(1600, 1200), "living comedor.jpg");
    expect(res.status).toBe(201);
    const { id, n } = (await res.json()) as { id: string; n: number };
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    await expect
      .poll(async () => (await db.kysely.selectFrom("photo_uploads").select("status").where("id", "=", id).executeTakeFirst())?.status, { timeout: 20_000 })
      .toBe("ready");
    const media = await fetch(`${server.url}/media/${DRAFT}/image_${n}-800.webp`);
    expect(media.status).toBe(200);
    expect(media.headers.get("content-type")).toBe("image/webp");

    const gone = await fetch(`${server.url}/dashboard/fotos/${id}`, { method: "DELETE", headers: { cookie, origin: server.url } });
    expect(gone.status).toBe(200);
    expect((await fetch(`${server.url}/media/${DRAFT}/image_${n}-800.webp`)).status).toBe(404);
  });

  it("refuses what is not a photo with a Spanish message naming the file", async () => {
    const res = await upload(svg, "plano.jpg");
    expect(res.status).toBe(422);
    expect(((await res.json()) as { message: string }).message).toBe("«plano.jpg» no es una foto JPEG, PNG, WebP, AVIF ni GIF.");
  });

  it("refuses a body over 20 MB from its headers, before reading it", async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(`${server.url}/dashboard/fotos?propiedad=${DRAFT}`, {
        method: "POST",
        headers: { cookie, origin: server.url, "content-length": String(21 * 1024 * 1024), "x-nombre-archivo": "enorme.jpg" },
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
      method: "POST", redirect: "manual", body: new Uint8Array(await makeJpeg()), headers: { origin: server.url },
    });
    expect([302, 303, 401, 403]).toContain(anonymous.status);
    const crossSite = await upload(await makeJpeg(), "x.jpg", { origin: "https://malicioso.example" });
    expect(crossSite.status).toBe(403);
    expect((await db.kysely.selectFrom("photo_uploads").select("id").execute()).length).toBe(before);
  });
});

describe(`delete endpoint (${testEngine()})`, () => {
  it("deletes a listing, leaving its files to the sweep (pages still open may show them), then answers 404", async () => {
    const [listing] = await db.kysely.selectFrom("properties").select(["id", "version"]).limit(1).execute();
    expect(fs.readdirSync(path.join(server.dataDir, "photos", listing.id)).length).toBeGreaterThan(0);
    const del = () =>
      fetch(`${server.url}/dashboard/propiedades/${listing.id}/eliminar`, {
        method: "POST",
        headers: { cookie, origin: server.url },
        body: new URLSearchParams({ version: String(listing.version) }), // the version the table showed
      });
    expect((await del()).status).toBe(200);
    expect(await db.kysely.selectFrom("properties").select("id").where("id", "=", listing.id).executeTakeFirst()).toBeUndefined();
    // Retired, not removed: the sweep deletes them after its grace period (tests/integration/listing-save.test.ts).
    expect(fs.readdirSync(path.join(server.dataDir, "photos", listing.id)).length).toBeGreaterThan(0);
    expect((await del()).status).toBe(404);
  });
});
