// CSV that Excel in Spanish opens as columns: UTF-8 with a byte-order mark, ';' between fields (the list separator
// of Spanish locales, where ',' is the decimal mark), CRLF line ends, quotes doubled. A text that Excel would run
// as a formula (= + - @ at its start) gets a leading apostrophe.

const FORMULA_START = /^[=+\-@\t\r]/;

/** A value as the cell's text: Sí/No, a decimal comma, a text guarded against formulas. The JSON import reads its
 * values through this too (json-read.ts), so both formats reach the row reader in one form. */
export function cellText(value: string | number | boolean | null): string {
  if (value === null) return "";
  if (typeof value === "boolean") return value ? "Sí" : "No";
  if (typeof value === "number") return String(value).replace(".", ",");
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export function csvCell(value: string | number | boolean | null): string {
  const text = cellText(value);
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: Array<Array<string | number | boolean | null>>): string {
  const lines = [header.map(csvCell).join(";"), ...rows.map((r) => r.map(csvCell).join(";"))];
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
