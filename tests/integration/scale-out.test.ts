// Two stateless instances on one PostgreSQL and one S3 bucket (s3rver) behind a real HAProxy, round-robin and
// without stickiness (docs/scale-out.md): sessions, uploads and pages work through either; an instance killed
// with -9 mid-processing leaves its upload to the other; after the sweep, bucket and rows name the same files.
import fs from "node:fs";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaff } from "../../app/auth/staff.server.ts";
import { s3Storage } from "../../app/photos/s3-storage.server.ts";
import { deleteListing } from "../../app/properties/delete.server.ts";
import { purgeTrash } from "../../app/properties/trash.server.ts";
import { sweepOrphans } from "../../app/photos/sweep.server.ts";
import { photoFileNames } from "../../app/photos/variants.ts";
import { dashboardHttpAs } from "../support/dashboard-http.ts";
import { type Balancer, startHaproxy } from "../support/haproxy.ts";
import { makeJpeg } from "../support/images.ts";
import { type S3Server, startS3rver } from "../support/s3rver.ts";
import { freePort, type ServerProcess, startProcess } from "../support/server-process.ts";
import { staffAuth } from "../support/staff-session.ts";
import { createTestDb, type TestDb, testEngine } from "../support/test-db.ts";

const engine = testEngine();
const SECRET = "secreto-compartido-por-todas-las-instancias";
let db: TestDb;
let s3: S3Server;
let instances: ServerProcess[] = [];
let balancer: Balancer;
let cookie: string;

const ports = () => instances.map((i) => Number(new URL(i.url).port));
const pidsOf = (s: ServerProcess) => [
  s.child.pid!,
  ...[...s.output().matchAll(/Trabajador \d+ \(pid (\d+)\) listo/g)].map((m) => Number(m[1])),
];
const http = (url: string) => dashboardHttpAs(url, "", cookie, balancer.url);

// The sqlite project runs one embedded database per server: several instances need PostgreSQL.
describe.skipIf(engine !== "postgres")(`two instances behind HAProxy (${engine})`, () => {
  beforeAll(async () => {
    db = await createTestDb();
    s3 = await startS3rver("vitrina-escala");
    const listen = await freePort();
    const env = {
      ...s3.env,
      DATABASE_URL: db.location.databaseUrl,
      BETTER_AUTH_SECRET: SECRET,
      PUBLIC_URL: `http://127.0.0.1:${listen}`,
      TRUST_PROXY: "true",
      SEED_DEMO: "false",
      WEB_CONCURRENCY: "1",
    };
    // Separate DATA_DIRs, as on separate machines: nothing may be shared through the disk.
    instances = [await startProcess(env), await startProcess(env)];
    await Promise.all(instances.map((i) => i.waitFor("Vitrina escuchando")));
    balancer = await startHaproxy(ports(), listen);
  }, 90_000);
  afterAll(async () => {
    await balancer?.stop();
    await Promise.all(instances.map((i) => i.stop("SIGKILL")));
    await s3?.stop();
    await db?.destroy();
    for (const i of instances) fs.rmSync(i.dataDir, { recursive: true, force: true });
  });

  it("a staff session signed in through one instance is valid on the other", async () => {
    const auth = staffAuth(db, SECRET, balancer.url);
    const staff = await createStaff(auth, {
      email: "ana@escala.test",
      firstName: "Ana",
      lastName: "Escala",
      password: "clave-segura-123",
    });
    const login = await fetch(`${instances[0].url}/login`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: balancer.url },
      body: new URLSearchParams({ email: staff.email, password: "clave-segura-123" }),
    });
    expect(login.status).toBe(302);
    cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const onOther = await fetch(`${instances[1].url}/dashboard`, { headers: { cookie }, redirect: "manual" });
    expect(onOther.status).toBe(200);
    // And through the balancer, whichever instance answers, several times in a row.
    for (let i = 0; i < 4; i++) {
      expect((await fetch(`${balancer.url}/dashboard`, { headers: { cookie }, redirect: "manual" })).status).toBe(200);
    }
  });

  it("a listing with photos uploaded through alternating instances is shown through either", async () => {
    const draft = await http(balancer.url).newDraft();
    const ids: string[] = [];
    for (const [k, colour] of ["#aa3333", "#33aa33", "#3333aa"].entries()) {
      const through = instances[k % 2].url;
      const res = await http(through).upload(draft, await makeJpeg(900, 600, colour), `foto-${k + 1}.jpg`);
      expect(res.status).toBe(201);
      ids.push(((await res.json()) as { id: string }).id);
    }
    expect((await http(balancer.url).saveNew(draft, ids, "Casa en dos instancias")).status).toBe(302);

    for (const instance of instances) {
      const html = await (await fetch(`${instance.url}/propiedad/${draft}`)).text();
      expect(html).toContain("Casa en dos instancias");
      const numbers = new Set([...html.matchAll(new RegExp(`/media/${draft}/image_(\\d+)-`, "g"))].map((m) => m[1]));
      expect([...numbers].sort()).toEqual(["1", "2", "3"]);
      const photo = await fetch(`${instance.url}/media/${draft}/image_2-400.webp`);
      expect(photo.status).toBe(200);
      expect(photo.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect((await sharp(Buffer.from(await photo.arrayBuffer())).metadata()).format).toBe("webp");
    }
    // The balancer spread the page requests over both (no stickiness): each instance logged some.
    for (let i = 0; i < 4; i++) expect((await fetch(`${balancer.url}/propiedad/${draft}`)).status).toBe(200);
    for (const instance of instances) expect(instance.output()).toContain(`/propiedad/${draft}`);
  });

  it("an instance killed with -9 mid-processing leaves its upload to the other: nothing lost, nothing doubled", async () => {
    const draft = await http(balancer.url).newDraft();
    // 12 MP of noise: seconds of sharp work, long enough to be caught in the middle of it.
    const noise = { type: "gaussian" as const, mean: 120, sigma: 50 };
    const big = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: "#808080", noise } })
      .jpeg({ quality: 90 })
      .toBuffer();
    const [victim, survivor] = instances;
    const res = await http(victim.url).upload(draft, big, "grande.jpg");
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const row = () =>
      db.kysely
        .selectFrom("photo_uploads")
        .select(["status", "claimed_by", "attempts", "n"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
    await expect.poll(async () => (await row()).claimed_by, { interval: 5, timeout: 10_000 }).not.toBeNull();
    const holder = Number((await row()).claimed_by!.split("|")[1]);
    expect(pidsOf(victim)).toContain(holder);
    for (const pid of pidsOf(victim)) process.kill(pid, "SIGKILL");
    await victim.exited();
    expect((await row()).status).toBe("pending");

    // The survivor takes it back (the claim's owner is a gone process) and finishes it.
    await expect.poll(async () => (await row()).status, { interval: 200, timeout: 45_000 }).toBe("ready");
    expect((await row()).attempts).toBe(2);
    // Saved through the balancer, which now sends everything to the survivor.
    expect((await http(balancer.url).saveNew(draft, [id], "Casa tras el corte")).status).toBe(302);
    const { n } = await db.kysely
      .selectFrom("property_photos")
      .select("n")
      .where("property_id", "=", draft)
      .executeTakeFirstOrThrow();
    expect(s3.objectKeys().filter((k) => k.startsWith(`${draft}/`))).toEqual(
      photoFileNames(n)
        .map((f) => `${draft}/${f}`)
        .sort(),
    );
    expect((await fetch(`${survivor.url}/propiedad/${draft}`)).status).toBe(200);
  }, 90_000);

  it("after the sweep, every object has its row and every row its objects", async () => {
    await balancer.stop();
    for (const i of instances) await i.stop();
    // A deleted listing goes to the trash (decision 141); emptying it is the spec's delete, whose leftovers the
    // sweep removes (decision 071). Run them as the instances would.
    const storage = s3Storage(s3.client(), s3.bucket);
    const ctx = { kysely: db.kysely, storage };
    const gone = await db.kysely
      .selectFrom("properties")
      .select(["id", "version"])
      .where("name", "=", "Casa tras el corte")
      .executeTakeFirstOrThrow();
    await deleteListing(ctx, gone.id, { version: gone.version, by: { id: "x", name: "Prueba" } });
    expect(s3.objectKeys().some((k) => k.startsWith(`${gone.id}/`))).toBe(true);
    await purgeTrash(ctx, { all: true });
    await sweepOrphans(ctx, { fileGraceMs: 0 });
    const photos = await db.kysely.selectFrom("property_photos").select(["property_id", "n"]).execute();
    const pending = await db.kysely.selectFrom("photo_uploads").select("id").where("status", "=", "pending").execute();
    expect(pending).toEqual([]);
    const named = photos.flatMap((p) => photoFileNames(p.n).map((f) => `${p.property_id}/${f}`)).sort();
    expect(named.length).toBe(3 * photoFileNames(1).length);
    expect(s3.objectKeys()).toEqual(named);
    // The full reconcile agrees: nothing outside the noted folders either.
    expect((await sweepOrphans(ctx, { fileGraceMs: 0, full: true })).removedFiles).toBe(0);
  });
});
