// The log and the probes an admin relies on, from the built server as `npm start` runs it with stdout not a
// terminal (decisions 102, 103): one JSON line per request and per error, the request id in the X-Request-Id header,
// on the Spanish error page and in the log, LOG_LEVEL, and /readyz naming what keeps the server from serving.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect, type Db } from "../../app/db/connect.server.ts";
import { createSignedInStaff, type SignedInStaff, staffAuth } from "../support/staff-session.ts";
import { startProcess, type ServerProcess } from "../support/server-process.ts";
import { createTestDb, testEngine, type TestDb } from "../support/test-db.ts";
import { tmpfsUnavailable } from "../support/tmpfs.ts";

const engine = testEngine();
const SECRET = "s".repeat(32);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type Entry = Record<string, unknown>;

/** Every line the server printed, each parsed as JSON (a line that is not JSON fails the test). */
function entries(server: ServerProcess): Entry[] {
  return server
    .output()
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => {
      try {
        return JSON.parse(line) as Entry;
      } catch {
        throw new Error(`not a JSON line: ${line}`);
      }
    });
}

const requestLines = (server: ServerProcess, id: string) =>
  entries(server).filter((e) => e.requestId === id && "status" in e);

/** The request's own line, once written (it is written when the answer has been sent). */
async function requestLine(server: ServerProcess, id: string): Promise<Entry> {
  await server.waitFor(new RegExp(`"requestId":"${id}"[^\n]*"status":`), 10_000);
  const lines = requestLines(server, id);
  expect(lines).toHaveLength(1);
  return lines[0];
}

async function get(server: ServerProcess, target: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.url}${target}`, { headers, redirect: "manual" });
  return { res, id: res.headers.get("x-request-id") ?? "", body: await res.text() };
}

describe(`one JSON line per request and per error (${engine})`, () => {
  let server: ServerProcess;
  let pgDb: TestDb | undefined;
  let db: Db;
  let staff: SignedInStaff;

  beforeAll(async () => {
    pgDb = engine === "postgres" ? await createTestDb({ migrate: false }) : undefined;
    server = await startProcess({
      DATABASE_URL: pgDb?.location.databaseUrl,
      SEED_DEMO: "false",
      BETTER_AUTH_SECRET: SECRET,
      TRUST_PROXY: "true",
    });
    await server.waitFor("Vitrina escuchando");
    db = pgDb ?? connect({ sqliteFile: path.join(server.dataDir, "vitrina.sqlite") });
    const auth = staffAuth(db, SECRET, "http://127.0.0.1");
    staff = await createSignedInStaff(auth, SECRET, "http://127.0.0.1");
  });
  afterAll(async () => {
    await server?.stop("SIGKILL");
    if (pgDb) await pgDb.destroy();
    else await db?.close();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  });

  it("startup lines are JSON too, with the text in msg", () => {
    const listening = entries(server).find((e) => String(e.msg).startsWith("Vitrina escuchando"));
    expect(listening).toMatchObject({ level: "info", pid: server.child.pid });
    expect(Date.parse(String(listening?.time))).not.toBeNaN();
  });

  it("a request: time, request id, method, path without the query, status, duration", async () => {
    const { res, id } = await get(server, "/tipo/Venta?precio=secreto");
    expect(res.status).toBe(200);
    expect(id).toMatch(UUID);
    const line = await requestLine(server, id);
    expect(line).toMatchObject({ level: "info", method: "GET", path: "/tipo/Venta", status: 200 });
    expect(Date.parse(String(line.time))).toBeGreaterThan(Date.now() - 60_000);
    expect(line.durationMs).toEqual(expect.any(Number));
    expect(line).not.toHaveProperty("userId");
    expect(server.output()).not.toContain("secreto");
  });

  it("a signed-in staff member's request names them", async () => {
    const { res, id } = await get(server, "/dashboard", { cookie: `${staff.cookie.name}=${staff.cookie.value}` });
    expect(res.status).toBe(200);
    expect(await requestLine(server, id)).toMatchObject({ path: "/dashboard", status: 200, userId: staff.id });
  });

  it("keeps a well-formed X-Request-Id from the trusted proxy, replaces a malformed one", async () => {
    const kept = await get(server, "/", { "x-request-id": "proxy-7f3a9c1e" });
    expect(kept.id).toBe("proxy-7f3a9c1e");
    expect(await requestLine(server, "proxy-7f3a9c1e")).toMatchObject({ path: "/", status: 200 });
    const replaced = await get(server, "/", { "x-request-id": "<script>alert(1)</script>" });
    expect(replaced.id).toMatch(UUID);
  });

  it("the Spanish page for an error outside React Router shows the request id of its header", async () => {
    const { res, id, body } = await get(server, "/%E0%A4%A");
    expect(res.status).toBe(400);
    expect(body).toContain(`Código de referencia: <span class="font-mono">${id}</span>`);
    const logged = entries(server).find((e) => e.requestId === id && e.level === "warn");
    expect(logged?.msg).toContain("400 en GET /%E0%A4%A: Failed to decode param");
    expect(await requestLine(server, id)).toMatchObject({ status: 400 });
  });

  it("/readyz: 200 while everything works; /healthz: 200", async () => {
    const ready = await get(server, "/readyz");
    expect([ready.res.status, ready.body]).toEqual([200, "ok"]);
    expect((await get(server, "/healthz")).res.status).toBe(200);
  });

  it("/readyz: 503 while photo storage cannot be written, 200 again once it can", async () => {
    const photos = path.join(server.dataDir, "photos");
    fs.renameSync(photos, `${photos}.aparte`);
    fs.writeFileSync(photos, "un archivo donde van las fotos");
    try {
      const blocked = await get(server, "/readyz");
      expect(blocked.res.status).toBe(503);
      expect(blocked.body).toBe("no se puede escribir en el almacenamiento de fotos (ENOTDIR)");
      // Liveness is not readiness: restarting would not fix this.
      expect((await get(server, "/healthz")).res.status).toBe(200);
    } finally {
      fs.rmSync(photos);
      fs.renameSync(`${photos}.aparte`, photos);
    }
    expect((await get(server, "/readyz")).res.status).toBe(200);
    const changes = entries(server).filter((e) => /listo para atender/i.test(String(e.msg)));
    expect(changes.map((e) => e.level)).toEqual(["warn", "info"]);
  });

  it.skipIf(tmpfsUnavailable !== null)("/readyz: 503 while photo storage is on a read-only disk", async () => {
    // Root ignores file modes, so a mount is what really refuses writes: a tmpfs over the folder, then read-only.
    const photos = path.join(server.dataDir, "photos");
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=1m", "tmpfs", photos]);
    try {
      execFileSync("mount", ["-o", "remount,ro", photos]);
      const readOnly = await get(server, "/readyz");
      expect(readOnly.res.status).toBe(503);
      expect(readOnly.body).toBe("no se puede escribir en el almacenamiento de fotos (EROFS)");
    } finally {
      execFileSync("umount", ["-l", photos]);
    }
    expect((await get(server, "/readyz")).res.status).toBe(200);
  });

  it("/readyz: 503 naming a migration the database has not applied", async () => {
    const last = await db.kysely
      .selectFrom("kysely_migration" as never)
      .selectAll()
      .orderBy("name" as never, "desc")
      .executeTakeFirstOrThrow();
    const row = last as { name: string; timestamp: string };
    await sql`DELETE FROM kysely_migration WHERE name = ${row.name}`.execute(db.kysely);
    try {
      const pending = await get(server, "/readyz");
      expect(pending.res.status).toBe(503);
      expect(pending.body).toBe(`migraciones pendientes: ${row.name}`);
    } finally {
      await sql`INSERT INTO kysely_migration (name, timestamp) VALUES (${row.name}, ${row.timestamp})`.execute(
        db.kysely,
      );
    }
    expect((await get(server, "/readyz")).res.status).toBe(200);
  });

  describe("once the database stops answering", () => {
    beforeAll(async () => {
      if (pgDb) {
        await pgDb.destroy(); // DROP DATABASE ... WITH (FORCE)
        pgDb = undefined;
      } else {
        await db.close();
        // The server keeps its file open: zeroed in place, it reads as 'file is not a database'.
        for (const suffix of ["", "-wal", "-shm"]) {
          const file = path.join(server.dataDir, `vitrina.sqlite${suffix}`);
          if (fs.existsSync(file)) fs.writeFileSync(file, Buffer.alloc(fs.statSync(file).size), { flag: "r+" });
        }
      }
      db = { close: async () => {} } as unknown as Db;
    });

    it("the error page shows the id of its X-Request-Id header; the log has the error's stack", async () => {
      const { res, id, body } = await get(server, "/");
      expect(res.status).toBe(503);
      expect(id).toMatch(UUID);
      expect(body).toContain("Ocurrió un error inesperado");
      expect(body).toContain(`Código de referencia: <span class="font-mono">${id}</span>`);
      // The page's data carries it too: the browser's hydration renders the same code.
      expect(body.match(new RegExp(id, "g"))?.length).toBeGreaterThanOrEqual(2);
      expect(body).not.toMatch(/\bat .+:\d+:\d+/);
      await requestLine(server, id);
      const errors = entries(server).filter((e) => e.requestId === id && e.level === "error");
      expect(errors.length).toBeGreaterThan(0);
      const err = errors[0].err as { stack?: string };
      expect(err.stack).toMatch(/\n\s+at /);
    });

    it("an in-app navigation's data carries its own id", async () => {
      const { res, id, body } = await get(server, "/tipo/Venta.data");
      expect(res.status).toBe(503);
      expect(id).toMatch(UUID);
      expect(body).toContain(id);
    });

    it("an action that fails in the browser answers its id, for the error boundary", async () => {
      const res = await fetch(`${server.url}/dashboard/usuarios.data`, {
        method: "POST",
        headers: {
          cookie: `${staff.cookie.name}=${staff.cookie.value}`,
          origin: server.url,
          "content-type": "application/x-www-form-urlencoded",
        },
        body: "intent=create",
      });
      expect(res.status).toBeGreaterThanOrEqual(500);
      expect(res.headers.get("x-remix-response")).toBeNull();
      expect(await res.text()).toBe(res.headers.get("x-request-id"));
    });

    it("/readyz names the database; /healthz still answers", async () => {
      const down = await get(server, "/readyz");
      expect(down.res.status).toBe(503);
      expect(down.body).toBe("base de datos no disponible");
      expect((await get(server, "/healthz")).res.status).toBe(200);
    });
  });
});

describe.runIf(engine === "sqlite")("LOG_LEVEL=warn, a low disk, no trusted proxy", () => {
  let server: ServerProcess;
  beforeAll(async () => {
    // No disk this test runs on has a terabyte free.
    server = await startProcess({ SEED_DEMO: "false", LOG_LEVEL: "warn", DISK_MIN_FREE_MB: "1000000" });
    // 'Vitrina escuchando' is an info line, left out at this level: wait for the liveness probe instead.
    const deadline = Date.now() + 30_000;
    const alive = () =>
      fetch(`${server.url}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
    while (!(await alive())) {
      if (Date.now() > deadline) throw new Error(`the server did not answer:\n${server.output()}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  });
  afterAll(async () => {
    await server?.stop("SIGKILL");
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  });

  it("/readyz answers 503 naming the low disk, and says so in the log", async () => {
    const { res, body } = await get(server, "/readyz");
    expect(res.status).toBe(503);
    expect(body).toMatch(/^poco espacio en disco: quedan \d+ MB libres en DATA_DIR \(mínimo 1000000 MB/);
    await server.waitFor("No está listo para atender");
  });

  it("request lines are left out; an id sent without a trusted proxy is not taken", async () => {
    const { res, id } = await get(server, "/", { "x-request-id": "proxy-7f3a9c1e" });
    expect(res.status).toBe(200);
    expect(id).toMatch(UUID);
    await get(server, "/tipo/Venta");
    await new Promise((r) => setTimeout(r, 300));
    expect(entries(server).filter((e) => "status" in e)).toEqual([]);
  });
});
