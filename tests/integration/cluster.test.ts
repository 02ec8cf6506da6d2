// `npm start` on every core (decision 105; Node's cluster, decision 256): WEB_CONCURRENCY processes share the port,
// a SIGHUP replaces them one at a time without a failed request, a killed one is replaced while the others serve,
// and the background work runs in exactly one process of all the instances on a database (decision 104).
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import net from "node:net";
import autocannon from "autocannon";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect, type Db } from "../../app/db/connect.server.ts";
import { JOB_LEASE_MS } from "../../app/jobs/job-lock.server.ts";
import { CLUSTER_SERVER, type ServerProcess, startProcess } from "../support/server-process.ts";
import { ADMIN_DATABASE_URL, createTestDb, type TestDb, testEngine } from "../support/test-db.ts";

const engine = testEngine();
let pgDb: TestDb | undefined;
let dataDir: string;
let db: Db;
let server: ServerProcess;
let second: ServerProcess | undefined;

const env = () => ({ DATABASE_URL: pgDb?.location.databaseUrl, DATA_DIR: dataDir, SEED_DEMO: "false" });

beforeAll(async () => {
  if (engine === "postgres") pgDb = await createTestDb({ migrate: false });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrina-cluster-"));
  server = await startProcess({ ...env(), WEB_CONCURRENCY: "2" }, CLUSTER_SERVER);
  await server.waitFor("Vitrina escuchando");
  db = pgDb ?? connect({ sqliteFile: path.join(dataDir, "vitrina.sqlite") });
});
afterAll(async () => {
  await server?.stop("SIGKILL");
  await second?.stop("SIGKILL");
  if (pgDb) await pgDb.destroy();
  else await db?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Worker pids in the order the primary announced them ready. */
const workerPids = (s: ServerProcess) =>
  [...s.output().matchAll(/Trabajador \d+ \(pid (\d+)\) listo/g)].map((m) => Number(m[1]));
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const livePids = (s: ServerProcess) => workerPids(s).filter(alive);
const parentOf = (pid: number) => Number(fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ")[1]);
/** One GET on its own connection: a kept-alive connection to a killed process would fail for that reason alone.
 *  An unanswered one fails within 15 s, naming itself, instead of running into the test's time limit. */
const getStatus = (url: string) =>
  new Promise<number>((resolve, reject) => {
    const req = http
      .get(url, { agent: false }, (res) => res.resume().on("end", () => resolve(res.statusCode ?? 0)))
      .on("error", reject);
    req.setTimeout(15_000, () => req.destroy(new Error(`GET ${url}: sin respuesta en 15 s`)));
  });
const photoJobOwner = async () =>
  (await db.kysely.selectFrom("job_locks").select("owner").where("name", "=", "fotos").executeTakeFirst())?.owner;
const ownerPid = (owner: string | undefined) => Number(owner?.split("|")[1]);

describe(`npm start with WEB_CONCURRENCY=2 (${engine})`, () => {
  it("serves from two worker processes of the primary; load is answered without a failure, by both", async () => {
    const pids = workerPids(server);
    expect(pids).toHaveLength(2);
    for (const pid of pids) expect(parentOf(pid)).toBe(server.child.pid);
    expect(server.output()).toContain(`con 2 procesos; proceso principal: pid ${server.child.pid}`);
    expect(server.output()).toContain(`kill -HUP ${server.child.pid}`);

    const page = `/reparto-${process.pid}`;
    const load = await autocannon({ url: `${server.url}${page}`, connections: 10, amount: 200 });
    expect([load.errors, load.timeouts]).toEqual([0, 0]);
    expect(load["4xx"]).toBe(200); // no such page: the site's 404, from either process
    const servedBy = new Set(
      server
        .output()
        .split("\n")
        .filter((line) => line.includes(`GET ${page} `))
        .map((line) => Number(JSON.parse(line).pid)),
    );
    expect([...servedBy].sort()).toEqual([...pids].sort());
  });

  it("reloads on SIGHUP one process at a time: no request fails under load, all old processes replaced", async () => {
    const old = livePids(server);
    const reloads = (server.output().match(/Recarga terminada/g) ?? []).length;
    let stopLoad = () => {};
    const load = new Promise<autocannon.Result>((resolve, reject) => {
      const run = autocannon({ url: server.url, connections: 10, duration: 60 }, (err, r) =>
        err ? reject(err) : resolve(r),
      );
      stopLoad = () => run.stop();
    });
    await new Promise((r) => setTimeout(r, 500));
    server.child.kill("SIGHUP");
    const done = async () => (server.output().match(/Recarga terminada/g) ?? []).length > reloads;
    await expect.poll(done, { interval: 50, timeout: 30_000 }).toBe(true);
    await new Promise((r) => setTimeout(r, 500));
    stopLoad();
    const result = await load;
    expect(server.output()).toContain("Recarga terminada: 2 de 2 trabajadores reemplazados.");
    expect({ errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx }).toEqual({
      errors: 0,
      timeouts: 0,
      non2xx: 0,
    });
    expect(result.requests.total).toBeGreaterThan(100);
    const now = livePids(server);
    expect(now).toHaveLength(2);
    for (const pid of old) expect(alive(pid)).toBe(false);
  }, 120_000);

  it.runIf(engine === "postgres")(
    "keeps the old processes when a new one cannot start during a reload",
    async () => {
      const old = livePids(server);
      const name = new URL(pgDb!.location.databaseUrl!).pathname.slice(1);
      const allow = async (yes: boolean) => {
        const client = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
        await client.connect();
        await client.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS ${yes}`).finally(() => client.end());
      };
      await allow(false); // a new process cannot open its database
      try {
        server.child.kill("SIGHUP");
        await server.waitFor("Recarga cancelada: un trabajador nuevo no pudo iniciar; siguen los anteriores.", 20_000);
      } finally {
        await allow(true);
      }
      expect(livePids(server)).toEqual(old);
      expect(await getStatus(`${server.url}/`)).toBe(200);
    },
    40_000,
  );

  it("replaces a killed process while the other keeps serving, and the background work moves over", async () => {
    await expect.poll(async () => alive(ownerPid(await photoJobOwner())), { timeout: 10_000 }).toBe(true);
    const holder = ownerPid(await photoJobOwner());
    const [other] = livePids(server).filter((pid) => pid !== holder);
    process.kill(holder, "SIGKILL");
    await server.waitFor(`(pid ${holder}) terminó inesperadamente (SIGKILL)`, 5_000);
    // Before the replacement is up, the other process answers everything.
    for (let i = 0; i < 20; i++) expect(await getStatus(`${server.url}/`)).toBe(200);
    await expect.poll(() => livePids(server).length, { timeout: 20_000 }).toBe(2);
    expect(livePids(server)).toContain(other);
    // The job is taken at once from a dead process of this host: well within the lease.
    await expect.poll(async () => alive(ownerPid(await photoJobOwner())), { timeout: JOB_LEASE_MS }).toBe(true);
    expect(server.output()).toMatch(new RegExp(`«fotos» corre en el proceso (?!${holder}\\b)\\d+`));
  }, 90_000);

  it("runs background work in one process of two instances on a database; the other takes over on death", async () => {
    second = await startProcess({ ...env(), WEB_CONCURRENCY: "1" }, CLUSTER_SERVER);
    await second.waitFor("Vitrina escuchando");
    const [secondPid] = workerPids(second);
    await new Promise((r) => setTimeout(r, 6_000)); // more than one retry of the lock
    const holder = ownerPid(await photoJobOwner());
    expect(livePids(server)).toContain(holder);
    expect(second.output()).not.toContain("«fotos» corre");

    server.child.kill("SIGKILL"); // the whole first instance: its workers end with their primary
    await server.exited();
    const died = Date.now();
    await second.waitFor(`«fotos» corre en el proceso ${secondPid}`, JOB_LEASE_MS);
    expect(Date.now() - died).toBeLessThan(JOB_LEASE_MS);
    expect(ownerPid(await photoJobOwner())).toBe(secondPid);
    expect(await getStatus(`${second.url}/`)).toBe(200);
  }, 120_000);
});

describe.runIf(engine === "sqlite")("a port in use", () => {
  it("stops the start with one clear reason and exit code 1", async () => {
    const taken = net.createServer().listen(0, "127.0.0.1");
    await new Promise((r) => taken.once("listening", r));
    const port = (taken.address() as net.AddressInfo).port;
    const s = await startProcess({ PORT: String(port), SEED_DEMO: "false", WEB_CONCURRENCY: "2" }, CLUSTER_SERVER);
    try {
      expect(await s.exited()).toBe(1);
      expect(s.output()).toContain(`Vitrina no pudo iniciar: el puerto ${port} ya está en uso (PORT)`);
      expect(s.output()).not.toMatch(/\n\s+at /);
      expect(s.output()).not.toContain("Vitrina escuchando");
    } finally {
      taken.close();
      fs.rmSync(s.dataDir, { recursive: true, force: true });
    }
  });
});
