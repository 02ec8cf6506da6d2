// A listing's point: the one check of a latitude/longitude pair, and the point a Google Maps value holds, if any
// (decision 160). Pure: the form, the save, the migration and the tests share it.
import { parseMapValue } from "../properties/maps.ts";

export interface GeoPoint {
  lat: number;
  lng: number;
}

/** A usable point: finite, within range, and not the 0,0 a broken value often carries. */
export function isValidPoint(lat: number, lng: number): boolean {
  return (
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180 &&
    !(lat === 0 && lng === 0)
  );
}

const NUMBER = String.raw`[-+]?\d{1,3}(?:\.\d+)?`;
const PAIR = new RegExp(`^s*(${NUMBER})s*,s*(${NUMBER})s*$`);

function point(lat: string | undefined, lng: string | undefined): GeoPoint | null {
  if (lat === undefined || lng === undefined) return null;
  const p = { lat: Number(lat), lng: Number(lng) };
  return isValidPoint(p.lat, p.lng) ? p : null;
}

/** 'lat,lng' and nothing else (a place name in q= is not a point). */
function pair(value: string | null): GeoPoint | null {
  const m = value ? PAIR.exec(value) : null;
  return m ? point(m[1], m[2]) : null;
}

/**
 * The point a stored maps value names, most exact first: a place's pin (`!3d<lat>!4d<lng>`), a `q=`/`ll=`-style
 * pair, the view's centre in the path (`@lat,lng,15z`), an embed's centre (`pb=…!2d<lng>!3d<lat>`). A share
 * link (maps.app.goo.gl) or a place name holds none: null.
 */
export function coordinatesFromMapValue(value: string | null | undefined): GeoPoint | null {
  const map = parseMapValue(value);
  if (map?.kind !== "embed") return null;
  let url: URL;
  try {
    url = new URL(map.stored);
  } catch {
    return null;
  }
  const raw = decodeURIComponent(url.pathname) + url.search.replace(/%21/gi, "!");
  const pin = new RegExp(`!3d(${NUMBER})!4d(${NUMBER})`).exec(raw);
  if (pin) return point(pin[1], pin[2]);
  for (const name of ["q", "query", "ll", "center", "sll"]) {
    const found = pair(url.searchParams.get(name));
    if (found) return found;
  }
  const at = new RegExp(`/@(${NUMBER}),(${NUMBER})`).exec(url.pathname);
  if (at) return point(at[1], at[2]);
  const centre = new RegExp(`!2d(${NUMBER})!3d(${NUMBER})`).exec(raw);
  return centre ? point(centre[2], centre[1]) : null;
}
