// /feeds/trovit.xml on a running demo server: built in the background after start, valid under both Trovit schemas,
// served by the portals' download rules through the whole HTTP stack, rebuilt after a change, and its readers
// recorded by user agent for 'Portales' (issue 37).
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { dashboardHttp } from "../support/dashboard-http.ts";
import { makeJpeg } from "../support/images.ts";
import { rawGet } from "../support/raw-get.ts";
import { demoSite } from "../support/demo-site.ts";
import { freePort } from "../support/server-process.ts";
import { testEngine } from "../support/test-db.ts";
import { xsdErrors } from "../support/xsd.ts";

let PUBLIC_URL: string;
const site = demoSite("vitrina-feeds-", async () => {
  // The site's own address as PUBLIC_URL, so the staff session cookie works over plain HTTP.
  const port = await freePort();
  PUBLIC_URL = `http://127.0.0.1:${port}`;
  return { PORT: String(port), PUBLIC_URL };
});

/** The feed once the background build has stored it (it starts right after the server does). */
async function feedWhenReady(match: (body: string) => boolean = () => true): Promise<string> {
  for (let i = 0; i < 60; i++) {
    const res = await rawGet(`${site.server.url}/feeds/trovit.xml`, { "User-Agent": "PruebaPortal/1.0" });
    if (res.status === 200 && match(res.body.toString("utf8"))) return res.body.toString("utf8");
    expect([200, 503]).toContain(res.status);
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`El feed no se generó.\n${site.server.output().slice(-1500)}`);
}

describe(`portal feeds on ${testEngine()}`, () => {
  it("serves a valid Trovit feed of the demo with HEAD, gzip and 304, from an owner-only file", async () => {
    const body = await feedWhenReady();
    expect(xsdErrors(body, "trovit-homes.xsd")).toEqual([]);
    expect(xsdErrors(body, "trovit-unofficial.openestate.xsd")).toEqual([]);
    expect(body).toContain(`<url><![CDATA[${PUBLIC_URL}/propiedad/`);

    const head = await rawGet(`${site.server.url}/feeds/trovit.xml`, {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(head.body.length).toBe(0);

    const gz = await rawGet(`${site.server.url}/feeds/trovit.xml`, { "Accept-Encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.body).toString("utf8")).toBe(body);

    const again = await rawGet(`${site.server.url}/feeds/trovit.xml`, { "If-None-Match": gz.headers.etag as string });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const since = await rawGet(`${site.server.url}/feeds/trovit.xml`, {
      "If-Modified-Since": gz.headers["last-modified"] as string,
    });
    expect(since.status).toBe(304);

    expect((await rawGet(`${site.server.url}/feeds/otro.xml`)).status).toBe(404);
    const feeds = path.join(site.dataDir, "feeds");
    expect(fs.statSync(feeds).mode & 0o777).toBe(0o700);
    expect(fs.statSync(path.join(feeds, "trovit.xml")).mode & 0o777).toBe(0o600);

    const fetches = await site.sdb.db.kysely.selectFrom("feed_fetches").selectAll().execute();
    expect(fetches.find((f) => f.user_agent === "PruebaPortal/1.0")?.portal).toBe("trovit");
  });

  // Written by hand, without touching `version` or `updated_at`: the feed must still follow.
  it("follows a change to a listing, and drops a listing turned off for portals", async () => {
    const [first, second] = await site.sdb.db.kysely
      .selectFrom("properties")
      .select("id")
      .where("state", "=", "Venta")
      .where("currency", "!=", "Consultar")
      .orderBy("seq")
      .limit(2)
      .execute();
    await site.sdb.db.kysely
      .updateTable("properties")
      .set({ name: "Casa renombrada para el feed" })
      .where("id", "=", first.id)
      .execute();
    await site.sdb.db.kysely
      .updateTable("properties")
      .set({ portals_publish: false })
      .where("id", "=", second.id)
      .execute();
    const body = await feedWhenReady((b) => b.includes("Casa renombrada para el feed"));
    expect(body).not.toContain(`<id><![CDATA[${second.id}]]></id>`);
    expect(xsdErrors(body, "trovit-homes.xsd")).toEqual([]);
  });

  it("shows on 'Portales' the feed's URL, the listings left out with why, and who fetched it", async () => {
    const staff = await dashboardHttp(site.server.url, site.dataDir, site.sdb.db);
    const res = await fetch(`${site.server.url}/dashboard/portales`, { headers: { cookie: staff.cookie } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`value="${PUBLIC_URL}/feeds/trovit.xml"`);
    expect(html).toContain("Propiedades que quedan fuera");
    expect(html).toContain("Sin precio (precio &#x27;Consultar&#x27;)");
    expect(html).toContain("PruebaPortal/1.0");
    expect(html).toMatch(/1 propiedad tiene «Publicar en portales» apagado\./);
    const anonymous = await fetch(`${site.server.url}/dashboard/portales`, { redirect: "manual" });
    expect(anonymous.status).toBe(302);
  });

  it("gives a photo replaced through the form a new URL in the feed, which serves the new bytes", async () => {
    const staff = await dashboardHttp(site.server.url, site.dataDir, site.sdb.db);
    const uploadId = async (id: string, colour: string) => {
      const res = await staff.upload(id, await makeJpeg(1600, 1000, colour));
      expect(res.status).toBe(201);
      return ((await res.json()) as { id: string }).id;
    };
    const draft = await staff.newDraft();
    const saved = await staff.saveNew(draft, [await uploadId(draft, "#aa3311")], "Casa con la foto cambiada");
    expect(saved.status).toBe(302);
    // The helper's description is shorter than Trovit takes; a longer one, written by hand.
    await site.sdb.db.kysely
      .updateTable("properties")
      .set({ description: "Frente al lago, con vista y muelle propio." })
      .where("id", "=", draft)
      .execute();
    const pictures = (body: string) =>
      [...body.matchAll(new RegExp(`${draft}/(image_\\d+\\.jpeg)`, "g"))].map((m) => m[1]);
    const before = pictures(await feedWhenReady((b) => b.includes(`[${draft}]`)));
    expect(before).toEqual(["image_1.jpeg"]);
    const oldBytes = (await rawGet(`${site.server.url}/media/${draft}/image_1.jpeg`)).body;

    // Edit: the photo removed and a new one (other bytes) uploaded in its place, as the form does it.
    const version = await site.sdb.db.kysely
      .selectFrom("properties")
      .select("version")
      .where("id", "=", draft)
      .executeTakeFirstOrThrow();
    const form = new URLSearchParams({
      name: "Casa con la foto cambiada",
      type: "Casa",
      state: "Venta",
      locality: "Embalse",
      address: "Costanera 12",
      description: "Frente al lago, con la foto nueva.",
      maps: "https://maps.google.com/?q=Embalse",
      currency: "USD",
      price: "95000",
      version: String(version.version),
      photos: `u:${await uploadId(draft, "#1133aa")}`,
    });
    const edit = await fetch(`${site.server.url}/dashboard/propiedades/editar/${draft}`, {
      method: "POST",
      body: form,
      redirect: "manual",
      headers: { cookie: staff.cookie, origin: site.server.url },
    });
    expect(edit.status).toBe(302);
    const after = pictures(await feedWhenReady((b) => b.includes("con la foto nueva")));
    expect(after).toHaveLength(1);
    expect(after).not.toEqual(before);
    const served = await rawGet(`${site.server.url}/media/${draft}/${after[0]}`);
    expect(served.status).toBe(200);
    expect(served.headers["content-type"]).toBe("image/jpeg");
    expect(served.body.equals(oldBytes)).toBe(false);
  });
});
