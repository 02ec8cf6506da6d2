// The English pages under /en on the built server (docs/decisions/170, 172): lang="en", English texts and numbers,
// hreflang alternates and canonicals per language, links kept in English, the sitemap's English URLs.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addSeason } from "../../app/properties/seasons.server.ts";
import { createProperty, demoInput } from "../support/fixtures.ts";
import { type ServerDb, serverDatabase } from "../support/server-db.ts";
import { type ServerProcess, startProcess } from "../support/server-process.ts";
import { testEngine } from "../support/test-db.ts";

let dataDir: string;
let sdb: ServerDb;
let server: ServerProcess;
let id: string;
let holidayId: string;

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
  // A temporary rental with a season: its detail page has the availability calendar and the stay check.
  holidayId = await createProperty(
    sdb.db.kysely,
    demoInput({ name: "Cabaña del arroyo", state: "Alquiler Temporal", currency: "$", price: 50000 }),
  );
  const y = new Date().getUTCFullYear() + 1;
  await addSeason(sdb.db.kysely, holidayId, {
    name: "Verano",
    from: `${y}-01-01`,
    to: `${y}-03-01`,
    unit: "noche",
    price: 50000,
    minNights: 2,
  });
  server = await startProcess({ ...sdb.env, DATA_DIR: dataDir, SEED_DEMO: "false", WEB_CONCURRENCY: "1" });
  await server.waitFor("Vitrina escuchando");
});
afterAll(async () => {
  await server?.stop();
  await sdb?.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const context = (text: string, word: string) => {
  const at = text.indexOf(word);
  return text.slice(Math.max(0, at - 40), at + word.length + 40);
};

async function page(url: string): Promise<{ status: number; html: string }> {
  const res = await fetch(server.url + url);
  return { status: res.status, html: await res.text() };
}

/**
 * What a reader sees or hears on a page: its text, <title>, and the alt, aria-label, title, placeholder and meta
 * content attributes. Scripts and styles are left out, and so are parts marked Spanish on purpose (lang="es-AR":
 * a listing's Spanish description, the agency's own about text, the 'Español' switch).
 */
function readerText(html: string): string {
  let h = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/g, " ");
  h = h.replace(/<(\w+)\b[^>]*\blang="es-AR"[^>]*>[\s\S]*?<\/\1>/g, " ");
  const attributes = [...h.matchAll(/\s(?:alt|aria-label|title|placeholder|content)="([^"]*)"/g)].map((m) => m[1]);
  const text = [h.replace(/<[^>]+>/g, " "), ...attributes].join(" ");
  return (
    text
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, "&")
      // Addresses (og:url) keep their Spanish path words: they are not read.
      .replace(/https?:\/\/\S+/g, " ")
      .replace(/\s+/g, " ")
  );
}

/** Spanish interface words that must not show on an English page (listing data and the agency's texts aside). */
const SPANISH_WORDS = [
  "Inicio",
  "Buscar",
  "Propiedad",
  "propiedad",
  "Ver más",
  "Ver en el mapa",
  "Ver el listado",
  "Mapa",
  "Todas",
  "Todos",
  "Consultar",
  "Favoritos",
  "Comparar",
  "Dormitorios",
  "Ambientes",
  "Localidad",
  "Precio",
  "Moneda",
  "Cerrar",
  "Abrir",
  "Página",
  "Volver",
  "Más filtros",
  "ubicación",
  "Alquiler",
  "Venta",
  "Descargar",
  "Compartir",
  "Contacto",
  "Teléfono",
  "Dirección",
  "Llegada",
  "Salida",
  "Disponib",
  "Filtros",
  "Quitar",
  "Restablecer",
  "Ordenar",
  "Nosotros",
  "Características",
  "Descripción",
  "Ubicación",
  "Cargando",
  "Anterior",
  "Siguiente",
  "todavía",
  "Guardar",
  "Eliminar",
  "Agregar",
  "No hay",
  "Ninguna",
  "Elegí",
  "Usá",
  "Escribinos",
  "Seguinos",
  "derechos",
  "Saltar",
  "Menú",
  "Principal",
  "Pie de página",
  "Negocios",
  "Ocurrió",
  "encontrada",
  "Resultados",
];

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

  it("shows no Spanish interface words on any English page (texts, titles, labels, alt texts, meta)", async () => {
    const pages = [
      "/en",
      "/en?tipo=Casa&dormitorios=2",
      "/en?localidad=Nada",
      "/en/tipo/Venta",
      "/en/tipo/Alquiler%20Temporal",
      "/en/tipo/Vendido",
      `/en/propiedad/${id}`,
      `/en/propiedad/${holidayId}`,
      `/en/propiedad/${holidayId}?llegada=${new Date().getUTCFullYear() + 1}-01-10&salida=${new Date().getUTCFullYear() + 1}-01-11`,
      `/en/propiedad/${holidayId}?llegada=${new Date().getUTCFullYear() + 1}-01-10&salida=${new Date().getUTCFullYear() + 1}-01-15`,
      "/en/sobreNosotros",
      "/en/favoritos",
      "/en/comparar",
      "/en/mapa",
      "/en/mapa?tipo=Casa&dormitorios=2",
      "/en/mapa?localidad=Nada",
      "/en/no-existe",
      "/en/tipo/Nada",
      "/en/propiedad/ffffffff",
    ];
    const found: string[] = [];
    for (const url of pages) {
      const text = readerText((await page(url)).html);
      for (const word of SPANISH_WORDS)
        if (text.includes(word)) found.push(`${url}: «${word}» in …${context(text, word)}…`);
    }
    expect(found).toEqual([]);
  });

  it("lists the English URLs in the sitemap with their alternates", async () => {
    const { html: xml } = await page("/sitemap.xml");
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toMatch(/<loc>[^<]*\/en<\/loc>/);
    expect(xml).toMatch(new RegExp(`<loc>[^<]*/en/propiedad/${id}</loc>`));
    expect(xml).toMatch(new RegExp(`<xhtml:link rel="alternate" hreflang="en" href="[^"]*/en/propiedad/${id}"/>`));
    expect(xml).toMatch(new RegExp(`<xhtml:link rel="alternate" hreflang="es-AR" href="[^"]*/propiedad/${id}"/>`));
  });

  it("lists the map of results in both languages with its alternates, as the other pages", async () => {
    const { html: xml } = await page("/sitemap.xml");
    for (const path of ["/mapa", "/en/mapa"]) {
      const entry = xml.match(new RegExp(`<url><loc>[^<]*${path}</loc>.*?</url>`))?.[0] ?? "";
      expect(entry, path).toMatch(/<xhtml:link rel="alternate" hreflang="es-AR" href="[^"]*\/mapa"\/>/);
      expect(entry, path).toMatch(/<xhtml:link rel="alternate" hreflang="en" href="[^"]*\/en\/mapa"\/>/);
      expect(entry, path).toMatch(/<xhtml:link rel="alternate" hreflang="x-default" href="[^"]*\/mapa"\/>/);
    }
    // The plain map is indexable; a search on it is not (one of countless filtered copies).
    expect((await page("/en/mapa")).html).not.toContain('content="noindex"');
    expect((await page("/en/mapa?tipo=Casa")).html).toContain('content="noindex"');
  });
});
