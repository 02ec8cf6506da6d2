// A staff member's photo (issue #35), shown beside their listings' enquiry form: two WebP squares, re-encoded and
// stored like the agency's logo (decision 140: the database, so every instance and a backup hold it) and served
// at /marca/agente-{key}-{size}-{version}.webp. The key is a digest of the user's id: the URL names nobody.
import crypto from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { sniffFormat, displayName } from "../photos/upload-check.server.ts";
import type { AgencyImage } from "./profile.ts";
import {
  type EncodeResult,
  type EncodedImage,
  encodeImages,
  imageIndex,
  removeImages,
  storeAgencyImages,
} from "./images.server.ts";

/** A portrait is small: a phone's photo fits, a scan does not. */
export const STAFF_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
const SIZES = [96, 192] as const;
const ACCEPTED = ["jpeg", "png", "webp"];

export const staffPhotoMessages = {
  tooLarge: (file: string) => `«${file}» pesa más de 5 MB. Elegí una foto más liviana.`,
  notImage: (file: string) => `«${file}» no es una foto JPEG, PNG ni WebP.`,
};

export interface StaffPhoto {
  /** 96×96, for the page at 1x. */
  src: string;
  /** 192×192, for screens at 2x. */
  src2x: string;
}

const stem = (userId: string) => `agente-${crypto.createHash("sha256").update(userId).digest("hex").slice(0, 12)}`;
const names = (userId: string) => SIZES.map((size) => `${stem(userId)}-${size}`);

/** Checks an upload (JPEG, PNG or WebP, at most 5 MB, a whole picture) and re-encodes it; a Spanish message if not. */
export async function encodeStaffPhoto(userId: string, bytes: Buffer, fileName: string): Promise<EncodeResult> {
  const name = displayName(fileName);
  if (bytes.length > STAFF_PHOTO_MAX_BYTES) return { ok: false, message: staffPhotoMessages.tooLarge(name) };
  const format = sniffFormat(bytes);
  if (bytes.length > 0 && !ACCEPTED.includes(format ?? ""))
    return { ok: false, message: staffPhotoMessages.notImage(name) };
  const outputs = SIZES.map((size) => ({ name: `${stem(userId)}-${size}`, width: size, square: true }));
  return encodeImages(outputs, bytes, fileName);
}

/** Replaces the staff member's photo (`null`: removes it). Stored images bump the site version (a trigger). */
export async function saveStaffPhoto(db: Kysely<Database>, userId: string, images: EncodedImage[] | null) {
  await db.transaction().execute(async (trx) => {
    await removeImages(trx, names(userId));
    if (images) await storeAgencyImages(trx, images, new Date());
  });
}

/** The staff member's photo URLs, or null without one. */
export async function staffPhoto(db: Kysely<Database>, userId: string): Promise<StaffPhoto | null> {
  const [small, large] = names(userId);
  const index: Map<string, AgencyImage> = await imageIndex(db, [small, large]);
  const a = index.get(small);
  const b = index.get(large);
  return a && b ? { src: a.src, src2x: b.src } : null;
}
