// Sign-in against the built server as a user runs it: the throttle holds across a server restart, and a
// cross-site POST to /login is refused before any password is checked.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuth } from "../../app/auth/auth.server.ts";
import { createStaff } from "../../app/auth/staff.server.ts";
import { connect, type Db } from "../../app/db/connect.server.ts";
import { migrateToLatest } from "../../app/db/migrate.server.ts";
import { startProcess, type ServerProcess } from "../support/server-process.ts";
import { createTestDb, testEngine, type TestDb } from "../support/test-db.ts";

const engine = testEngine();
const EMAIL = "reinicio@vitrina.test";
const PASSWORD = "clave-correcta";
let pgDb: TestDb | undefined;
let dataDir: string;
let env: Record<string, string | undefined>;
let server: ServerProcess | undefined;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrina-auth-int-"));
  let db: Db;
  if (engine === "postgres") {
    pgDb = await createTestDb();
    db = pgDb;
  } else {
    db = connect({ sqliteFile: path.join(dataDir, "vitrina.sqlite") });
    await migrateToLatest(db.kysely);
  }
  const auth = createAuth({
    kysely: db.kysely,
    engine: db.engine,
    secret: "x".repeat(32),
    publicUrl: "http://127.0.0.1",
    sendResetMail: async () => {},
  });
  await createStaff(auth, { email: EMAIL, firstName: "Re", lastName: "Inicio", password: PASSWORD });
  if (engine === "sqlite") await db.close();
  env = { DATA_DIR: dataDir, DATABASE_URL: pgDb?.location.databaseUrl, SEED_DEMO: "false" };
});

afterAll(async () => {
  await server?.stop("SIGKILL");
  await pgDb?.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function start(): Promise<ServerProcess> {
  const s = await startProcess(env);
  await s.waitFor("Vitrina escuchando");
  return s;
}

function login(s: ServerProcess, password: string) {
  return fetch(`${s.url}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: s.url },
    body: new URLSearchParams({ email: EMAIL, password }),
  });
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
  }, 60_000); // two server starts and six password hashes, on two cores shared with the rest of the suite

  it("a plain POST from another site is refused before any password is checked", async () => {
    const res = await fetch(`${server!.url}/login`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" },
      body: new URLSearchParams({ email: EMAIL, password: PASSWORD }),
    });
    expect(res.status).toBe(403);
  });
});
