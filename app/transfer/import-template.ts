// The import's template: a CSV with only the header row the import expects, the export's own columns (columns.ts),
// in the export's format (csv.ts), so staff can fill it in a spreadsheet.
import { EXPORT_COLUMNS } from "./columns.ts";
import { toCsv } from "./csv.ts";

export const IMPORT_TEMPLATE_FILE = "plantilla-importacion.csv";

export function importTemplateCsv(): string {
  return toCsv(EXPORT_COLUMNS, []);
}
