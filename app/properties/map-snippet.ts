// The src of a pasted Google Maps embed snippet, read without an HTML parser and refusing anything unusual.

/** Attributes a Google Maps embed snippet carries; anything else (srcdoc, on*, …) rejects the snippet. */
const SNIPPET_ATTRIBUTES = new Set([
  "src",
  "width",
  "height",
  "style",
  "frameborder",
  "allowfullscreen",
  "loading",
  "referrerpolicy",
  "title",
  "allow",
  "aria-hidden",
  "tabindex",
  "class",
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
