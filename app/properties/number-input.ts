// Reads numbers as people in Argentina type them: '1.250.000' (dots group thousands), '120,5' (comma decimals).
// Pure, so the form schema gives the same answer in the browser and on the server.

const GROUPED = /^\d{1,3}(\.\d{3})+(,\d+)?$/;
const PLAIN = /^\d+(,\d+)?$/;
/** '120.5' is read as a decimal: a lone dot followed by one or two digits cannot be a thousands separator. */
const DOT_DECIMAL = /^\d+\.\d{1,2}$/;

/** A non-negative decimal number, or null when the text is not one. */
export function parseArgentineNumber(text: string): number | null {
  const s = text.trim().replace(/\s+/g, "");
  if (!s) return null;
  let normalised: string;
  if (GROUPED.test(s)) normalised = s.replace(/\./g, "").replace(",", ".");
  else if (PLAIN.test(s)) normalised = s.replace(",", ".");
  else if (DOT_DECIMAL.test(s)) normalised = s;
  else return null;
  const n = Number(normalised);
  return Number.isFinite(n) ? n : null;
}

/** A non-negative whole number ('1.250.000' or '1.250.000,00'), or null. */
export function parseArgentineInteger(text: string): number | null {
  const n = parseArgentineNumber(text);
  if (n === null || !Number.isInteger(n) || !Number.isSafeInteger(n)) return null;
  // '1.5' is a decimal, not one-and-a-half thousand; refuse rather than guess.
  if (DOT_DECIMAL.test(text.trim())) return null;
  return n;
}

const grouped = new Intl.NumberFormat("es-AR", { maximumFractionDigits: 2, useGrouping: true });
const plain = new Intl.NumberFormat("es-AR", { maximumFractionDigits: 2, useGrouping: false });

/** The text an input shows for a stored number: '1.250.000' for prices, '120,5' for surfaces. */
export function formatNumberInput(value: number | null | undefined, options: { grouping?: boolean } = {}): string {
  if (value == null || !Number.isFinite(value)) return "";
  return (options.grouping ? grouped : plain).format(value);
}
