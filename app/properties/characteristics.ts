// Which characteristics a listing shows, with their Spanish labels (SPEC.md §2, detail tab Características).
import { formatNumber } from "./format.ts";
import type { Property } from "./types.ts";

export interface CharacteristicRow {
  key: keyof Property["characteristics"];
  label: string;
  value: string;
}

const LABELS: Array<[keyof Property["characteristics"], string]> = [
  ["dormitorios", "Dormitorios"],
  ["banos", "Baños"],
  ["superficie", "Superficie (m²)"],
  ["cochera", "Cochera"],
  ["pisos", "Pisos"],
  ["anioConstruccion", "Año construcción"],
  ["ambientes", "Ambientes"],
  ["patio", "Patio"],
  ["expensas", "Expensas"],
  ["estado", "Estado"],
  ["plantas", "Plantas"],
  ["contrato", "Contrato"],
];

function display(key: CharacteristicRow["key"], value: string | number): string {
  if (typeof value === "string") return value.trim();
  // A year is not a quantity: no thousands separator.
  return key === "anioConstruccion" ? String(value) : formatNumber(value);
}

/** Labelled characteristics with a truthy value (0, empty text and missing values are left out). */
export function characteristicRows(c: Property["characteristics"]): CharacteristicRow[] {
  return LABELS.flatMap(([key, label]) => {
    const value = c[key];
    if (value === null || value === undefined || value === 0) return [];
    if (typeof value === "number" && !Number.isFinite(value)) return [];
    const shown = display(key, value);
    return shown ? [{ key, label, value: shown }] : [];
  });
}
