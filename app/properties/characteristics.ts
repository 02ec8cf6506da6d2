// A listing's characteristics: the one list that names each one, its kind and its Spanish label (SPEC.md §2,
// detail tab Características). The domain type, the row mapping (listing-row.server.ts), the form's values and
// the detail page all follow it, so a new characteristic is one entry here (plus its column and form field).
import { formatNumber } from "./format.ts";

/** In display order. Kinds: counts and years are integers, surfaces decimals, the rest text or a choice. */
export const CHARACTERISTICS = [
  { key: "dormitorios", label: "Dormitorios", kind: "integer" },
  { key: "banos", label: "Baños", kind: "integer" },
  { key: "superficie", label: "Superficie (m²)", kind: "decimal" },
  { key: "cochera", label: "Cochera", kind: "integer" },
  { key: "pisos", label: "Pisos", kind: "integer" },
  { key: "anioConstruccion", label: "Año construcción", kind: "year" },
  { key: "ambientes", label: "Ambientes", kind: "integer" },
  { key: "patio", label: "Patio", kind: "text" },
  { key: "expensas", label: "Expensas", kind: "text" },
  { key: "estado", label: "Estado", kind: "text" },
  { key: "plantas", label: "Plantas", kind: "integer" },
  { key: "contrato", label: "Contrato", kind: "text" },
] as const;

type Definition = (typeof CHARACTERISTICS)[number];
export type CharacteristicKey = Definition["key"];
export type Characteristics = {
  [D in Definition as D["key"]]: D["kind"] extends "text" ? string | null : number | null;
};

export const isNumeric = (key: CharacteristicKey) => CHARACTERISTICS.find((d) => d.key === key)?.kind !== "text";

/** The column a characteristic is stored in: its key in snake case (anioConstruccion → anio_construccion). */
export const characteristicColumn = (key: CharacteristicKey) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export interface CharacteristicRow {
  key: CharacteristicKey;
  label: string;
  value: string;
}

function display(key: CharacteristicRow["key"], value: string | number): string {
  if (typeof value === "string") return value.trim();
  // A year is not a quantity: no thousands separator.
  return key === "anioConstruccion" ? String(value) : formatNumber(value);
}

/** How one characteristic reads, or null when the listing has none (0, empty text, missing): detail page, Comparar. */
export function characteristicText(key: CharacteristicKey, value: string | number | null | undefined): string | null {
  if (value === null || value === undefined || value === 0) return null;
  if (typeof value === "number" && !Number.isFinite(value)) return null;
  return display(key, value) || null;
}

/** Labelled characteristics with a truthy value (0, empty text and missing values are left out). */
export function characteristicRows(c: Characteristics): CharacteristicRow[] {
  return CHARACTERISTICS.flatMap(({ key, label }) => {
    const shown = characteristicText(key, c[key]);
    return shown ? [{ key, label, value: shown }] : [];
  });
}
