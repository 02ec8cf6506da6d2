// The Comparar table's rows: each listing's price, state, type, locality and every characteristic as the site shows
// them (format.ts, characteristics.ts, type-labels.ts), and whether the listings differ on it. No React here.
import { CHARACTERISTICS, characteristicText } from "./characteristics.ts";
import { formatPrice } from "./format.ts";
import { typeLabel } from "./type-labels.ts";
import type { Property } from "./types.ts";
import { msg } from "../i18n/msg.ts";
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

type Compared = Pick<Property, "currency" | "price" | "state" | "type" | "locality" | "address" | "characteristics">;

export function compareRows(listings: Compared[], wording: Wording = SPANISH): CompareRow[] {
  const { t, locale } = wording;
  const row = (key: string, label: string, read: (p: Compared) => string | null): CompareRow => {
    const values = listings.map((p) => read(p) ?? NO_VALUE);
    return { key, label: t(label), values, differs: new Set(values).size > 1 };
  };
  return [
    row("precio", msg("Precio"), (p) => formatPrice(p.currency, p.price, locale)),
    row("estado-publicacion", msg("Operación"), (p) => t(p.state)),
    row("tipo", msg("Tipo"), (p) => t(typeLabel(p.type))),
    row("localidad", msg("Localidad"), (p) => p.locality),
    row("direccion", msg("Dirección"), (p) => p.address),
    ...CHARACTERISTICS.map(({ key, label }) =>
      row(key, label, (p) => characteristicText(p.characteristics, key, wording)),
    ),
  ];
}
