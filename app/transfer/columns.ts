// The columns of the catalogue export and of 'Importar': documented names, one per listing field, so a spreadsheet
// or another system's export can be mapped to them. `referencia` is the listing's id. Derived from the one
// definition of the listing's fields (listing-fields.ts): a field marked exported is a column.
import { exportColumnsOf, type FieldDefinition, LISTING_FIELDS } from "../properties/listing-fields.ts";
import type { Property } from "../properties/types.ts";

export const EXPORT_COLUMNS: readonly string[] = exportColumnsOf();

export type ExportColumn = string;
export type ExportRow = Record<ExportColumn, string | number | boolean | null>;

/** A listing's cells for its exported fields, keyed by column (the reference, draft mark, photos and dates apart). */
export function exportCells(p: Property, fields: readonly FieldDefinition[] = LISTING_FIELDS): ExportRow {
  const values = p as unknown as Record<string, unknown>;
  const characteristics = p.characteristics as unknown as Record<string, unknown>;
  return Object.fromEntries(
    fields
      .filter((f) => f.outputs.exported)
      .map((f) => [f.exportColumn, (f.characteristic ? characteristics[f.key] : values[f.key]) as ExportRow[string]]),
  );
}

/** The base fields by their column in the file (characteristics keep their own names). */
export function fieldOfColumn(fields: readonly FieldDefinition[] = LISTING_FIELDS): Record<string, FieldDefinition> {
  return Object.fromEntries(
    fields.filter((f) => f.outputs.exported && !f.characteristic).map((f) => [f.exportColumn, f]),
  );
}
