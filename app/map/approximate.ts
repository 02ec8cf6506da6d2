// What the public sees of an approximate listing (decision 161): an area around a point moved a fixed distance
// from the real one in a direction only the server knows, then rounded. The real point never leaves the server.
import type { GeoPoint } from "./coordinates.ts";

/** The area's radius on the map: it still covers the real point (offset + rounding < radius). */
export const APPROXIMATE_RADIUS_M = 500;
/** How far the shown centre is moved: never less than MIN, never more than MAX. */
const MIN_OFFSET_M = 150;
const MAX_OFFSET_M = 300;
/** Three decimals: ~110 m of latitude, so rounding moves the centre at most ~80 m. */
const DECIMALS = 3;
const METRES_PER_DEGREE = 111_320;

export function roundTo(value: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}

/** Two numbers in [0, 1) from a hex key (an HMAC of the listing id, so the direction cannot be guessed). */
function fractions(key: string): [number, number] {
  const hex = key.replace(/[^0-9a-f]/gi, "").padEnd(16, "0");
  return [Number.parseInt(hex.slice(0, 8), 16) / 2 ** 32, Number.parseInt(hex.slice(8, 16), 16) / 2 ** 32];
}

/**
 * The centre shown for an approximate listing: the same for the same point and key (so reloading the page teaches
 * nothing more), at least MIN_OFFSET_M minus rounding away from the real point, and rounded to DECIMALS.
 */
export function approximateCentre(exact: GeoPoint, key: string): GeoPoint {
  const [a, b] = fractions(key);
  const distance = MIN_OFFSET_M + a * (MAX_OFFSET_M - MIN_OFFSET_M);
  const bearing = b * 2 * Math.PI;
  const dLat = (distance * Math.cos(bearing)) / METRES_PER_DEGREE;
  const dLng = (distance * Math.sin(bearing)) / (METRES_PER_DEGREE * Math.cos((exact.lat * Math.PI) / 180));
  return { lat: roundTo(exact.lat + dLat, DECIMALS), lng: roundTo(exact.lng + dLng, DECIMALS) };
}

/** An exact listing's pin: five decimals (~1 m) is all a map needs, and keeps the page light. */
export function pinPoint(exact: GeoPoint): GeoPoint {
  return { lat: roundTo(exact.lat, 5), lng: roundTo(exact.lng, 5) };
}

/** Metres between two points (equirectangular: plenty at a town's scale). */
export function distanceMetres(a: GeoPoint, b: GeoPoint): number {
  const x = (((b.lng - a.lng) * Math.PI) / 180) * Math.cos((((a.lat + b.lat) / 2) * Math.PI) / 180);
  const y = ((b.lat - a.lat) * Math.PI) / 180;
  return Math.hypot(x, y) * 6_371_000;
}
