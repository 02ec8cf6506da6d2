// A listing's characteristics as values: their domain type, their stored form (bit masks for sets) and how they
// read on the detail page and in Comparar. The list itself is declared in listing-fields.ts with the other fields.
import { formatNumber, formatPrice } from "./format.ts";
import { CHARACTERISTIC_GROUPS, CHARACTERISTICS, characteristicColumn } from "./listing-fields.ts";
import { SPANISH, type Wording } from "../i18n/wording.ts";

// Declared with every other listing field in listing-fields.ts (decision 264).
export { CHARACTERISTIC_GROUPS, CHARACTERISTICS, characteristicColumn };
type Group = (typeof CHARACTERISTIC_GROUPS)[number];

type Definition = (typeof CHARACTERISTICS)[number];
export type CharacteristicKey = Definition["key"];
type ValueOf<K extends Definition["kind"]> = K extends "text" | "choice" | "url"
  ? string | null
  : K extends "set"
    ? string[]
    : number | null;
export type Characteristics = { [D in Definition as D["key"]]: ValueOf<D["kind"]> };
export type SetKey = Extract<Definition, { kind: "set" }>["key"];

const byKey = new Map<string, Definition>(CHARACTERISTICS.map((d) => [d.key, d]));
export const definition = (key: CharacteristicKey) => byKey.get(key)!;
export const isNumeric = (key: CharacteristicKey) => !["text", "choice", "set", "url"].includes(definition(key).kind);
/** Checklists are listed apart; links (a video, a tour) are not rows: the detail page shows them on their own. */
const isRowKind = (kind: string) => kind !== "set" && kind !== "url";

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

/** What the detail page's rows need of a characteristic's definition (a test may give one of its own). */
export type RowDefinition = { key: string; label: string; kind: string; group: string | null };

function display(kind: string, value: string | number, { t, locale }: Wording): string {
  // Choices are option names (catalogue ids); free text (Contrato) stays as the agency wrote it.
  if (typeof value === "string") return kind === "choice" ? t(value.trim()) : value.trim();
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
  d: RowDefinition = definition(key),
): string | null {
  const value = (c as unknown as Record<string, unknown>)[key] as Characteristics[CharacteristicKey] | undefined;
  if (Array.isArray(value)) return value.length ? value.map((v) => wording.t(v)).join(", ") : null;
  if (value === null || value === undefined || value === 0) return null;
  if (typeof value === "number" && !Number.isFinite(value)) return null;
  // The amount of expensas only means something when the listing has expensas.
  if (key === "montoExpensas" && c.expensas !== "Si") return null;
  return display(d.kind, value, wording) || null;
}

/** Labelled characteristics with a value; checklists are listed apart (characteristicGroups). */
export function characteristicRows(
  c: Characteristics,
  wording: Wording = SPANISH,
  list: readonly RowDefinition[] = CHARACTERISTICS,
): CharacteristicRow[] {
  return list.flatMap((d) => {
    const key = d.key as CharacteristicKey;
    const shown = isRowKind(d.kind) ? characteristicText(c, key, wording, d) : null;
    return shown ? [{ key, label: wording.t(d.label), value: shown }] : [];
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
