// What a visitor gets when something fails, from the server as `npm start` runs it (started here with
// NODE_ENV=development, which it must ignore): Express-level errors and a database outage after boot.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect } from "../../app/db/connect.server.ts";
import { createSignedInStaff, staffAuth } from "../support/staff-session.ts";
import { startProcess, type ServerProcess } from "../support/server-process.ts";
import { createTestDb, testEngine, type TestDb } from "../support/test-db.ts";

const engine = testEngine();
const root = path.resolve(import.meta.dirname, "../..");
const SECRET = "s".repeat(32);

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A plain HTTP request with the path exactly as given: fetch() refuses TRACE, and URL parsing would resolve
 * the %2e%2e segments these tests send. */
interface SendOptions {
  headers?: Record<string, string>;
  body?: string;
}

function request(base: string, method: string, pathAndQuery: string, init: SendOptions = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const { hostname, port } = new URL(base);
    const req = http.request({ hostname, port, method, path: pathAndQuery, headers: init.headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end(init.body);
  });
}

/** Nothing a visitor could learn the server's insides from: no stack frames, no paths. */
function expectNoInternals(body: string) {
  expect(body).not.toMatch(/\bat .+:\d+:\d+/);
  expect(body).not.toContain(root);
  expect(body).not.toContain("node_modules");
}

function startServer(env: Record<string, string | undefined>) {
  return startProcess({ NODE_ENV: "development", SEED_DEMO: "false", BETTER_AUTH_SECRET: SECRET, ...env });
}

describe.runIf(engine === "sqlite")("errors before React Router: the Spanish page, or nothing for assets", () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServer({});
    await server.waitFor("Vitrina escuchando");
  });
  afterAll(async () => {
    await server?.stop("SIGKILL");
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  });

  it("a URL that cannot be decoded: 400 and the Spanish page; the log gets the detail", async () => {
    const res = await request(server.url, "GET", "/%E0%A4%A");
    expect(res.status).toBe(400);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.body).toContain('<html lang="es-AR">');
    expect(res.body).toContain("Solicitud inválida");
    expect(res.body).toContain('href="/"');
    expectNoInternals(res.body);
    expect(server.output()).toContain("400 en GET /%E0%A4%A: Failed to decode param");
  });

  it("under /en the same failures answer the English page, with English links", async () => {
    const bad = await request(server.url, "GET", "/en/%E0%A4%A");
    expect(bad.status).toBe(400);
    expect(bad.body).toContain('<html lang="en">');
    expect(bad.body).toContain("<title>Invalid request ·");
    expect(bad.body).toContain('href="/en"');
    expect(bad.body).not.toContain("Solicitud inválida");
    expect(bad.body).not.toContain("Volver al inicio");
    expectNoInternals(bad.body);
    const trace = await request(server.url, "TRACE", "/en/tipo/Venta");
    expect(trace.status).toBe(405);
    expect(trace.body).toContain("Request not allowed");
    expect(trace.body).not.toContain("Solicitud no permitida");
  });

  it("TRACE: 405 with Allow and the Spanish page", async () => {
    const res = await request(server.url, "TRACE", "/");
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe("GET, HEAD, POST, DELETE");
    expect(res.body).toContain("Solicitud no permitida");
    expectNoInternals(res.body);
  });

  it("a missing asset: 404 with an empty body", async () => {
    const res = await request(server.url, "GET", "/assets/nonexist.js");
    expect(res.status).toBe(404);
    expect(res.body).toBe("");
    expect(server.output()).toMatch(/404 en GET \/assets\/nonexist\.js: ENOENT/);
  });

  it("a path that climbs out of /assets: refused with an empty body", async () => {
    const res = await request(server.url, "GET", "/assets/%2e%2e/%2e%2e/package.json");
    // 403 from the static files' own check, or 400 where a path the router would rewrite is refused first.
    expect([400, 403]).toContain(res.status);
    expect(res.body).toBe("");
  });
});

describe(`database outage after boot on ${engine}: 503 with Retry-After on every route`, () => {
  let server: ServerProcess;
  let pgDb: TestDb | undefined;
  let staffCookie: string;

  beforeAll(async () => {
    pgDb = engine === "postgres" ? await createTestDb({ migrate: false }) : undefined;
    server = await startServer({ DATABASE_URL: pgDb?.location.databaseUrl });
    await server.waitFor("Vitrina escuchando");
    // A signed-in staff member, so that the dashboard reads its session from the database.
    const db = pgDb ?? connect({ sqliteFile: path.join(server.dataDir, "vitrina.sqlite") });
    const auth = staffAuth(db, SECRET, "http://127.0.0.1");
    const staff = await createSignedInStaff(auth, SECRET, "http://127.0.0.1");
    staffCookie = `${staff.cookie.name}=${staff.cookie.value}`;
    expect((await request(server.url, "GET", "/dashboard", { headers: { cookie: staffCookie } })).status).toBe(200);
    expect((await request(server.url, "GET", "/")).status).toBe(200);

    if (pgDb) {
      await pgDb.destroy(); // DROP DATABASE ... WITH (FORCE): the server's connections are cut, new ones refused
    } else {
      await db.close();
      // The server keeps its file open, so removing it would change nothing: its storage fails instead.
      for (const suffix of ["", "-wal", "-shm"]) {
        const file = path.join(server.dataDir, `vitrina.sqlite${suffix}`);
        fs.writeFileSync(file, Buffer.alloc(fs.statSync(file).size), { flag: "r+" });
      }
    }
  });
  afterAll(async () => {
    await server?.stop("SIGKILL");
    await pgDb?.destroy();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  });

  const FORM = "application/x-www-form-urlencoded";
  const JSON_TYPE = "application/json";
  const form = "email=visita%40vitrina.test&password=una-clave-larga";
  const LISTING = "abcd1234"; // need not exist: the database is asked before anything is found
  const json = (body: unknown) => JSON.stringify(body);
  interface Case {
    name: string;
    method?: string;
    path: string;
    body?: string;
    type?: string;
    html?: boolean;
    staff?: boolean;
  }
  const cases: Case[] = [
    { name: "home", path: "/", html: true },
    { name: "listings by state", path: "/tipo/Venta", html: true },
    { name: "listing detail", path: `/propiedad/${LISTING}`, html: true },
    { name: "dashboard, signed in", path: "/dashboard", html: true, staff: true },
    { name: "sign-in form", method: "POST", path: "/login", body: form, type: FORM, html: true },
    { name: "in-app navigation data", path: "/tipo/Venta.data" },
    { name: "sitemap", path: "/sitemap.xml" },
    { name: "page-view beacon", method: "POST", path: "/api/events", body: json({ path: "/" }), type: JSON_TYPE },
    {
      name: "enquiry beacon",
      method: "POST",
      path: "/api/leads",
      body: json({ propertyId: LISTING }),
      type: JSON_TYPE,
    },
  ];

  for (const c of cases) {
    it(c.name, async () => {
      const headers: Record<string, string> = { origin: server.url };
      if (c.type) headers["content-type"] = c.type;
      if (c.staff) headers.cookie = staffCookie;
      const res = await request(server.url, c.method ?? "GET", c.path, { headers, body: c.body });
      expect(res.status).toBe(503);
      expect(res.headers["retry-after"]).toBe("60");
      expectNoInternals(res.body);
      // In production mode React Router keeps the database's own message out of the page's data too.
      expect(res.body).not.toMatch(/does not exist|not a database|terminat/i);
      if (c.path.endsWith(".data")) return;
      expect(res.body).toMatch(/Intent[aá] nuevamente/);
      if (c.html) {
        expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
        expect(res.body).toContain('<html lang="es-AR">');
      } else {
        expect(res.body).toBe("El sitio no está disponible en este momento. Intentá nuevamente en unos minutos.");
      }
    });
  }

  it("public pages keep the site's header and footer around the message", async () => {
    const res = await request(server.url, "GET", "/");
    expect(res.body).toContain("Ocurrió un error inesperado");
    expect(res.body).toContain("Saltar al contenido");
    expect(res.body).toContain("Inmobiliaria Sierras");
  });
});
