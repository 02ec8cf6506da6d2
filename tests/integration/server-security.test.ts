// The built server's request hygiene, with raw HTTP where fetch would tidy the request: who may cache what
// (signed-in answers never), paths with dot segments, Permissions-Policy, and one origin policy behind a proxy.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Auth } from "../../app/auth/auth.server.ts";
import { connect, type Db } from "../../app/db/connect.server.ts";
import { freePort, startProcess, type ServerProcess } from "../support/server-process.ts";
import { createSignedInStaff, type SignedInStaff, staffAuth } from "../support/staff-session.ts";
import { createTestDb, testEngine, type TestDb } from "../support/test-db.ts";

// What the reverse proxy is reached at; the server itself listens on 127.0.0.1 and sees the proxy's Host.
const PUBLIC_URL = "https://inmobiliaria.example";
const PROXY_HOST = "vitrina-interna:3000";

let pgDb: TestDb | undefined;
let server: ServerProcess;
let db: Db;
let auth: Auth;
let secret: string;
let staff: SignedInStaff;

beforeAll(async () => {
  if (testEngine() === "postgres") pgDb = await createTestDb({ migrate: false });
  const port = await freePort();
  const env = { PORT: String(port), PUBLIC_URL, DATABASE_URL: pgDb?.location.databaseUrl, SEED_DEMO: "false" };
  server = await startProcess(env);
  await server.waitFor("Vitrina escuchando");
  db = pgDb ?? connect({ sqliteFile: path.join(server.dataDir, "vitrina.sqlite") });
  const secrets = fs.readFileSync(path.join(server.dataDir, "secrets.json"), "utf8");
  secret = (JSON.parse(secrets) as { authSecret: string }).authSecret;
  auth = staffAuth(db, secret, PUBLIC_URL);
  staff = await createSignedInStaff(auth, secret, PUBLIC_URL, { email: "cache@vitrina.test" });
});
afterAll(async () => {
  await server?.stop("SIGKILL");
  if (pgDb) await pgDb.destroy();
  else await db?.close();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
});

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/**
 * One request with exactly this path and these headers (node:http sends `..` and a rewritten Host as given).
 * A large body waits a moment: a server that refuses from the headers alone answers first and closes, and a
 * body written meanwhile would reset the connection before its answer is read.
 */
function raw(method: string, target: string, headers: Record<string, string> = {}, body?: Buffer | string) {
  return new Promise<RawAnswer>((resolve, reject) => {
    const { port } = new URL(server.url);
    const length = body === undefined ? {} : { "content-length": String(Buffer.byteLength(body)) };
    const options = { host: "127.0.0.1", port, method, path: target, headers: { ...headers, ...length }, agent: false };
    const req = http.request(options);
    let answered = false;
    req.on("response", (res) => {
      answered = true;
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (d) => (text += d));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on("error", (err) => (answered ? undefined : reject(err)));
    if (body === undefined || Buffer.byteLength(body) < 1024 * 1024) return void req.end(body);
    req.flushHeaders();
    setTimeout(() => answered || req.end(body), 1000);
  });
}

const cookieOf = (s: SignedInStaff) => `${s.cookie.name}=${s.cookie.value}`;
const form = { "content-type": "application/x-www-form-urlencoded" };

describe(`who may cache what (${testEngine()})`, () => {
  it("signed-in documents and their .data answers are private and never stored", async () => {
    const cookie = cookieOf(staff);
    const page = await raw("GET", "/dashboard/usuarios", { cookie });
    expect(page.status).toBe(200);
    expect(page.text).toContain("cache@vitrina.test");
    expect(page.headers["cache-control"]).toBe("private, no-store");

    const data = await raw("GET", "/dashboard/usuarios.data", { cookie });
    expect(data.status).toBe(200);
    expect(data.text).toContain("cache@vitrina.test");
    expect(data.headers["cache-control"]).toBe("private, no-store");

    // A public page and /login read the session too: with the cookie they are private as well.
    expect((await raw("GET", "/", { cookie })).headers["cache-control"]).toBe("private, no-store");
    expect((await raw("GET", "/login", { cookie })).headers["cache-control"]).toBe("private, no-store");
    // Resource routes answered for a signed-in user, e.g. the photo endpoint.
    const upload = await raw("DELETE", "/dashboard/fotos/no-existe", { cookie, origin: PUBLIC_URL });
    expect(upload.headers["cache-control"]).toBe("private, no-store");
  });

  it("answers that set a cookie are never stored ('Salir')", async () => {
    const leaving = await createSignedInStaff(auth, secret, PUBLIC_URL, { email: "salir@vitrina.test" });
    const res = await raw("POST", "/salir", { ...form, cookie: cookieOf(leaving), origin: PUBLIC_URL }, "");
    expect(res.status).toBe(302);
    expect(res.headers["set-cookie"]?.join("")).toContain(leaving.cookie.name);
    expect(res.headers["cache-control"]).toBe("private, no-store");
  });

  it("anonymous pages must be revalidated (no-cache); routes that say public keep their policy", async () => {
    for (const url of ["/", "/_.data", "/login", "/login.data"]) {
      expect((await raw("GET", url)).headers["cache-control"], url).toBe("no-cache");
    }
    // robots.txt is the same for everyone, signed in or not.
    const robots = await raw("GET", "/robots.txt", { cookie: cookieOf(staff) });
    expect(robots.headers["cache-control"]).toBe("public, max-age=3600");
  });
});

describe("paths with dot segments", () => {
  const big = Buffer.alloc(15 * 1024 * 1024, "a");

  it("a 15 MB body to /login through /dashboard/fotos/../../ is refused, not parsed", async () => {
    expect((await raw("POST", "/login", form, big)).status).toBe(413);
    for (const target of [
      "/dashboard/fotos/../../login",
      "/dashboard/fotos/%2e%2e/%2E%2e/login",
      "/dashboard/fotos/.%2e/..//login",
      "/dashboard/fotos\\..\\..\\login",
      "/dashboard/fotos/./../../login",
    ]) {
      const res = await raw("POST", target, form, big);
      expect(res.status, target).toBe(400);
      expect(res.text, target).toContain("Solicitud inválida");
      expect(res.text, target).not.toContain("Iniciar sesión");
    }
  });

  it("GET requests with dot segments get the same 400; plain and doubled slashes are answered as before", async () => {
    expect((await raw("GET", "/sobreNosotros/../login")).status).toBe(400);
    expect((await raw("GET", "/login")).status).toBe(200);
    expect((await raw("GET", "//login")).status).toBe(404); // the router does not collapse slashes either
    expect((await raw("POST", "//dashboard/fotos", form, big)).status).toBe(413);
  });
});

describe("Permissions-Policy", () => {
  it("turns camera, microphone and geolocation off on every kind of response", async () => {
    const home = await raw("GET", "/");
    const asset = home.text.match(/\/assets\/[^"]+\.js/)![0];
    const answers = [
      home,
      await raw("GET", "/dashboard/usuarios", { cookie: cookieOf(staff) }),
      await raw("GET", "/robots.txt"),
      await raw("GET", asset),
      await raw("GET", "/favicon.svg"),
      await raw("POST", "/login", { ...form, origin: "https://evil.example" }, "a=1"),
    ];
    for (const res of answers) {
      expect(res.headers["permissions-policy"]).toBe("camera=(), microphone=(), geolocation=()");
    }
    expect(home.headers["content-security-policy"]).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
  });
});

describe("one origin policy behind a Host-rewriting proxy", () => {
  const credentials = new URLSearchParams({ email: "nadie@vitrina.test", password: "clave-mala-1" }).toString();
  const signIn = (origin: string) => raw("POST", "/login", { ...form, host: PROXY_HOST, origin }, credentials);

  it("a sign-in from PUBLIC_URL's origin gets the login answer, though Host names the proxy's upstream", async () => {
    const res = await signIn(PUBLIC_URL);
    expect(res.status).toBe(401);
    expect(res.text).toContain("El nombre de usuario o contraseña son incorrectos. Intenta nuevamente.");
  });

  it("a foreign origin is still refused before any password is checked", async () => {
    const res = await signIn("https://evil.example");
    expect(res.status).toBe(403);
    expect(res.text).toBe("Solicitud rechazada: viene de otro sitio.");
  });
});
