// The ficha PDF as a visitor downloads it: A4, under 1 MB, the listing's name, price and URL as text (accents
// included), a QR code that decodes to the listing's URL, and cached until the listing changes.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import jsQR from "jsqr";
import sharp from "sharp";
import { extractImages, extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatPrice } from "../../app/properties/format.ts";
import { testEngine } from "../support/test-db.ts";
import { serverDatabase, type ServerDb } from "../support/server-db.ts";
import { startProcess, type ServerProcess } from "../support/server-process.ts";

const PUBLIC_URL = "https://inmobiliaria.example";
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrina-ficha-"));
let serverDb: ServerDb;
let server: ServerProcess;

beforeAll(async () => {
  serverDb = await serverDatabase(dataDir);
  server = await startProcess({ ...serverDb.env, DATA_DIR: dataDir, SEED_DEMO: "true", PUBLIC_URL });
  await server.waitFor("Vitrina escuchando");
}, 120_000);
afterAll(async () => {
  await server?.stop("SIGKILL");
  await serverDb.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A QR code among the page's images, decoded (unpdf gives raw pixels: 1, 3 or 4 channels). */
async function decodeQr(pdf: Uint8Array): Promise<string | null> {
  for (const img of await extractImages(pdf, 1)) {
    const rgba = await sharp(Buffer.from(img.data), {
      raw: { width: img.width, height: img.height, channels: img.channels },
    })
      .ensureAlpha()
      .raw()
      .toBuffer();
    const found = jsQR(new Uint8ClampedArray(rgba), img.width, img.height);
    if (found) return found.data;
  }
  return null;
}

describe(`the ficha PDF on ${testEngine()}`, () => {
  it("has the listing's name, price and URL, a QR to the listing, and weighs under 1 MB", async () => {
    const rows = await serverDb.db.kysely
      .selectFrom("properties")
      .select(["id", "name", "currency", "price"])
      .execute();
    // A name with accents: the standard fonts must draw them.
    const p = rows.find((r) => /[áéíóúñ]/.test(r.name))!;
    expect(p).toBeDefined();
    const page = await (await fetch(`${server.url}/propiedad/${p.id}`)).text();
    expect(page).toContain(`href="/propiedad/${p.id}/ficha.pdf"`);

    const res = await fetch(`${server.url}/propiedad/${p.id}/ficha.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="ficha-${p.id}.pdf"`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(bytes.length).toBeLessThan(1024 * 1024);

    const doc = await getDocumentProxy(bytes.slice());
    expect(doc.numPages).toBe(1);
    const [width, height] = (await doc.getPage(1)).view.slice(2);
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    const { text } = await extractText(bytes.slice(), { mergePages: true });
    const url = `${PUBLIC_URL}/propiedad/${p.id}`;
    expect(text).toContain(p.name);
    expect(text).toContain(formatPrice(p.currency, p.price));
    expect(text).toContain(url);
    expect(await decodeQr(bytes.slice())).toBe(url);
    // The main photo and up to three more, plus the QR code.
    expect((await extractImages(bytes.slice(), 1)).length).toBeGreaterThanOrEqual(2);
  });

  it("is cached until the listing changes, and answers 404 for unknown listings", async () => {
    const { id } = await serverDb.db.kysely.selectFrom("properties").select("id").executeTakeFirstOrThrow();
    const first = await fetch(`${server.url}/propiedad/${id}/ficha.pdf`);
    const etag = first.headers.get("etag")!;
    expect(etag).toBeTruthy();
    await first.arrayBuffer();
    const again = await fetch(`${server.url}/propiedad/${id}/ficha.pdf`, { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);

    await serverDb.db.kysely
      .updateTable("properties")
      .set((eb) => ({ name: "Nombre cambiado ¿ñandú?", version: eb("version", "+", 1) }))
      .where("id", "=", id)
      .execute();
    const changed = await fetch(`${server.url}/propiedad/${id}/ficha.pdf`, { headers: { "If-None-Match": etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
    const { text } = await extractText(new Uint8Array(await changed.arrayBuffer()), { mergePages: true });
    expect(text).toContain("Nombre cambiado ¿ñandú?");

    expect((await fetch(`${server.url}/propiedad/ffffffff/ficha.pdf`)).status).toBe(404);
    expect((await fetch(`${server.url}/propiedad/nope/ficha.pdf`)).status).toBe(404);
  });
});
