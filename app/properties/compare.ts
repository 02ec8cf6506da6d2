// The Comparar table's rows: each listing's price, state, type, locality and every characteristic as the site shows
// them (format.ts, characteristics.ts, type-labels.ts), and whether the listings differ on it. No React here.
import { type CharacteristicKey, characteristicText } from "./characteristics.ts";
import { formatPrice } from "./format.ts";
import { type FieldDefinition, LISTING_FIELDS } from "./listing-fields.ts";
import type { Property } from "./types.ts";
import { SPANISH, type Wording } from "../i18n/wording.ts";

/** What a listing has no value for reads as this, in every column. */
export const NO_VALUE = "—";

export interface CompareRow {
  key: string;
  label: string;
  values: string[];
  /** Two or more listings show different values: the page marks the row in words, not colour alone. */
  differs: boolean;
}

type Compared = Pick<Property, "currency" | "price" | "characteristics"> & Partial<Property>;

/** How one field reads in Comparar, by kind (listing-fields.ts): the price with its currency, options named. */
function comparedText(f: FieldDefinition, p: Compared, wording: Wording): string | null {
  const { t, locale } = wording;
  if (f.characteristic) return characteristicText(p.characteristics, f.key as CharacteristicKey, wording);
  const value = (p as unknown as Record<string, unknown>)[f.key];
  if (f.kind === "money") return formatPrice(p.currency, value as number | null, locale);
  if (f.kind === "choice") return t(f.optionLabel ? f.optionLabel(String(value)) : String(value));
  return value == null ? null : String(value);
}

/** Comparar's rows: every field with a `compare` row, in its position. */
export function compareRows(
  listings: Compared[],
  wording: Wording = SPANISH,
  defs: readonly FieldDefinition[] = LISTING_FIELDS,
): CompareRow[] {
  const rows = defs.filter((f) => f.compare).sort((a, b) => a.compare!.position - b.compare!.position);
  return rows.map((f) => {
    const values = listings.map((p) => comparedText(f, p, wording) ?? NO_VALUE);
    return { key: f.compare!.key, label: wording.t(f.compare!.label), values, differs: new Set(values).size > 1 };
  });
}
