// A listing's characteristics: the one list that names each one, its kind, its Spanish label and its group on the
// detail page (SPEC.md §2, detail tab Características, and issue #16's field set). The domain type, the row
// mapping (listing-row.server.ts), the form's values and the detail page all follow it, so a new characteristic
// is one entry here (plus its column and form field).
import { formatNumber, formatPrice } from "./format.ts";
import { COMODIDADES, CONDITIONS, DISPOSITIONS, ORIENTATIONS, SERVICIOS, YES_NO } from "./options.ts";
import { SPANISH, type Wording } from "../i18n/wording.ts";

/** Groups of the Características tab, in display order. */
export const CHARACTERISTIC_GROUPS = ["Ambientes y superficies", "El inmueble", "Condiciones"] as const;
type Group = (typeof CHARACTERISTIC_GROUPS)[number];
const [SPACE, BUILDING, TERMS] = CHARACTERISTIC_GROUPS;

/**
 * In display order. Kinds: counts and years are integers, surfaces decimals, money whole pesos, choices one of
 * their options, sets any of their options (stored as a bit mask: options are only ever appended, decision 131).
 * `plantas` is the one floors field (decision 130): the form calls it Plantas (§5), the detail Pisos (§2).
 */
export const CHARACTERISTICS = [
  { key: "dormitorios", label: "Dormitorios", kind: "integer", group: SPACE },
  { key: "banos", label: "Baños", kind: "integer", group: SPACE },
  { key: "superficie", label: "Superficie (m²)", kind: "decimal", group: SPACE },
  { key: "superficieCubierta", label: "Superficie cubierta (m²)", kind: "decimal", group: SPACE },
  { key: "superficieTerreno", label: "Superficie del terreno (m²)", kind: "decimal", group: SPACE },
  { key: "cochera", label: "Cochera", kind: "integer", group: SPACE },
  { key: "plantas", label: "Pisos", kind: "integer", group: SPACE },
  { key: "ambientes", label: "Ambientes", kind: "integer", group: SPACE },
  { key: "patio", label: "Patio", kind: "choice", options: YES_NO, group: SPACE },
  { key: "anioConstruccion", label: "Año construcción", kind: "year", group: BUILDING },
  { key: "estado", label: "Estado", kind: "choice", options: CONDITIONS, group: BUILDING },
  { key: "orientacion", label: "Orientación", kind: "choice", options: ORIENTATIONS, group: BUILDING },
  { key: "disposicion", label: "Disposición", kind: "choice", options: DISPOSITIONS, group: BUILDING },
  { key: "amoblado", label: "Amoblado", kind: "choice", options: YES_NO, group: BUILDING },
  { key: "expensas", label: "Expensas", kind: "choice", options: YES_NO, group: TERMS },
  { key: "montoExpensas", label: "Monto de expensas", kind: "money", group: TERMS },
  { key: "aptoCredito", label: "Apto crédito", kind: "choice", options: YES_NO, group: TERMS },
  { key: "aptoProfesional", label: "Apto profesional", kind: "choice", options: YES_NO, group: TERMS },
  { key: "aceptaMascotas", label: "Acepta mascotas", kind: "choice", options: YES_NO, group: TERMS },
  { key: "contrato", label: "Contrato", kind: "text", group: TERMS },
  { key: "servicios", label: "Servicios", kind: "set", options: SERVICIOS, group: null },
  { key: "comodidades", label: "Comodidades", kind: "set", options: COMODIDADES, group: null },
] as const;

type Definition = (typeof CHARACTERISTICS)[number];
export type CharacteristicKey = Definition["key"];
type ValueOf<K extends Definition["kind"]> = K extends "text" | "choice"
  ? string | null
  : K extends "set"
    ? string[]
    : number | null;
export type Characteristics = { [D in Definition as D["key"]]: ValueOf<D["kind"]> };
export type SetKey = Extract<Definition, { kind: "set" }>["key"];

const byKey = new Map<string, Definition>(CHARACTERISTICS.map((d) => [d.key, d]));
export const definition = (key: CharacteristicKey) => byKey.get(key)!;
export const isNumeric = (key: CharacteristicKey) => !["text", "choice", "set"].includes(definition(key).kind);

/** The column a characteristic is stored in: its key in snake case (anioConstruccion → anio_construccion). */
export const characteristicColumn = (key: CharacteristicKey) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** A set as its stored bit mask: bit i is option i. Unknown names are dropped. */
export function setToMask(options: readonly string[], values: readonly string[]): number {
  return values.reduce((mask, v) => {
    const i = options.indexOf(v);
    return i < 0 ? mask : mask | (1 << i);
  }, 0);
}

export function maskToSet(options: readonly string[], mask: number | null): string[] {
  return options.filter((_, i) => ((mask ?? 0) & (1 << i)) !== 0);
}

/** The bit one option of a set is stored as (catalogue filters such as 'Con pileta'). */
export const optionBit = (key: SetKey, option: string) =>
  1 << (definition(key) as { options: readonly string[] }).options.indexOf(option);

/** A characteristic's domain value as its column value (sets become bit masks). */
export function toColumnValue(key: CharacteristicKey, value: unknown): number | string | null {
  const d = definition(key);
  if (d.kind === "set") return setToMask(d.options, (value as string[] | null) ?? []);
  return (value as number | string | null) ?? null;
}

export function fromColumnValue(key: CharacteristicKey, value: unknown): number | string | string[] | null {
  const d = definition(key);
  if (d.kind === "set") return maskToSet(d.options, value == null ? 0 : Number(value));
  if (value == null) return null;
  return isNumeric(key) ? Number(value) : String(value);
}

export interface CharacteristicRow {
  key: CharacteristicKey;
  label: string;
  value: string;
}

function display(key: CharacteristicKey, value: string | number, { t, locale }: Wording): string {
  // Choices are option names (catalogue ids); free text (Contrato) stays as the agency wrote it.
  if (typeof value === "string") return definition(key).kind === "choice" ? t(value.trim()) : value.trim();
  const kind = definition(key).kind;
  // A year is not a quantity: no thousands separator.
  if (kind === "year") return String(value);
  if (kind === "money") return t("{amount} por mes", { amount: formatPrice("$", value, locale) });
  return formatNumber(value, locale);
}

/**
 * How one characteristic of a listing reads, or null when it has none (0, empty text, missing, an empty checklist,
 * an amount of expensas without expensas): the detail page's rows and Comparar's cells.
 */
export function characteristicText(
  c: Characteristics,
  key: CharacteristicKey,
  wording: Wording = SPANISH,
): string | null {
  const value = c[key];
  if (Array.isArray(value)) return value.length ? value.map((v) => wording.t(v)).join(", ") : null;
  if (value === null || value === undefined || value === 0) return null;
  if (typeof value === "number" && !Number.isFinite(value)) return null;
  // The amount of expensas only means something when the listing has expensas.
  if (key === "montoExpensas" && c.expensas !== "Si") return null;
  return display(key, value, wording) || null;
}

/** Labelled characteristics with a value; checklists are listed apart (characteristicGroups). */
export function characteristicRows(c: Characteristics, wording: Wording = SPANISH): CharacteristicRow[] {
  return CHARACTERISTICS.flatMap(({ key, label, kind }) => {
    const shown = kind === "set" ? null : characteristicText(c, key, wording);
    return shown ? [{ key, label: wording.t(label), value: shown }] : [];
  });
}

export interface CharacteristicGroup {
  title: string;
  rows: CharacteristicRow[];
}

/** The Características tab: the labelled values per group, then each checklist; empty groups are left out. */
export function characteristicGroups(
  c: Characteristics,
  wording: Wording = SPANISH,
): {
  groups: CharacteristicGroup[];
  lists: CharacteristicGroup[];
} {
  const { t } = wording;
  const rows = characteristicRows(c, wording);
  const groupOf = (key: CharacteristicKey) => definition(key).group as Group | null;
  const groups = CHARACTERISTIC_GROUPS.map((title) => ({
    title: t(title),
    rows: rows.filter((r) => groupOf(r.key) === title),
  }));
  const lists = CHARACTERISTICS.flatMap((d) =>
    d.kind === "set" && (c[d.key] as string[]).length
      ? [{ title: t(d.label), rows: (c[d.key] as string[]).map((v) => ({ key: d.key, label: t(v), value: t(v) })) }]
      : [],
  );
  return { groups: groups.filter((g) => g.rows.length), lists };
}

/** Every characteristic empty: what a listing has before anything is entered. */
export function noCharacteristics(): Characteristics {
  return Object.fromEntries(
    CHARACTERISTICS.map((d) => [d.key, d.kind === "set" ? [] : null]),
  ) as unknown as Characteristics;
}
