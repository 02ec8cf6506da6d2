// The production server as a user starts it: settings errors, start-up, health, caching, shutdown.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect } from "../../app/db/connect.server.ts";
import { createTestDb, testEngine, type TestDb } from "../support/test-db.ts";
import { startProcess, type ServerProcess } from "../support/server-process.ts";

const engine = testEngine();
let db: TestDb;
let server: ServerProcess;

beforeAll(async () => {
  db = await createTestDb({ migrate: false });
  server = await startProcess({ DATABASE_URL: db.location.databaseUrl, SEED_DEMO: "true" });
  await server.waitFor("Vitrina escuchando");
});
afterAll(async () => {
  await server?.stop("SIGKILL");
  await db.destroy();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
});

describe(`server on ${engine}`, () => {
  it("serves the seeded home page and answers /healthz and /readyz", async () => {
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    const home = await fetch(server.url);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain("/media/");
  });

  it("compresses pages and caches hashed assets for a year", async () => {
    const home = await fetch(server.url, { headers: { "Accept-Encoding": "gzip" } });
    expect(home.headers.get("content-encoding")).toBe("gzip");
    const html = await home.text();
    const asset = html.match(/\/assets\/[^"]+\.js/)![0];
    const res = await fetch(`${server.url}${asset}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("serves photos at /media/{id}/image_{n}.jpeg with caching headers, and 404 for unknown ones", async () => {
    const html = await (await fetch(server.url)).text();
    const media = html.match(/\/media\/[0-9a-f]{8}\/image_\d+[^"\s,]*/)![0];
    const master = media.replace(/image_(\d+)[^"\s,]*/, "image_$1.jpeg");
    const res = await fetch(`${server.url}${master}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect(res.headers.get("cache-control")).toContain("max-age=31536000");
    expect((await fetch(`${server.url}/media/00000000/image_1.jpeg`)).status).toBe(404);
    expect((await fetch(`${server.url}/media/..%2f..%2fetc/passwd`)).status).toBe(404);
  });

  it.runIf(engine === "postgres")("answers 503 on /readyz when the database stops answering", async () => {
    const own = await createTestDb({ migrate: false });
    const s = await startProcess({ DATABASE_URL: own.location.databaseUrl, SEED_DEMO: "false" });
    try {
      await s.waitFor("Vitrina escuchando");
      expect((await fetch(`${s.url}/readyz`)).status).toBe(200);
      await own.destroy(); // DROP DATABASE ... WITH (FORCE): every connection of the server is cut
      expect((await fetch(`${s.url}/readyz`)).status).toBe(503);
      // Liveness: the process answers; restarting it would not bring the database back (decision 102).
      expect((await fetch(`${s.url}/healthz`)).status).toBe(200);
    } finally {
      await s.stop("SIGKILL");
    }
  });

  it("shuts down cleanly on SIGTERM: finishes, closes the database, exits 0", async () => {
    const own = await createTestDb({ migrate: false });
    const s = await startProcess({ DATABASE_URL: own.location.databaseUrl, SEED_DEMO: "false" });
    try {
      await s.waitFor("Vitrina escuchando");
      // A request the server has already accepted when the signal arrives must still be answered.
      const inFlight = new Promise<number>((resolve, reject) => {
        const req = http.get(`${s.url}/`, (res) => {
          res.resume();
          res.on("end", () => resolve(res.statusCode ?? 0));
        });
        req.on("error", reject);
        req.on("socket", (socket) => socket.on("connect", () => setTimeout(() => s.child.kill("SIGTERM"), 5)));
      });
      expect(await inFlight).toBe(200);
      expect(await s.exited()).toBe(0);
      expect(s.output()).toContain("SIGTERM");
    } finally {
      await s.stop("SIGKILL");
      await own.destroy();
    }
  });
});

describe.runIf(engine === "sqlite")("bad settings stop the server with one clear line", () => {
  for (const [name, env, expected] of [
    ["PORT=abc", { PORT: "abc" }, "PORT"],
    ["DATABASE_URL not postgres", { DATABASE_URL: "mysql://localhost/x" }, "DATABASE_URL"],
    ["DATABASE_URL pointing nowhere", { DATABASE_URL: "postgres://127.0.0.1:1/nada" }, "DATABASE_URL"],
    ["AGENCY_EMAIL not an e-mail", { AGENCY_EMAIL: "no-es-un-mail" }, "AGENCY_EMAIL"],
  ] as const) {
    it(name, async () => {
      const s = await startProcess(env);
      expect(await s.exited()).toBe(1);
      const lines = s.output().trim().split("\n");
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(expected);
      expect(s.output()).not.toMatch(/\n\s+at /);
      fs.rmSync(s.dataDir, { recursive: true, force: true });
    });
  }
});

describe("kill -9 during demo seeding", () => {
  it("leaves no half-seeded listing; the next start completes the demo", async () => {
    const own = await createTestDb({ migrate: false });
    const first = await startProcess({ DATABASE_URL: own.location.databaseUrl });
    try {
      await first.waitFor("Demo: guardando propiedades");
      first.child.kill("SIGKILL");
      await first.exited();
      // On SQLite the server's database is the file in its DATA_DIR.
      const seen = engine === "postgres" ? own : connect({ sqliteFile: path.join(first.dataDir, "vitrina.sqlite") });
      const count = async () => (await seen.kysely.selectFrom("properties").select("id").execute()).length;
      const seeded = await count().catch(() => 0);
      expect([0, 32]).toContain(seeded);

      const second = await startProcess({ DATABASE_URL: own.location.databaseUrl, DATA_DIR: first.dataDir });
      try {
        await second.waitFor("Vitrina escuchando");
        expect((await fetch(`${second.url}/readyz`)).status).toBe(200);
        expect(await count()).toBe(32);
        const photos = await seen.kysely.selectFrom("property_photos").selectAll().execute();
        expect(new Set(photos.map((p) => p.property_id)).size).toBe(32);
        for (const p of photos) {
          expect(fs.existsSync(path.join(first.dataDir, "photos", p.property_id, `image_${p.n}.jpeg`))).toBe(true);
        }
      } finally {
        await second.stop("SIGKILL");
        if (seen !== own) await seen.close();
      }
    } finally {
      await own.destroy();
      fs.rmSync(first.dataDir, { recursive: true, force: true });
    }
  }, 120_000); // seeds twice with sharp; slow when the whole suite shares two cores
});
