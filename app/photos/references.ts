// Which stored files the database's rows name: the one rule the orphan sweep (what may go) and the backup (what
// must be copied) share. A photo file belongs to `{listing}/{n}`; an upload's original to its upload id.
import { ORIGINAL_FILE, photoNumberOf } from "./variants.ts";

export interface PhotoReferences {
  /** `{propertyId}/{n}` of every saved photo and every live upload. */
  used: Set<string>;
  /** Ids of uploads still waiting to be processed: only their originals are still needed. */
  waiting: Set<string>;
}

export const emptyReferences = (): PhotoReferences => ({ used: new Set(), waiting: new Set() });

export function addPhoto(refs: PhotoReferences, row: { property_id: string; n: number }): void {
  refs.used.add(`${row.property_id}/${row.n}`);
}

export function addUpload(refs: PhotoReferences, row: { id: string; property_id: string; n: number; status: string }) {
  addPhoto(refs, row);
  if (row.status === "pending") refs.waiting.add(row.id);
}

/** True when the rows still need this stored file (`{propertyId}/{file}`). */
export function isReferenced(key: string, refs: PhotoReferences): boolean {
  const [folder, file] = key.split("/");
  const original = ORIGINAL_FILE.exec(file);
  return original ? refs.waiting.has(original[1]) : refs.used.has(`${folder}/${photoNumberOf(file)}`);
}
