// The public page cache (decisions 110, 111) on the built server, two instances on one database: a change shows at
// once on both, a signed-in request never meets the cache, 304s, compressed bodies, featured order per visit.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertPhotos, setFeatured } from "../../app/properties/commands.server.ts";
import { dashboardHttp } from "../support/dashboard-http.ts";
import { makeJpeg } from "../support/images.ts";
import { createProperty, demoInput } from "../support/fixtures.ts";
import { type ServerDb, serverDatabase } from "../support/server-db.ts";
import { type ServerProcess, startProcess } from "../support/server-process.ts";
import { rawGet } from "../support/raw-get.ts";

let dataDir: string;
let sdb: ServerDb;
let one: ServerProcess;
let two: ServerProcess;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrina-page-cache-"));
  sdb = await serverDatabase(dataDir);
  const env = { ...sdb.env, DATA_DIR: dataDir, SEED_DEMO: "false", WEB_CONCURRENCY: "1" };
  one = await startProcess(env);
  await one.waitFor("Vitrina escuchando");
  two = await startProcess(env);
  await two.waitFor("Vitrina escuchando");
});
afterAll(async () => {
  await one?.stop();
  await two?.stop();
  await sdb?.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const get = rawGet;
const html = async (url: string, headers: Record<string, string> = {}) => (await get(url, headers)).body.toString();
const nonceOf = (page: string) => /nonce="([^"]+)"/.exec(page)?.[1];
/** The render an answer comes from: its request id (a cached page keeps its render's; each answer has its own
 * nonce, issue 32 item 8). */
const renderOf = (page: string) => /requestId\\",\\"([0-9a-f-]{36})/.exec(page)?.[1];
/** The page less its nonce: what two answers of one render share. */
const sameRender = (page: string) => page.replaceAll(nonceOf(page) ?? "\u0000", "NONCE");
/** Listing ids in the order the page links them. */
const listingIds = (page: string) => [
  ...new Set([...page.matchAll(/href="\/propiedad\/([0-9a-f]{8})"/g)].map((m) => m[1])),
];
const both = () => [one.url, two.url];
const EDITOR = { id: "prueba", name: "Prueba" };
const versionOf = async (id: string) =>
  Number(
    (await sdb.db.kysely.selectFrom("properties").select("version").where("id", "=", id).executeTakeFirstOrThrow())
      .version,
  );

describe("a change shows at once, on every instance", () => {
  let id: string;
  let other: string;
  const seen = async (pathname: string, text: string) => {
    for (const base of both()) expect(await html(`${base}${pathname}`)).toContain(text);
  };

  beforeAll(async () => {
    id = await createProperty(sdb.db.kysely, demoInput({ name: "Casa Alfa junto al arroyo" }));
    other = await createProperty(sdb.db.kysely, demoInput({ name: "Casa Beta en la loma" }));
    // Cached on both instances first: the same bytes twice (one render, one nonce).
    for (const base of both()) {
      const a = await html(`${base}/propiedad/${id}`);
      expect(sameRender(await html(`${base}/propiedad/${id}`))).toBe(sameRender(a));
    }
  });

  it("after a listing save", async () => {
    await sdb.db.kysely.updateTable("properties").set({ name: "Casa Alfa renovada" }).where("id", "=", id).execute();
    await seen(`/propiedad/${id}`, "Casa Alfa renovada");
  });

  it("after a featured toggle", async () => {
    const url = (base: string) => `${base}/?orden=abc12`;
    const before = listingIds(await html(url(one.url)));
    const second = before[1];
    await setFeatured(sdb.db.kysely, second, true, { version: await versionOf(second), by: EDITOR });
    for (const base of both()) expect(listingIds(await html(url(base)))[0]).toBe(second);
    await setFeatured(sdb.db.kysely, second, false, { version: await versionOf(second), by: EDITOR });
    for (const base of both()) expect(listingIds(await html(url(base)))).toEqual(before);
  });

  it("after a photo is processed and saved with the listing", async () => {
    await sdb.db.kysely
      .transaction()
      .execute((trx) => insertPhotos(trx, id, [{ n: 1, width: 1200, height: 800 }], new Date().toISOString()));
    await seen(`/propiedad/${id}`, `/media/${id}/image_1-`);
  });

  it("after a delete", async () => {
    await sdb.db.kysely.deleteFrom("property_photos").where("property_id", "=", other).execute();
    await sdb.db.kysely.deleteFrom("properties").where("id", "=", other).execute();
    for (const base of both()) {
      expect((await get(`${base}/propiedad/${other}`)).status).toBe(404);
      expect(await html(`${base}/?orden=abc12`)).not.toContain("Casa Beta en la loma");
    }
  });

  it("through the dashboard: a new listing with its photo is on the home page of both instances", async () => {
    const staff = await dashboardHttp(one.url, dataDir, sdb.db);
    const draft = await staff.newDraft();
    const upload = await staff.upload(draft, await makeJpeg(800, 600));
    expect(upload.status).toBe(201);
    const { id: uploadId } = (await upload.json()) as { id: string };
    const saved = await staff.saveNew(draft, [uploadId], "Cabaña Gamma del lago");
    expect(saved.status).toBeLessThan(400);
    await seen("/?orden=abc12&mostrar=12", "Cabaña Gamma del lago");
    await seen(`/propiedad/${draft}`, `/media/${draft}/image_1-`);
  });
});

describe("who meets the cache", () => {
  it("a signed-in request is never answered from it nor stored in it", async () => {
    const id = await createProperty(sdb.db.kysely, demoInput({ name: "Casa para el personal" }));
    const staff = await dashboardHttp(one.url, dataDir, sdb.db);
    const url = `${one.url}/propiedad/${id}`;
    const signedIn = await get(url, { cookie: staff.cookie });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers["cache-control"]).toBe("private, no-store");
    expect(signedIn.headers.etag).toBeUndefined();
    const anonymous = await html(url);
    expect(renderOf(anonymous)).not.toBe(renderOf(signedIn.body.toString())); // not the staff member's render
    expect(sameRender(await html(url))).toBe(sameRender(anonymous)); // the anonymous one is stored...
    const again = await get(url, { cookie: staff.cookie });
    expect(renderOf(again.body.toString())).not.toBe(renderOf(anonymous)); // ...and never handed to staff
    expect(again.headers.etag).toBeUndefined();
  });

  it("a draft's preview, asked with the session cookie spelled oddly, is never stored nor shown to visitors", async () => {
    const staff = await dashboardHttp(one.url, dataDir, sdb.db);
    const [name, value] = [
      staff.cookie.slice(0, staff.cookie.indexOf("=")),
      staff.cookie.slice(staff.cookie.indexOf("=") + 1),
    ];
    const banner = "Borrador: vista previa para el personal";
    for (const cookie of [
      `${name} =${value}`,
      `${name}\t=${value}`,
      `favoritos=abc;${name}=${value}`,
      `__Secure-${name}=${value}`,
    ]) {
      const id = await createProperty(sdb.db.kysely, demoInput({ name: "Borrador secreto" }), [], { draft: true });
      const url = `${one.url}/propiedad/${id}`;
      const preview = await get(url, { cookie });
      expect(preview.headers["cache-control"], cookie).toBe("private, no-store");
      expect(preview.headers.etag, cookie).toBeUndefined();
      if (preview.status === 200) expect(preview.body.toString()).toContain(banner);
      const anonymous = await get(url);
      expect(anonymous.status, cookie).toBe(404);
      expect(anonymous.body.toString()).not.toContain(banner);
      expect(anonymous.body.toString()).not.toContain("Borrador secreto");
      await sdb.db.kysely.deleteFrom("properties").where("id", "=", id).execute();
    }
  });

  it("every answer from it has a nonce of its own, the one its policy names, everywhere in the page", async () => {
    const url = `${one.url}/sobreNosotros`;
    const answers = [await get(url), await get(url), await get(url, { "accept-encoding": "gzip, br" })];
    const pages = answers.map((a) =>
      a.headers["content-encoding"] === "gzip" ? zlib.gunzipSync(a.body).toString() : a.body.toString(),
    );
    expect(new Set(pages.map(renderOf)).size).toBe(1); // one render...
    const nonces = pages.map(nonceOf);
    expect(new Set(nonces).size).toBe(3); // ...three nonces
    for (const [i, a] of answers.entries()) {
      expect(a.headers["content-security-policy"]).toContain(`'nonce-${nonces[i]}'`);
      const all = [...pages[i].matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]);
      expect(all.length).toBeGreaterThan(3);
      expect(new Set(all)).toEqual(new Set([nonces[i]]));
    }
  });

  it("unknown query parameters are rendered, never stored", async () => {
    const a = await html(`${one.url}/sobreNosotros?utm_source=whatsapp`);
    const b = await html(`${one.url}/sobreNosotros?utm_source=whatsapp`);
    expect(renderOf(a)).not.toBe(renderOf(b));
  });
});

describe("answers from the cache", () => {
  it("If-None-Match gives 304, and gzip and brotli bodies decode to the same HTML", async () => {
    const url = `${one.url}/sobreNosotros`;
    const plain = await get(url);
    const again = await get(url);
    expect(sameRender(again.body.toString())).toBe(sameRender(plain.body.toString()));
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const etag = plain.headers.etag!;
    expect(etag).toMatch(/^W\/"[^"]+"$/);
    const revalidated = await get(url, { "if-none-match": etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect(revalidated.headers.etag).toBe(etag);
    // A cache merges a 304's headers into its copy: another render's CSP nonce must not reach it.
    expect(revalidated.headers["content-security-policy"]).toBeUndefined();

    const gz = await get(url, { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(sameRender(zlib.gunzipSync(gz.body).toString())).toBe(sameRender(plain.body.toString()));
    // A document's nonce changes per answer: gzip can be joined around it, brotli not (server/nonce-splice.ts).
    const br = await get(url, { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("gzip");
    expect(sameRender(zlib.gunzipSync(br.body).toString())).toBe(sameRender(plain.body.toString()));
    // One weak validator for the page, whatever the encoding (decision 113).
    expect(new Set([plain.headers.etag, gz.headers.etag, br.headers.etag])).toEqual(new Set([etag]));
    expect((await get(url, { "accept-encoding": "br", "if-none-match": etag })).status).toBe(304);

    const head = await get(url, {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["content-length"]).toBe(String(plain.body.length));
  });

  it("a hit leaves with the headers its render had, and an id and log line of its own", async () => {
    const id = await createProperty(sdb.db.kysely, demoInput({ name: "Casa de los encabezados" }));
    const url = `${one.url}/propiedad/${id}`;
    const rendered = await get(url);
    const hit = await get(url);
    expect(sameRender(hit.body.toString())).toBe(sameRender(rendered.body.toString()));
    // Hits are answered in front of Express (decision 269): the same security headers and Cache-Control.
    const kept = (h: Record<string, string | string[] | undefined>) =>
      Object.entries(h)
        .filter(([name]) => !["date", "x-request-id", "content-security-policy", "keep-alive"].includes(name))
        .sort(([a], [b]) => a.localeCompare(b));
    expect(kept(hit.headers)).toEqual(kept(rendered.headers));
    expect(hit.headers["cache-control"]).toBe("no-cache");
    expect(hit.headers["x-content-type-options"]).toBe("nosniff");
    expect(hit.headers["permissions-policy"]).toBe("camera=(), microphone=(), geolocation=()");
    const ids = [rendered.headers["x-request-id"], hit.headers["x-request-id"]];
    expect(new Set(ids).size).toBe(2);
    for (const requestId of ids) {
      await expect
        .poll(() => one.output().includes(`"requestId":"${requestId}","method":"GET","path":"/propiedad/${id}"`))
        .toBe(true);
    }
  });

  it("a revalidation reaching the other instance gets 304 too, until a change", async () => {
    const id = await createProperty(sdb.db.kysely, demoInput({ name: "Casa revalidada" }));
    const first = await get(`${one.url}/propiedad/${id}`);
    expect(first.status).toBe(200);
    const etag = first.headers.etag!;
    // The other instance has its own render (another nonce), or none yet: same validator either way.
    const elsewhere = await get(`${two.url}/propiedad/${id}`);
    expect(renderOf(elsewhere.body.toString())).not.toBe(renderOf(first.body.toString()));
    expect(elsewhere.headers.etag).toBe(etag);
    expect((await get(`${two.url}/propiedad/${id}`, { "if-none-match": etag })).status).toBe(304);

    // The home page: the visit's seed is in the tag, so the other instance's pool does not matter.
    const home = await get(`${one.url}/`);
    expect(home.headers.etag).toMatch(/^W\/"\d+\.[0-9a-z]+\./);
    const again = await get(`${two.url}/`, { "if-none-match": home.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.headers.etag).toBe(home.headers.etag);

    await sdb.db.kysely
      .updateTable("properties")
      .set({ name: "Casa revalidada y cambiada" })
      .where("id", "=", id)
      .execute();
    for (const base of both()) {
      const changed = await get(`${base}/propiedad/${id}`, { "if-none-match": etag });
      expect(changed.status).toBe(200);
      expect(changed.body.toString()).toContain("Casa revalidada y cambiada");
      expect(changed.headers.etag).not.toBe(etag);
    }
  });
});

describe("client-side navigations", () => {
  it("a navigation's data request is cached like its page, and refreshed at once after a change", async () => {
    const id = await createProperty(sdb.db.kysely, demoInput({ name: "Casa de datos" }));
    const path = `/_.data?mostrar=60&orden=abc12&_routes=${encodeURIComponent("root,routes/public/home")}`;
    const first = await get(`${one.url}${path}`);
    expect(first.status).toBe(200);
    expect(first.headers["content-type"]).toMatch(/^text\/x-script/);
    expect(first.body.toString()).toContain("Casa de datos");
    const again = await get(`${one.url}${path}`);
    expect(again.body.equals(first.body)).toBe(true); // the root's request id too: the same answer
    expect(again.headers.etag).toMatch(/^W\//);
    expect((await get(`${two.url}${path}`, { "if-none-match": again.headers.etag! })).status).toBe(304);

    await sdb.db.kysely.updateTable("properties").set({ name: "Casa de datos nuevos" }).where("id", "=", id).execute();
    for (const base of both()) expect((await get(`${base}${path}`)).body.toString()).toContain("Casa de datos nuevos");

    const staff = await dashboardHttp(one.url, dataDir, sdb.db);
    const signedIn = await get(`${one.url}${path}`, { cookie: staff.cookie });
    expect(signedIn.headers.etag).toBeUndefined();
  });
});

describe("featured order per visit", () => {
  beforeAll(async () => {
    for (let i = 0; i < 20; i++) {
      await createProperty(sdb.db.kysely, demoInput({ name: `Lote ${i}`, featured: i % 3 === 0 }));
    }
  });

  it("two visits without a seed get different orders (with high probability)", async () => {
    const seeds = new Set<string>();
    const orders = new Set<string>();
    for (let i = 0; i < 8; i++) {
      const page = await html(`${one.url}/`);
      seeds.add(/orden=([0-9a-z]+)/.exec(page)![1]);
      orders.add(listingIds(page).join());
    }
    expect(seeds.size).toBeGreaterThan(1);
    expect(orders.size).toBeGreaterThan(1);
  });

  it("paging within one visit never repeats or skips a listing", async () => {
    const first = await html(`${one.url}/`);
    const seed = /orden=([0-9a-z]+)/.exec(first)![1];
    const total = Number(
      (
        await sdb.db.kysely
          .selectFrom("properties")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirst()
      )?.n,
    );
    let shown: string[] = listingIds(first).slice(0, 6);
    for (let n = 12; n < total + 6; n += 6) {
      const page = listingIds(await html(`${two.url}/?mostrar=${n}&orden=${seed}`)).slice(0, n);
      expect(page.slice(0, shown.length)).toEqual(shown);
      shown = page;
    }
    expect(shown.length).toBe(total);
    expect(new Set(shown).size).toBe(total);
  });
});
