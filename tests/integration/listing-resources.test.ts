// What the server makes from the listings for others, on a seeded demo site: the ficha PDF a visitor downloads (A4,
// under 1 MB, name, price and URL as text with accents, a QR code to the listing, cached until the listing changes)
// and the sitemap's photo entries for search engines.
import { extractImages, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { formatPrice } from "../../app/properties/format.ts";
import { testEngine } from "../support/test-db.ts";
import { demoSite } from "../support/demo-site.ts";
import { pdfQrCode, pdfText } from "../support/pdf.ts";

const PUBLIC_URL = "https://inmobiliaria.example";
const site = demoSite("vitrina-ficha-", async () => ({ PUBLIC_URL }));

describe(`the ficha PDF on ${testEngine()}`, () => {
  it("has the listing's name, price and URL, a QR to the listing, and weighs under 1 MB", async () => {
    const rows = await site.sdb.db.kysely
      .selectFrom("properties")
      .select(["id", "name", "currency", "price"])
      .execute();
    // A name with accents: the standard fonts must draw them.
    const p = rows.find((r) => /[áéíóúñ]/.test(r.name))!;
    expect(p).toBeDefined();
    const page = await (await fetch(`${site.server.url}/propiedad/${p.id}`)).text();
    expect(page).toContain(`href="/propiedad/${p.id}/ficha.pdf"`);

    const res = await fetch(`${site.server.url}/propiedad/${p.id}/ficha.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="ficha-${p.id}.pdf"`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(bytes.length).toBeLessThan(1024 * 1024);

    const doc = await getDocumentProxy(bytes.slice());
    expect(doc.numPages).toBe(1);
    const [width, height] = (await doc.getPage(1)).view.slice(2);
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    const text = await pdfText(bytes);
    const url = `${PUBLIC_URL}/propiedad/${p.id}`;
    expect(text).toContain(p.name);
    expect(text).toContain(formatPrice(p.currency, p.price));
    expect(text).toContain(url);
    expect(await pdfQrCode(bytes)).toBe(url);
    // The main photo and up to three more, plus the QR code.
    expect((await extractImages(bytes.slice(), 1)).length).toBeGreaterThanOrEqual(2);
  });

  it("is in English from the English page: labels, state and type, English formats, title and QR to /en", async () => {
    const p = await site.sdb.db.kysely
      .selectFrom("properties")
      .select(["id", "name", "currency", "price", "state"])
      .where("state", "=", "Venta")
      .where("currency", "=", "USD")
      .where("price", ">=", 1000)
      .executeTakeFirstOrThrow();
    await site.sdb.db.kysely
      .updateTable("properties")
      .set((eb) => ({
        title_en: "Stone house by the lake",
        description_en: "A bright house with a garden.",
        version: eb("version", "+", 1),
      }))
      .where("id", "=", p.id)
      .execute();
    const page = await (await fetch(`${site.server.url}/en/propiedad/${p.id}`)).text();
    expect(page).toContain(`href="/en/propiedad/${p.id}/ficha.pdf"`);

    const res = await fetch(`${site.server.url}/en/propiedad/${p.id}/ficha.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="fact-sheet-${p.id}.pdf"`);
    const english = new Uint8Array(await res.arrayBuffer());
    expect((await getDocumentProxy(english.slice())).numPages).toBe(1);
    const text = await pdfText(english);
    const url = `${PUBLIC_URL}/en/propiedad/${p.id}`;
    expect(text).toContain("Stone house by the lake");
    expect(text).toContain("A bright house with a garden.");
    expect(text).toContain(formatPrice(p.currency, p.price, "en"));
    expect(text).toContain("Sale · ");
    expect(text).toContain("Key details");
    expect(text).toContain("Type:");
    expect(text).toContain("Description");
    expect(text).toContain(url);
    expect(text).not.toContain(p.name);
    for (const spanish of ["Datos principales", "Descripción", "Tipo:", "Operación", "Venta"]) {
      expect(text).not.toContain(spanish);
    }
    expect(await pdfQrCode(english)).toBe(url);

    // The Spanish ficha of the same listing stays Spanish: each language is cached apart.
    const spanish = await pdfText(
      new Uint8Array(await (await fetch(`${site.server.url}/propiedad/${p.id}/ficha.pdf`)).arrayBuffer()),
    );
    expect(spanish).toContain(p.name);
    expect(spanish).toContain("Datos principales");
    expect(spanish).toContain(formatPrice(p.currency, p.price));
    expect(spanish).not.toContain("Key details");
    expect(await (await fetch(`${site.server.url}/en/propiedad/ffffffff/ficha.pdf`)).text()).toBe("Property not found");
  });

  it("says 'Price on request' and shows the Spanish description with a note when the listing has no English", async () => {
    const p = await site.sdb.db.kysely
      .selectFrom("properties")
      .select(["id", "description"])
      .where("title_en", "is", null)
      .executeTakeFirstOrThrow();
    await site.sdb.db.kysely
      .updateTable("properties")
      .set((eb) => ({ currency: "Consultar", price: null, version: eb("version", "+", 1) }))
      .where("id", "=", p.id)
      .execute();
    const text = await pdfText(
      new Uint8Array(await (await fetch(`${site.server.url}/en/propiedad/${p.id}/ficha.pdf`)).arrayBuffer()),
    );
    expect(text).toContain("Price on request");
    expect(text).not.toContain("Consultar");
    expect(text).toContain("Description available in Spanish only.");
    expect(text).toContain(p.description.split(" ").slice(0, 3).join(" "));
  });

  it("is cached until the listing changes, and answers 404 for unknown listings", async () => {
    const { id } = await site.sdb.db.kysely.selectFrom("properties").select("id").executeTakeFirstOrThrow();
    const first = await fetch(`${site.server.url}/propiedad/${id}/ficha.pdf`);
    const etag = first.headers.get("etag")!;
    expect(etag).toBeTruthy();
    await first.arrayBuffer();
    const again = await fetch(`${site.server.url}/propiedad/${id}/ficha.pdf`, { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);

    await site.sdb.db.kysely
      .updateTable("properties")
      .set((eb) => ({ name: "Nombre cambiado ¿ñandú?", version: eb("version", "+", 1) }))
      .where("id", "=", id)
      .execute();
    const changed = await fetch(`${site.server.url}/propiedad/${id}/ficha.pdf`, { headers: { "If-None-Match": etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
    expect(await pdfText(new Uint8Array(await changed.arrayBuffer()))).toContain("Nombre cambiado ¿ñandú?");

    expect((await fetch(`${site.server.url}/propiedad/ffffffff/ficha.pdf`)).status).toBe(404);
    expect((await fetch(`${site.server.url}/propiedad/nope/ficha.pdf`)).status).toBe(404);
  });
});

describe(`the sitemap on ${testEngine()}`, () => {
  it("lists each listing's photos as image:image entries, in gallery order, under the image namespace", async () => {
    const res = await fetch(`${site.server.url}/sitemap.xml`);
    expect(res.status).toBe(200);
    const xml = await res.text();
    expect(xml).toContain('xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"');
    const photos = await site.sdb.db.kysely
      .selectFrom("property_photos")
      .select(["property_id", "n"])
      .orderBy("position")
      .execute();
    const ids = [...new Set(photos.map((p) => p.property_id))];
    expect(ids.length).toBeGreaterThan(1);
    for (const id of ids) {
      const entry = xml.match(new RegExp(`<url><loc>${PUBLIC_URL}/propiedad/${id}</loc>.*?</url>`))![0];
      const locs = [...entry.matchAll(/<image:image><image:loc>([^<]+)<\/image:loc><\/image:image>/g)].map((m) => m[1]);
      const expected = photos
        .filter((p) => p.property_id === id)
        .map((p) => `${PUBLIC_URL}/media/${id}/image_${p.n}.jpeg`);
      expect(locs).toEqual(expected);
    }
    // Every image URL is served.
    const first = xml.match(/<image:loc>[^<]+\/media\/([^<]+)<\/image:loc>/)![1];
    expect((await fetch(`${site.server.url}/media/${first}`)).status).toBe(200);
  });
});
