// The columns of the catalogue export (and of a future import): documented names, one per listing field, so a
// spreadsheet or another system's export can be mapped to them. `referencia` is the listing's id.
import { CHARACTERISTICS } from "../properties/characteristics.ts";

export const EXPORT_COLUMNS = [
  "referencia",
  "nombre",
  "tipo",
  "operacion",
  "localidad",
  "direccion",
  "descripcion",
  // Optional English texts (migration 019); a file without these columns leaves them as they are.
  "titulo_en",
  "descripcion_en",
  "moneda",
  "precio",
  "mapa",
  "destacada",
  "borrador",
  ...CHARACTERISTICS.map((c) => c.key),
  "fotos",
  "creada",
  "actualizada",
] as const;

export type ExportColumn = (typeof EXPORT_COLUMNS)[number];
export type ExportRow = Record<ExportColumn, string | number | boolean | null>;
