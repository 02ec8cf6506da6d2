// Uploads judged by their bytes, processed through the queue, stored without metadata.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { diskStorage } from "../../app/photos/storage.server.ts";
import {
  acceptUpload,
  discardUpload,
  originalKey,
  processNextUpload,
  type PhotoContext,
} from "../../app/photos/upload-queue.server.ts";
import { issueDraft } from "../../app/photos/upload-target.server.ts";
import { photoFileNames } from "../../app/photos/variants.ts";
import { createProperty, demoInput } from "../support/fixtures.ts";
import * as img from "../support/images.ts";
import { createTestDb, type TestDb } from "../support/test-db.ts";

let db: TestDb;
let dir: string;
let ctx: PhotoContext;
let listing: string;

beforeAll(async () => {
  db = await createTestDb();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrina-uploads-"));
  ctx = { kysely: db.kysely, storage: diskStorage(dir) };
  listing = await createProperty(db.kysely, demoInput());
});
afterAll(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

const STAFF = "staff-uploads-test";
const upload = (bytes: Buffer, fileName: string, propertyId = listing) =>
  acceptUpload(ctx, { propertyId, staffId: STAFF, fileName, bytes });
const stored = (id: string) => (fs.existsSync(path.join(dir, id)) ? fs.readdirSync(path.join(dir, id)) : []);
async function drain() {
  while (await processNextUpload(ctx));
}

describe(`refused uploads (${process.env.VITRINA_TEST_ENGINE})`, () => {
  const cases: Array<[string, () => Buffer | Promise<Buffer>, string, RegExp]> = [
    ["an SVG", () => img.svg, "plano.svg", /«plano\.svg» no es una foto JPEG, PNG, WebP, AVIF ni GIF\./],
    ["an SVG renamed .jpg", () => img.svg, "foto.jpg", /«foto\.jpg» no es una foto/],
    ["an HTML page", () => img.html, "pagina.jpg", /«pagina\.jpg» no es una foto/],
    ["a PDF", () => img.pdf, "ficha.pdf", /«ficha\.pdf» no es una foto/],
    ["an HEIC", () => img.heic, "iphone.heic", /«iphone\.heic» no es una foto/],
    ["a PNG renamed .jpg with broken data", img.brokenPng, "frente.jpg", /«frente\.jpg» está dañada o incompleta/],
    ["a JPEG cut short", img.truncatedJpeg, "cortada.jpg", /«cortada\.jpg» está dañada o incompleta/],
    [
      "a decompression bomb over 50 MP",
      () => img.pngBomb(),
      "bomba.png",
      /«bomba\.png» es demasiado grande: tiene más de 50 megapíxeles\./,
    ],
    ["a file over 20 MB", img.oversizedJpeg, "enorme.jpg", /«enorme\.jpg» pesa más de 20 MB/],
    ["an empty file", () => Buffer.alloc(0), "vacia.jpg", /«vacia\.jpg» está vacío\./],
  ];
  for (const [what, make, name, message] of cases) {
    it(`refuses ${what}, naming the file, and stores nothing`, async () => {
      const before = await db.kysely.selectFrom("photo_uploads").select("id").execute();
      const r = await upload(await make(), name);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.message).toMatch(message);
      expect(await db.kysely.selectFrom("photo_uploads").select("id").execute()).toEqual(before);
      expect(stored(listing)).toEqual([]);
    });
  }

  it("takes the name without its path for the message", async () => {
    const r = await upload(img.svg, "C:\\Users\\ana\\Escritorio\\casa.svg");
    expect(!r.ok && r.message).toContain("«casa.svg»");
  });
});

describe(`accepted uploads (${process.env.VITRINA_TEST_ENGINE})`, () => {
  it("accepts JPEG, PNG, WebP, AVIF and GIF by content, whatever the name says", async () => {
    const made = [
      [await img.makeJpeg(), "a.png"],
      [await img.makePng(), "b.jpg"],
      [await img.makeWebp(), "c"],
      [await img.makeAvif(), "d.avif"],
      [await img.makeAnimatedGif(), "e.gif"],
    ] as const;
    const ns: number[] = [];
    for (const [bytes, name] of made) {
      const r = await upload(bytes, name);
      expect(r.ok, name).toBe(true);
      if (r.ok) ns.push(r.n);
    }
    expect(new Set(ns).size).toBe(ns.length);
    await drain();
    const rows = await db.kysely.selectFrom("photo_uploads").selectAll().where("property_id", "=", listing).execute();
    expect(rows.every((r) => r.status === "ready")).toBe(true);
    for (const n of ns) for (const f of photoFileNames(n)) expect(stored(listing)).toContain(f);
    // The GIF keeps its first frame only: 40×30, not the 40×60 strip of both frames.
    const gif = rows.find((r) => r.file_name === "e.gif")!;
    const master = await sharp(path.join(dir, listing, `image_${gif.n}.jpeg`)).metadata();
    expect([master.width, master.height]).toEqual([40, 30]);
    const { data } = await sharp(path.join(dir, listing, `image_${gif.n}.jpeg`))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200); // red, the first frame
    expect(data[2]).toBeLessThan(60);
  });

  it("rotates by EXIF and leaves no GPS (nor any EXIF) in any stored file", async () => {
    const original = await img.jpegWithGps();
    expect(original.includes(img.GPS_MARKER)).toBe(true);
    const r = await upload(original, "con-gps.jpg");
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect([r.width, r.height]).toEqual([400, 600]);
    await drain();
    for (const name of photoFileNames(r.n)) {
      const file = fs.readFileSync(path.join(dir, listing, name));
      expect(file.includes(img.GPS_MARKER), name).toBe(false);
      expect(file.includes("VitrinaCam"), name).toBe(false);
      const meta = await sharp(file).metadata();
      expect(meta.exif, name).toBeUndefined();
      expect(meta.xmp, name).toBeUndefined();
    }
    const master = await sharp(path.join(dir, listing, `image_${r.n}.jpeg`)).metadata();
    expect([master.width, master.height]).toEqual([400, 600]);
    // The original bytes (with the GPS) are gone once processed.
    expect(stored(listing).filter((f) => f.endsWith(".original"))).toEqual([]);
  });

  it("keeps the original in photo storage, never in the database, and drops it once processed", async () => {
    const bytes = await img.makeJpeg(700, 500, "#556677");
    const r = await upload(bytes, "original.jpg");
    if (!r.ok) throw new Error(r.message);
    // What the queue holds for it: no column carries the photo's bytes.
    const row = await db.kysely
      .selectFrom("photo_uploads")
      .selectAll()
      .where("id", "=", r.id)
      .executeTakeFirstOrThrow();
    expect(Object.values(row).some((v: unknown) => v instanceof Uint8Array || String(v).length > 1000)).toBe(false);
    const original = path.join(dir, originalKey(listing, r.id));
    expect(fs.readFileSync(original).equals(bytes)).toBe(true);
    await drain();
    expect(fs.existsSync(original)).toBe(false);
    expect(stored(listing)).toContain(`image_${r.n}.jpeg`);
  });

  it("numbers uploads of a listing being created from 1, and discards one with its files", async () => {
    const draft = await issueDraft(db.kysely, STAFF);
    const a = await upload(await img.makeJpeg(), "a.jpg", draft);
    const b = await upload(await img.makeJpeg(), "b.jpg", draft);
    expect(a.ok && b.ok && [a.n, b.n]).toEqual([1, 2]);
    await drain();
    expect(stored(draft)).toContain("image_2.jpeg");
    if (b.ok) await discardUpload(ctx, b.id);
    expect(stored(draft).some((f) => f.startsWith("image_2"))).toBe(false);
    expect(stored(draft)).toContain("image_1.jpeg");
  });

  it("a claim left by a crashed worker is taken again later", async () => {
    const r = await upload(await img.makeJpeg(), "colgada.jpg");
    if (!r.ok) throw new Error(r.message);
    const longAgo = new Date(Date.now() - 10 * 60_000).toISOString();
    await db.kysely.updateTable("photo_uploads").set({ claimed_at: longAgo }).where("id", "=", r.id).execute();
    expect(await processNextUpload(ctx)).toBe(true);
    const row = await db.kysely
      .selectFrom("photo_uploads")
      .select("status")
      .where("id", "=", r.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("ready");
  });
});
