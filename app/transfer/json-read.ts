// Reads the JSON 'Exportar' writes ({ exportada, propiedades: [...] }, or a bare array of the same objects) into the
// table the CSV reader gives: the columns the objects name, one row per listing, each value as its CSV cell's text.
import type { CsvTable } from "./csv-read.ts";
import { cellText } from "./csv.ts";

export class JsonUnreadable extends Error {}

/** Whether the file is JSON rather than CSV: its first character opens an object or an array. */
export const looksLikeJson = (text: string) => /^\uFEFF?\s*[[{]/.test(text);

export function parseJsonExport(text: string): CsvTable {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch {
    throw new JsonUnreadable("El archivo JSON no se puede leer: exportalo de nuevo o usá un CSV.");
  }
  const list = Array.isArray(parsed) ? parsed : (parsed as { propiedades?: unknown } | null)?.propiedades;
  if (!Array.isArray(list) || !list.every((item) => item !== null && typeof item === "object" && !Array.isArray(item)))
    throw new JsonUnreadable("El archivo JSON no tiene la lista «propiedades» que escribe Exportar.");
  const header: string[] = [];
  for (const item of list) for (const key of Object.keys(item)) if (!header.includes(key)) header.push(key);
  const rows = (list as Array<Record<string, unknown>>).map((item, i) => ({
    // The n-th listing is 'fila n + 1', as in a CSV with its header line.
    line: i + 2,
    cells: header.map((key) => {
      const value = item[key];
      if (value === undefined || value === null) return "";
      if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return cellText(value);
      // A set (servicios, comodidades) is a list: its options as the CSV's cell separates them.
      if (Array.isArray(value)) return value.map(String).join(" | ");
      return JSON.stringify(value);
    }),
  }));
  return { header, rows };
}
