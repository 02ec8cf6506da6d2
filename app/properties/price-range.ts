// Price-range filter values: SPEC.md §5's 'min - max' text, optionally followed by the currency ('$' or 'USD').

export type PriceCurrency = "$" | "USD";

export interface PriceRange {
  min: number;
  max: number;
  /** When present, only listings in this currency match: pesos and dollars are never compared. */
  currency: PriceCurrency | null;
}

const INTEGER = /^\d{1,15}$/;

/** The first and third space-separated tokens are the inclusive bounds; anything malformed is no filter (null). */
export function parsePriceRange(value: string | null | undefined): PriceRange | null {
  if (!value) return null;
  const tokens = value.trim().split(/\s+/);
  if (tokens.length < 3 || tokens.length > 4 || tokens[1] !== "-") return null;
  if (!INTEGER.test(tokens[0]) || !INTEGER.test(tokens[2])) return null;
  const min = Number(tokens[0]);
  const max = Number(tokens[2]);
  if (min > max) return null;
  const currency = tokens[3] ?? null;
  if (currency !== null && currency !== "$" && currency !== "USD") return null;
  return { min, max, currency };
}

export function priceRangeValue(range: PriceRange): string {
  return `${range.min} - ${range.max}${range.currency ? ` ${range.currency}` : ""}`;
}
