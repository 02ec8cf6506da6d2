// What a 'maps' value is (docs/decisions/022, 088): the one parser behind the form's check, the stored value and
// the page's map (an embed URL we trust, or a Google Maps share link shown as a link).
import { snippetSrc } from "./map-snippet.ts";

/** Google Maps hosts we accept, each with the host its embed is served from (the CSP's frame-src). */
const MAP_HOSTS = new Map([
  ["www.google.com", "www.google.com"],
  ["maps.google.com", "maps.google.com"],
  // What Google Maps shows in Argentina; its embeds work from google.com, which the CSP allows.
  ["www.google.com.ar", "www.google.com"],
  ["maps.google.com.ar", "maps.google.com"],
]);

/** Origins our map iframes load from (the CSP's frame-src). */
export const MAP_FRAME_ORIGINS = [...new Set(MAP_HOSTS.values())].map((host) => `https://${host}`);

/** Share links of the Google Maps apps: they redirect to the place, which we cannot learn without a request. */
const SHARE_LINK_PATHS = new Map([
  ["maps.app.goo.gl", /^\/[A-Za-z0-9_-]+\/?$/],
  ["goo.gl", /^\/maps\/[A-Za-z0-9_-]+\/?$/],
]);

/** What the form tells the user it accepts. */
export const MAP_VALUE_HELP =
  "Pegá el enlace de Google Maps (https://www.google.com/maps/… o https://maps.app.goo.gl/…) " +
  "o el código de «Insertar un mapa» (<iframe …>).";

/**
 * A usable map value: `stored` is what we keep (a snippet is reduced to its src).
 * - embed: a Google Maps URL we rebuild into `embedUrl`, for our own iframe;
 * - link: a share link, shown as a link that opens the map in a new tab.
 */
export type MapValue = { kind: "embed"; stored: string; embedUrl: string } | { kind: "link"; stored: string };

function embedFromPath(url: URL): string | null {
  const path = url.pathname;
  if (path === "/maps/embed" || path.startsWith("/maps/embed/")) return url.toString();
  if (path === "/maps" || path === "/maps/") {
    const q = url.searchParams.get("q") ?? url.searchParams.get("query");
    if (url.searchParams.get("output") === "embed" && q) return url.toString();
    return q ? queryEmbed(q) : null;
  }
  const at = /\/@(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)(?:,(\d+(?:\.\d+)?)z)?/.exec(path);
  const named = /^\/maps\/(?:place|search)\/([^/@]+)/.exec(path);
  if (named) {
    const name = safeDecode(named[1].replace(/\+/g, " "));
    return name ? queryEmbed(name, at?.[3]) : null;
  }
  if (path.startsWith("/maps/search")) {
    const q = url.searchParams.get("query") ?? url.searchParams.get("q");
    return q ? queryEmbed(q) : null;
  }
  if (at) return queryEmbed(`${at[1]},${at[2]}`, at[3]);
  return null;
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

function queryEmbed(q: string, zoom?: string): string {
  const url = new URL("https://www.google.com/maps");
  url.searchParams.set("q", q);
  if (zoom) url.searchParams.set("z", String(Math.round(Number(zoom))));
  url.searchParams.set("output", "embed");
  return url.toString();
}

/** Parses an https URL with no port or credentials on one of `hosts`, else null. */
function plainHttpsUrl(raw: string, hosts: { has(host: string): boolean }): URL | null {
  if (!/^https:\/\//i.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" || !hosts.has(url.hostname) || url.port || url.username || url.password) return null;
  return url;
}

/** The embed URL for a Google Maps URL, or null when it is not one we can trust (look-alike hosts, http:…). */
function embedUrlOf(raw: string): string | null {
  const url = plainHttpsUrl(raw, MAP_HOSTS);
  if (!url) return null;
  url.hostname = MAP_HOSTS.get(url.hostname)!;
  // maps.google.com/?q=… is the short form of /maps?q=…
  if (url.hostname === "maps.google.com" && url.pathname === "/") url.pathname = "/maps";
  if (url.pathname !== "/maps" && !url.pathname.startsWith("/maps/")) return null;
  return embedFromPath(url);
}

function shareLinkOf(raw: string): string | null {
  const url = plainHttpsUrl(raw, SHARE_LINK_PATHS);
  if (!url || !SHARE_LINK_PATHS.get(url.hostname)!.test(url.pathname)) return null;
  url.hash = "";
  return url.toString();
}

/**
 * What a maps value is, or null when it is none of: a Google Maps URL on an exact vetted host, a lone `<iframe>`
 * snippet whose src is one, or a Google Maps share link (maps.app.goo.gl, goo.gl/maps). javascript:, data:,
 * http:, look-alike hosts, credentials, odd snippets… are all null.
 */
export function parseMapValue(value: string | null | undefined): MapValue | null {
  const trimmed = (value ?? "").trim();
  if (!trimmed) return null;
  if (trimmed.startsWith("<")) {
    const src = snippetSrc(trimmed)?.trim();
    const embedUrl = src ? embedUrlOf(src) : null;
    return src && embedUrl ? { kind: "embed", stored: src, embedUrl } : null;
  }
  const share = shareLinkOf(trimmed);
  if (share) return { kind: "link", stored: share };
  const embedUrl = embedUrlOf(trimmed);
  return embedUrl ? { kind: "embed", stored: trimmed, embedUrl } : null;
}

/** The embed URL of a stored value, or null when it has none (the agency map in the contact block). */
export function safeMapEmbedUrl(stored: string | null | undefined): string | null {
  const map = parseMapValue(stored);
  return map?.kind === "embed" ? map.embedUrl : null;
}

/** What the detail page's Ubicación tab gets: an embed, a share link, and always an address search. */
export function listingMap(stored: string | null | undefined, address: string, locality: string) {
  const map = parseMapValue(stored);
  return {
    embedUrl: map?.kind === "embed" ? map.embedUrl : null,
    shareUrl: map?.kind === "link" ? map.stored : null,
    searchUrl: mapSearchUrl(address, locality),
  };
}

/** A map search for the address, for when there is no usable map (opens in a new tab, not embedded). */
export function mapSearchUrl(address: string, locality: string): string {
  const query = [address, locality, "Argentina"].filter(Boolean).join(", ");
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/**
 * The Ubicación tab of an approximate listing (decision 161): a map of its locality, never the stored value, which
 * may hold the exact point; `note` says the location is approximate.
 */
export function areaMap(locality: string, note: string) {
  const place = `${locality}, Argentina`;
  return { embedUrl: queryEmbed(place, "14"), shareUrl: null, searchUrl: mapSearchUrl("", locality), note };
}
