// Writing feed XML: text made XML 1.0 clean (characters XML 1.0 forbids are dropped), escaped or in CDATA.

// XML 1.0 allows #x9, #xA, #xD, #x20-#xD7FF, #xE000-#xFFFD, #x10000-#x10FFFF; lone surrogates are not characters.
const NOT_XML10 = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
/** C1 controls and DEL are allowed by XML 1.0 but "discouraged"; in a title they are always a copy-paste accident. */
const DISCOURAGED = /[\u007F-\u009F]/g;

/** `text` without the characters an XML 1.0 parser refuses or that are discouraged controls. */
export function xmlClean(text: string): string {
  return text.replace(NOT_XML10, "").replace(DISCOURAGED, "");
}

/** One line of text: clean, inner runs of white space (tabs, new lines) as one space, trimmed. */
export function oneLine(text: string): string {
  return xmlClean(text).replace(/\s+/g, " ").trim();
}

/** At most `max` characters (code points, what XML Schema's maxLength counts), cut at a word when one is near. */
export function clip(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const cut = chars.slice(0, max - 1).join("");
  const space = cut.lastIndexOf(" ");
  return `${space > max * 0.6 ? cut.slice(0, space) : cut}…`;
}

/** Escaped for element content and attribute values (quotes included). */
export function escapeXml(text: string): string {
  return xmlClean(text).replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Free text as CDATA: a `]]>` inside is split across two sections, so no text can end the section early. */
export function cdata(text: string): string {
  return `<![CDATA[${xmlClean(text).replaceAll("]]>", "]]]]><![CDATA[>")}]]>`;
}

type Attrs = Record<string, string | number | undefined>;

function attributes(attrs: Attrs | undefined): string {
  if (!attrs) return "";
  return Object.entries(attrs)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${escapeXml(String(v))}"`)
    .join("");
}

/** `<name attrs>escaped value</name>`, or nothing when the value is null/undefined/empty. */
export function el(name: string, value: string | number | null | undefined, attrs?: Attrs): string {
  if (value === null || value === undefined || value === "") return "";
  return `<${name}${attributes(attrs)}>${escapeXml(String(value))}</${name}>`;
}

/** `<name><![CDATA[value]]></name>`, or nothing for an empty value. */
export function elCdata(name: string, value: string | null | undefined): string {
  if (!value) return "";
  return `<${name}>${cdata(value)}</${name}>`;
}
