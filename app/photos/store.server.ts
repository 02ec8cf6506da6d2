// Writes and removes all files of one photo (master, variants, preview) in storage.
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
