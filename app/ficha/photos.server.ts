// The ficha's photos: the listing's first four masters read through the photo storage interface, made small JPEGs
// (pdfkit embeds JPEG as is; keeps the file far under 1 MB).
import { loadSharp } from "../photos/sharp.server.ts";
import type { PhotoStorage } from "../photos/storage.server.ts";
import { masterName } from "../photos/variants.ts";
import type { Photo } from "../properties/types.ts";

export const FICHA_PHOTOS = 4;

async function readAll(storage: PhotoStorage, key: string): Promise<Buffer | null> {
  const file = await storage.get(key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The main photo large, the next ones as thumbnails; a photo missing from storage is left out. */
export async function fichaPhotos(storage: PhotoStorage, id: string, photos: Photo[]): Promise<Buffer[]> {
  const shown = photos.slice(0, FICHA_PHOTOS);
  const sharp = await loadSharp();
  const made = await Promise.all(
    shown.map(async (photo, i) => {
      const bytes = await readAll(storage, `${id}/${masterName(photo.n)}`);
      if (!bytes) return null;
      const size = i === 0 ? { width: 1100, height: 620 } : { width: 420, height: 280 };
      return sharp(bytes)
        .resize({ ...size, fit: "cover" })
        .jpeg({ quality: i === 0 ? 72 : 65, mozjpeg: true })
        .toBuffer();
    }),
  );
  return made.filter((b) => b !== null);
}
