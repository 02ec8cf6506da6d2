// The stored 'maps' value (a Google Maps URL or a pasted embed snippet) turned into an embed URL we trust.

const MAP_HOSTS = new Set(["www.google.com", "maps.google.com"]);

/** Attributes a Google Maps embed snippet carries; anything else (srcdoc, on*, …) rejects the snippet. */
const SNIPPET_ATTRIBUTES = new Set([
  "src", "width", "height", "style", "frameborder", "allowfullscreen", "loading", "referrerpolicy", "title",
  "allow", "aria-hidden", "tabindex", "class",
]);

const ENTITIES: Record<string, string> = { amp: "&", quot: '"', apos: "'", lt: "<", gt: ">", "#39": "'" };

function decodeEntities(value: string): string {
  return value.replace(/&(amp|quot|apos|lt|gt|#39);/g, (_, name: string) => ENTITIES[name]);
}

/** The src of a lone `<iframe …></iframe>` snippet with only known attributes, else null. */
export function snippetSrc(snippet: string): string | null {
  const match = /^<iframe\b([^<>]*)>\s*(<\/iframe>)?$/i.exec(snippet.trim());
  if (!match) return null;
  const attributes = /\s+([^\s"'=<>`/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  let src: string | null = null;
  const rest = match[1].replace(/\s*\/?\s*$/, "");
  let consumed = "";
  for (const a of rest.matchAll(attributes)) {
    consumed += a[0];
    const name = a[1].toLowerCase();
    if (!SNIPPET_ATTRIBUTES.has(name)) return null;
    if (name === "src") {
      if (src !== null) return null;
      src = decodeEntities(a[2] ?? a[3] ?? a[4] ?? "");
    }
  }
  // Anything the attribute grammar did not account for means the snippet is not what Google hands out.
  if (consumed !== rest) return null;
  return src;
}

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

/**
 * An https Google Maps embed URL for our own iframe, or null when the value is not a Google Maps link we can
 * trust (javascript:, data:, http:, look-alike hosts, credentials, protocol-relative, odd snippets…).
 */
export function safeMapEmbedUrl(stored: string | null | undefined): string | null {
  const value = (stored ?? "").trim();
  if (!value) return null;
  const raw = value.startsWith("<") ? snippetSrc(value) : value;
  if (!raw || !/^https:\/\//i.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" || !MAP_HOSTS.has(url.hostname) || url.port || url.username || url.password) {
    return null;
  }
  if (url.pathname !== "/maps" && !url.pathname.startsWith("/maps/")) return null;
  return embedFromPath(url);
}

/** A map search for the address, for when there is no usable map (opens in a new tab, not embedded). */
export function mapSearchUrl(address: string, locality: string): string {
  const query = [address, locality, "Argentina"].filter(Boolean).join(", ");
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
