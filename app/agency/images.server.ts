// The agency's logo and home photo: checked like listing photos, re-encoded with sharp (no metadata survives),
// stored in the database so every instance serves the same bytes (decision 140).
import crypto from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/schema.ts";
import { checkUpload } from "../photos/upload-check.server.ts";
import { MAX_PIXELS } from "../photos/pipeline.server.ts";
import { loadSharp } from "../photos/sharp.server.ts";
import type { AgencyImage } from "./profile.ts";

export type AgencyImageKind = "logo" | "hero";

/** One stored file: a logo-like image fits inside width×height; `square` crops a photo to it; else a photo's width. */
export interface ImageOutput {
  name: string;
  width: number;
  height?: number;
  square?: boolean;
}

/** Stored files per kind: the logo at header size (2x), the hero at two widths (phones, large screens). */
const OUTPUTS: Record<AgencyImageKind, ImageOutput[]> = {
  logo: [{ name: "logo", width: 480, height: 160 }],
  hero: [
    { name: "hero-960", width: 960 },
    { name: "hero-1920", width: 1920 },
  ],
};

export const IMAGE_NAMES = Object.values(OUTPUTS).flatMap((list) => list.map((o) => o.name));
/** Staff members' photos share the table and the URL (app/agency/staff-photos.server.ts): `agente-{key}-{size}`. */
export const STAFF_PHOTO_NAME = /^agente-[0-9a-f]{12}-(96|192)$/;

export interface EncodedImage {
  name: string;
  data: Buffer;
  width: number;
  height: number;
}

/** Checks and re-encodes an upload; a Spanish message when it is not a usable image. */
export function encodeAgencyImage(kind: AgencyImageKind, bytes: Buffer, fileName: string) {
  return encodeImages(OUTPUTS[kind], bytes, fileName);
}

export type EncodeResult = { ok: true; images: EncodedImage[] } | { ok: false; message: string };

/** Checks an upload as a listing photo, then writes each output as WebP. */
export async function encodeImages(outputs: ImageOutput[], bytes: Buffer, fileName: string): Promise<EncodeResult> {
  const check = await checkUpload(bytes, fileName);
  if (!check.ok) return check;
  const sharp = await loadSharp();
  const images = await Promise.all(
    outputs.map(async ({ name, width, height, square }) => {
      const base = sharp(bytes, { limitInputPixels: MAX_PIXELS, pages: 1 }).rotate();
      // The logo keeps its transparency and fits inside its box; the hero is a photo; a portrait is a square crop.
      const resized = square
        ? base
            .resize({ width, height: width, fit: "cover", position: "attention" })
            .flatten({ background: "#ffffff" })
            .webp({ quality: 80 })
        : height
          ? base.resize({ width, height, fit: "inside", withoutEnlargement: true }).webp({ quality: 90 })
          : base.resize({ width, withoutEnlargement: true }).flatten({ background: "#ffffff" }).webp({ quality: 72 });
      const { data, info } = await resized.toBuffer({ resolveWithObject: true });
      return { name, data, width: info.width, height: info.height };
    }),
  );
  return { ok: true, images };
}

export async function storeAgencyImages(trx: Transaction<Database>, images: EncodedImage[], now: Date) {
  for (const image of images) {
    const row = {
      version: crypto.createHash("sha256").update(image.data).digest("hex").slice(0, 16),
      content_type: "image/webp",
      width: image.width,
      height: image.height,
      data: image.data,
      updated_at: now.toISOString(),
    };
    await trx
      .insertInto("agency_images")
      .values({ name: image.name, ...row })
      .onConflict((oc) => oc.column("name").doUpdateSet(row))
      .execute();
  }
}

export async function removeAgencyImages(trx: Transaction<Database>, kind: AgencyImageKind) {
  await removeImages(
    trx,
    OUTPUTS[kind].map((o) => o.name),
  );
}

export async function removeImages(trx: Transaction<Database>, names: string[]) {
  await trx.deleteFrom("agency_images").where("name", "in", names).execute();
}

/** Every stored image's size and URL (not its bytes), by name. */
export async function agencyImageIndex(db: Kysely<Database>): Promise<Map<string, AgencyImage>> {
  return imageIndex(db, IMAGE_NAMES);
}

/** The named images' sizes and URLs, by name (those stored). */
export async function imageIndex(db: Kysely<Database>, names: string[]): Promise<Map<string, AgencyImage>> {
  const rows = await db
    .selectFrom("agency_images")
    .select(["name", "version", "width", "height"])
    .where("name", "in", names)
    .execute();
  return new Map(
    rows.map((r) => [r.name, { src: `/marca/${r.name}-${r.version}.webp`, width: r.width, height: r.height }]),
  );
}

/** The bytes behind a `/marca/{name}-{version}.webp` URL, or null (an old version, an unknown name). */
export async function agencyImageFile(db: Kysely<Database>, file: string) {
  const m = /^([a-z0-9-]+)-([0-9a-f]{16})\.webp$/.exec(file);
  if (!m || !(IMAGE_NAMES.includes(m[1]) || STAFF_PHOTO_NAME.test(m[1]))) return null;
  const row = await db
    .selectFrom("agency_images")
    .select(["data", "content_type"])
    .where("name", "=", m[1])
    .where("version", "=", m[2])
    .executeTakeFirst();
  return row ? { data: Buffer.from(row.data), contentType: row.content_type } : null;
}
