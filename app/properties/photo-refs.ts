// How the property form names its photos, in screen order: a saved photo by its number ('n:3'), a new upload
// by its id ('u:…'). The saved order is exactly this list's order.

export const MAX_PHOTOS = 40;
export const UPLOAD_ID = /^[0-9a-f]{32}$/;
export const PHOTO_REF = /^(n:[1-9]\d{0,6}|u:[0-9a-f]{32})$/;

export type PhotoRef = { kind: "saved"; n: number } | { kind: "upload"; id: string };

export function parsePhotoRef(ref: string): PhotoRef | null {
  if (!PHOTO_REF.test(ref)) return null;
  return ref.startsWith("n:") ? { kind: "saved", n: Number(ref.slice(2)) } : { kind: "upload", id: ref.slice(2) };
}
