// Sign-in against the built server as a user runs it: the throttle holds across a server restart, a cross-site
// POST to /login is refused before any password is checked, and the return target never leaves the site.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaff } from "../../app/auth/staff.server.ts";
import { startProcess, type ServerProcess } from "../support/server-process.ts";
import { type ServerDb, serverDatabase } from "../support/server-db.ts";
import { testEngine } from "../support/test-db.ts";

const engine = testEngine();
const EMAIL = "reinicio@vitrina.test";
const PASSWORD = "clave-correcta";
const RETURNING = { email: "vuelta@vitrina.test", password: "clave-de-vuelta" };
let serverDb: ServerDb | undefined;
let dataDir: string;
let env: Record<string, string | undefined>;
let server: ServerProcess | undefined;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrina-auth-int-"));
  serverDb = await serverDatabase(dataDir);
  const { auth } = serverDb;
  await createStaff(auth, { email: EMAIL, firstName: "Re", lastName: "Inicio", password: PASSWORD });
  await createStaff(auth, { ...RETURNING, firstName: "De", lastName: "Vuelta" });
  if (engine === "sqlite") await serverDb.db.close();
  env = { DATA_DIR: dataDir, ...serverDb.env, SEED_DEMO: "false" };
});

afterAll(async () => {
  await server?.stop("SIGKILL");
  await serverDb?.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function start(): Promise<ServerProcess> {
  const s = await startProcess(env);
  await s.waitFor("Vitrina escuchando");
  return s;
}

function login(s: ServerProcess, password: string, who: Record<string, string> = { email: EMAIL }) {
  return fetch(`${s.url}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: s.url },
    body: new URLSearchParams({ ...who, password }),
  });
}

/** A Location header that stays on `base`'s site: one leading slash, resolving to the same origin. */
function expectSameSitePath(location: string | null, base: string) {
  expect(location).toMatch(/^\/(?![/\\])/);
  expect(new URL(location!, base).origin).toBe(new URL(base).origin);
}

describe(`sign-in on the built server (${engine})`, () => {
  it("throttles after 5 failures, and still after a restart", async () => {
    server = await start();
    for (let i = 0; i < 5; i++) {
      const res = await login(server, `mala-${i}-clave`);
      expect(res.status).toBe(401);
      expect(await res.text()).toContain("El nombre de usuario o contraseña son incorrectos. Intenta nuevamente.");
    }
    expect((await login(server, PASSWORD)).status).toBe(429);
    await server.stop("SIGTERM");

    server = await start();
    const after = await login(server, PASSWORD);
    expect(after.status).toBe(429);
    expect(await after.text()).toContain("Has intentado iniciar sesión demasiadas veces. Intenta más tarde.");
  }, 120_000); // two server starts and six password hashes, on two cores shared with the rest of the suite

  it("a plain POST from another site is refused before any password is checked", async () => {
    const res = await fetch(`${server!.url}/login`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" },
      body: new URLSearchParams({ email: EMAIL, password: PASSWORD }),
    });
    expect(res.status).toBe(403);
  });

  // Each query string is sent as typed; the server decodes it once, then dot segments resolve to `//evil.com`.
  const OFF_SITE = [
    "%2F.%2F%2Fevil.com",
    "/%2e//evil.com",
    "/%252e//evil.com",
    "/x/..//evil.com",
    "/dashboard/../..//evil.com",
    "%2F%2E%2E%2F%2Fevil.com",
    "/.%5C/evil.com",
    "%2F.%2F%5Cevil.com",
    "/./%09/evil.com",
    "//evil.com",
  ];

  it("a signed-in visitor's return target stays on the site, whatever dot segments it hides", async () => {
    server ??= await start();
    const signedIn = await login(server, RETURNING.password, { email: RETURNING.email });
    expect(signedIn.status).toBe(302);
    const cookie = signedIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    for (const query of OFF_SITE) {
      const res = await fetch(`${server.url}/login?redirectTo=${query}`, { redirect: "manual", headers: { cookie } });
      expect(res.status, query).toBe(302);
      expect(res.headers.get("location"), query).toBe("/dashboard");
    }
    for (const query of ["/.%252f/evil.com", "/%252F%252Fevil.com", "/dashboard/../dashboard/usuarios"]) {
      const res = await fetch(`${server.url}/login?redirectTo=${query}`, { redirect: "manual", headers: { cookie } });
      expect(res.status, query).toBe(302);
      expectSameSitePath(res.headers.get("location"), server.url);
    }
  });

  it("signing in with a hidden off-site target lands on /dashboard", async () => {
    server ??= await start();
    const res = await login(server, RETURNING.password, { email: RETURNING.email, redirectTo: "/x/..//evil.com" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/dashboard");
  });
});
