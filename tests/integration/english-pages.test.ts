// The English pages under /en on the built server (docs/decisions/170, 172): lang="en", English texts and numbers,
// hreflang alternates and canonicals per language, links kept in English, the sitemap's English URLs.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProperty, demoInput } from "../support/fixtures.ts";
import { type ServerDb, serverDatabase } from "../support/server-db.ts";
import { type ServerProcess, startProcess } from "../support/server-process.ts";
import { testEngine } from "../support/test-db.ts";

let dataDir: string;
let sdb: ServerDb;
let server: ServerProcess;
let id: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrina-english-"));
  sdb = await serverDatabase(dataDir);
  id = await createProperty(sdb.db.kysely, demoInput({ name: "Casa para turistas", price: 1250000 }));
  // A point for the map of results (decision 160).
  await sdb.db.kysely
    .updateTable("properties")
    .set({ latitude: -31.42, longitude: -64.5 })
    .where("id", "=", id)
    .execute();
  server = await startProcess({ ...sdb.env, DATA_DIR: dataDir, SEED_DEMO: "false", WEB_CONCURRENCY: "1" });
  await server.waitFor("Vitrina escuchando");
});
afterAll(async () => {
  await server?.stop();
  await sdb?.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function page(url: string): Promise<{ status: number; html: string }> {
  const res = await fetch(server.url + url);
  return { status: res.status, html: await res.text() };
}

const alternates = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]);

describe(`English pages on ${testEngine()}`, () => {
  it("answer /en in English: lang, texts, prices, links, hreflang and canonical", async () => {
    const { status, html } = await page("/en");
    expect(status).toBe(200);
    expect(html).toMatch(/<html lang="en"/);
    expect(html).toContain("FEATURED PROPERTIES");
    expect(html).toContain("Skip to content");
    expect(html).toContain("USD 1,250,000");
    expect(html).toContain(`href="/en/propiedad/${id}"`);
    expect(html).toContain('hrefLang="es-AR"');
    expect(html).toContain(">Español<");
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/en"\/>/);
    expect(alternates(html).map(([lang, href]) => [lang, new URL(href).pathname])).toEqual([
      ["es-AR", "/"],
      ["en", "/en"],
      ["x-default", "/"],
    ]);
  });

  it("shows the map of results in English, its list linking to the English pages", async () => {
    const home = await page("/en");
    expect(home.html).toMatch(/href="\/en\/mapa[^"]*"[^>]*>See on the map</);
    const { status, html } = await page("/en/mapa");
    expect(status).toBe(200);
    expect(html).toMatch(/<html lang="en"/);
    expect(html).toContain("Property map");
    expect(html).toContain("1 property with a location.");
    expect(html).toContain(`href="/en/propiedad/${id}"`);
    expect(html).toContain("USD 1,250,000");
    // The page's data carries its messages (Spanish ids included); what it shows is English.
    expect(html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")).not.toContain("Mapa de propiedades");
  });

  it("leaves the Spanish site as it was, with the same alternates and an 'English' switch", async () => {
    const { html } = await page("/tipo/Venta?dormitorios=2");
    expect(html).toMatch(/<html lang="es-AR"/);
    expect(html).toContain("Propiedades en venta");
    expect(html).toContain('href="/en/tipo/Venta?dormitorios=2"');
    expect(alternates(html).map(([lang, href]) => [lang, new URL(href).pathname])).toEqual([
      ["es-AR", "/tipo/Venta"],
      ["en", "/en/tipo/Venta"],
      ["x-default", "/tipo/Venta"],
    ]);
  });

  it("translates /tipo, its filters and its result count, and keeps query names Spanish", async () => {
    const { html } = await page("/en/tipo/Venta?ordenar=menor-precio");
    expect(html).toMatch(/<html lang="en"/);
    expect(html).toContain("Properties for sale");
    expect(html).toContain("More filters");
    expect(html).toContain("1 property");
    expect(html).toContain("Lowest price");
    expect(html).toContain('action="/en/tipo/Venta"');
    expect(html).toContain(">Sale<");
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/en\/tipo\/Venta"/);
  });

  it("answers an unknown English URL with an English 404", async () => {
    const { status, html } = await page("/en/no-existe");
    expect(status).toBe(404);
    expect(html).toMatch(/<html lang="en"/);
    expect(html).toContain("Page not found");
  });

  it("lists the English URLs in the sitemap with their alternates", async () => {
    const { html: xml } = await page("/sitemap.xml");
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toMatch(/<loc>[^<]*\/en<\/loc>/);
    expect(xml).toMatch(new RegExp(`<loc>[^<]*/en/propiedad/${id}</loc>`));
    expect(xml).toMatch(new RegExp(`<xhtml:link rel="alternate" hreflang="en" href="[^"]*/en/propiedad/${id}"/>`));
    expect(xml).toMatch(new RegExp(`<xhtml:link rel="alternate" hreflang="es-AR" href="[^"]*/propiedad/${id}"/>`));
  });
});
