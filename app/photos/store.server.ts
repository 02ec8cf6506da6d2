// Writes, retires and removes all files of one photo (master, variants, preview) in storage.
import type { Kysely } from "kysely";
import { backupReadingPhotos } from "../backup/runs.server.ts";
import type { Database } from "../db/schema.ts";
import type { ProcessedPhoto } from "./pipeline.server.ts";
import type { PhotoStorage } from "./storage.server.ts";
import { masterName, ogName, photoFileNames, variantName } from "./variants.ts";

export async function storePhoto(storage: PhotoStorage, propertyId: string, n: number, photo: ProcessedPhoto) {
  // Variants first, master last: a master on disk means the photo is complete.
  await Promise.all(photo.variants.map((v) => storage.put(`${propertyId}/${variantName(n, v.width)}`, v.data)));
  await storage.put(`${propertyId}/${ogName(n)}`, photo.og);
  await storage.put(`${propertyId}/${masterName(n)}`, photo.master);
}

export async function deletePhotoFiles(storage: PhotoStorage, propertyId: string, n: number) {
  await Promise.all(photoFileNames(n).map((name) => storage.delete(`${propertyId}/${name}`)));
}

/**
 * A photo no listing shows any more (removed in a save, or its listing deleted), after the commit: its files
 * stay for pages already open that still name them (lazy images, srcset), and the orphan sweep removes them
 * once unused for its grace period. Deleting at once gave those pages broken images.
 */
export async function retireFiles(storage: PhotoStorage, keys: string[]) {
  await Promise.all(keys.map((key) => storage.touch(key)));
}

/**
 * Deletes files the rows have just stopped naming (call after that change committed). While a backup may still
 * be reading photo files, its snapshot may name them: they are retired instead, for the sweep (decision 100).
 */
export async function deleteUnnamedFiles(db: Kysely<Database>, storage: PhotoStorage, keys: string[]) {
  if (await backupReadingPhotos(db)) return retireFiles(storage, keys);
  await Promise.all(keys.map((key) => storage.delete(key)));
}

export const photoKeys = (propertyId: string, n: number) => photoFileNames(n).map((name) => `${propertyId}/${name}`);
