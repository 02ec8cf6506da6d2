// One CSV row of 'Importar' → the listing it describes, checked by the listing form's own schema (form-schema.ts),
// so an import accepts exactly what the form accepts, with the same Spanish messages. Pure: no database.
import { CHARACTERISTICS } from "../properties/characteristics.ts";
import { formListing, propertyFormSchema } from "../properties/form-schema.ts";
import { SHORT_ID } from "../properties/ids.ts";
import type { ListingFields } from "../properties/types.ts";
import { EXPORT_COLUMNS, fieldOfColumn } from "./columns.ts";
import { unguardCell } from "./csv-read.ts";

/** Listing fields by their column in the file (columns.ts); the characteristics keep their own names. */
const FIELD_OF_COLUMN = fieldOfColumn();
const COLUMN_OF_FIELD = Object.fromEntries(Object.values(FIELD_OF_COLUMN).map((f) => [f.key, f.exportColumn]));
const REQUIRED_COLUMNS = [
  "referencia",
  ...Object.values(FIELD_OF_COLUMN)
    .filter((f) => f.required)
    .map((f) => f.exportColumn),
];

export interface ImportListing {
  id: string;
  fields: ListingFields;
  draft: boolean;
  /** Photo names as the 'fotos' cell gives them (file names in the ZIP, or URLs), in order. */
  photos: string[];
}

export type RowResult = { ok: true; listing: ImportListing } | { ok: false; errors: string[] };

const CANONICAL = new Map<string, string>(EXPORT_COLUMNS.map((c) => [c.toLowerCase(), c]));
/** A header cell as the documented column it names, whatever its case ('Referencia', 'SUPERFICIECUBIERTA'). */
export const canonicalColumn = (name: string) => CANONICAL.get(name.trim().toLowerCase()) ?? name.trim();

/** The header's problems, in Spanish: missing required columns, unknown ones, one named twice (whatever the case:
 * only the first would be read). Empty when usable. */
export function checkHeader(header: string[]): string[] {
  const known = new Set<string>(EXPORT_COLUMNS);
  const missing = REQUIRED_COLUMNS.filter((c) => !header.includes(c));
  const unknown = header.filter((c) => c !== "" && !known.has(c));
  const twice = [...new Set(header.filter((c, i) => c !== "" && header.indexOf(c) !== i))];
  return [
    ...twice.map((c) => `La columna «${c}» está más de una vez en el encabezado: dejá una sola.`),
    ...(missing.length ? [`Faltan columnas obligatorias: ${missing.join(", ")}.`] : []),
    ...(unknown.length
      ? [`Columnas desconocidas: ${unknown.join(", ")}. Ver la lista en la ayuda de importación.`]
      : []),
  ];
}

/**
 * The listing id for a reference: an 8-hex reference (our own export) is the id itself; any other text (another
 * system's code) maps to a stable id derived from it, so importing the same file again finds the same listing.
 */
export async function idForReference(reference: string): Promise<string> {
  const ref = reference.trim();
  if (SHORT_ID.test(ref.toLowerCase())) return ref.toLowerCase();
  const digest = await globalThis.crypto.subtle.digest("SHA-256", new TextEncoder().encode(ref));
  return Buffer.from(digest).toString("hex").slice(0, 8);
}

const yesNo = (v: string) => {
  const s = v.trim().toLowerCase();
  if (["sí", "si", "true", "1", "x"].includes(s)) return "Si";
  if (["no", "false", "0", ""].includes(s)) return "No";
  return v;
};

/** Fields kept when absent (the English texts) only when the file has their columns: an older file does not clear
 * them (decision 176). */
function withoutAbsentColumns(fields: ListingFields, header: string[]): ListingFields {
  const absent = Object.values(FIELD_OF_COLUMN).filter((f) => f.keptWhenAbsent && !header.includes(f.exportColumn));
  return Object.fromEntries(
    Object.entries(fields).filter(([key]) => !absent.some((f) => f.key === key)),
  ) as unknown as ListingFields;
}

export async function readRow(header: string[], cells: string[]): Promise<RowResult> {
  // Cells past the header's last column would be dropped without a word: a separator or a quote is off.
  const extra = cells.slice(header.length).filter((c) => c.trim() !== "").length;
  if (extra > 0)
    return {
      ok: false,
      errors: [
        `La fila tiene ${cells.length} celdas y el encabezado ${header.length} columnas: revisá los separadores y las comillas de esta fila.`,
      ],
    };
  const cell = (column: string) => {
    const i = header.indexOf(column);
    return i < 0 ? "" : unguardCell(cells[i] ?? "").trim();
  };
  const reference = cell("referencia");
  if (!reference) return { ok: false, errors: ["referencia: falta la referencia de la propiedad."] };
  const input: Record<string, unknown> = {};
  for (const [column, field] of Object.entries(FIELD_OF_COLUMN)) {
    const value = cell(column);
    if (value !== "") input[field.key] = field.kind === "boolean" ? yesNo(value) : value;
  }
  for (const { key, kind } of CHARACTERISTICS) {
    const value = cell(key);
    if (kind === "set")
      input[key] = value
        ? value
            .split(/[,|]/)
            .map((s) => s.trim())
            .filter(Boolean)
        : [];
    else if (value !== "") input[key] = kind === "choice" && /^s[ií]$|^no$/i.test(value) ? yesNo(value) : value;
  }
  const parsed = propertyFormSchema("import").safeParse(input);
  if (!parsed.success) {
    return {
      ok: false,
      errors: parsed.error.issues.map((issue) => {
        const field = String(issue.path[0] ?? "");
        return `${COLUMN_OF_FIELD[field] ?? field}: ${issue.message}`;
      }),
    };
  }
  const draft = cell("borrador");
  if (yesNo(draft) !== "Si" && yesNo(draft) !== "No") return { ok: false, errors: ["borrador: escribí Sí o No."] };
  return {
    ok: true,
    listing: {
      id: await idForReference(reference),
      // The file has no point columns: a stored point stays, or the maps value's is taken (decision 160).
      fields: { ...withoutAbsentColumns(formListing(parsed.data), header), location: undefined },
      draft: yesNo(draft) === "Si",
      photos: cell("fotos")
        .split("|")
        .map((s) => s.trim())
        .filter(Boolean),
    },
  };
}
