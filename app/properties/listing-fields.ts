// The one definition of a listing's fields (issue 34, decision 264): each field once, with its key, column, kind,
// limits, labels and where it goes. The database types, the form schema and defaults, the row mapping, the import
// and export columns, the change log, the detail page, Comparar and the ficha are derived from these two lists.
// Migrations stay explicit: a new column is a new migration (listing-columns.db.test.ts checks that they agree).
import type { ColumnType } from "kysely";
import * as OPTIONS from "./options.ts";
import { MAP_FRAME_ORIGINS, MAP_VALUE_HELP, parseMapValue } from "./maps.ts";
import { typeLabel } from "./type-labels.ts";
import { isTourLink, TOUR_MESSAGE, VIDEO_FRAME_ORIGINS, VIDEO_MESSAGE, videoEmbed } from "./media-links.ts";

/** Where a field goes besides the form and the database. Left out: no. */
export interface FieldOutputs {
  /** Shown to visitors (the detail page or the card). */
  public?: boolean;
  /** Part of the search text (case- and accent-insensitive search). */
  searchable?: boolean;
  /** A column of 'Exportar' (and so of 'Importar'). */
  exported?: boolean;
  /** Read for listing cards. */
  card?: boolean;
  /** Printed on the ficha: `"qr"` as a QR code with its label. */
  ficha?: boolean | "qr";
  /** Part of the detail page's JSON-LD. */
  jsonLd?: boolean;
  /** Sent in portal feeds. */
  feeds?: boolean;
}

/** A link field's check: the hosts it takes and the Spanish message when it is not one of them. */
export interface LinkRule {
  accepts: (text: string) => boolean;
  /** The message when it does not; left out: '{label} no es válido.' and `help`. */
  message?: string;
  help?: string;
  /** The value as stored (a maps link becomes its embed or link form). */
  stored?: (text: string) => string;
  /** Where the pages embed it from (the CSP's frame-src): the only hosts its iframes are ever built on. */
  frameOrigins?: readonly string[];
}

/**
 * The listing's own fields, in export order. `label` names the field in the form and its messages; `changeLabel`
 * in the history (none: shown with another field, as currency is with Precio); `compare` is Comparar's row (key,
 * label, position); `keptWhenAbsent`: a write (an import without its column) that leaves it out does not touch it.
 */
export const BASE_FIELDS = [
  {
    key: "name",
    required: true,
    column: "name",
    exportColumn: "nombre",
    kind: "text",
    label: "Nombre",
    changeLabel: "Nombre",
    max: 50,
    nullable: false,
    outputs: { public: true, searchable: true, exported: true, card: true, ficha: true, jsonLd: true, feeds: true },
  },
  {
    key: "type",
    required: true,
    optionLabel: typeLabel,
    column: "type",
    exportColumn: "tipo",
    kind: "choice",
    options: OPTIONS.PROPERTY_TYPES,
    label: "Tipo",
    changeLabel: "Tipo",
    nullable: false,
    compare: { key: "tipo", label: "Tipo", position: 2 },
    outputs: { public: true, exported: true, card: true, ficha: true, jsonLd: true, feeds: true },
  },
  {
    key: "state",
    required: true,
    column: "state",
    exportColumn: "operacion",
    kind: "choice",
    options: OPTIONS.PROPERTY_STATES,
    label: "Estado",
    changeLabel: "Estado de la operación",
    nullable: false,
    compare: { key: "estado-publicacion", label: "Operación", position: 1 },
    outputs: { public: true, exported: true, card: true, ficha: true, jsonLd: true, feeds: true },
  },
  {
    key: "locality",
    required: true,
    column: "locality",
    exportColumn: "localidad",
    kind: "text",
    label: "Localidad",
    changeLabel: "Localidad",
    max: 20,
    nullable: false,
    compare: { key: "localidad", label: "Localidad", position: 3 },
    outputs: { public: true, searchable: true, exported: true, card: true, ficha: true, jsonLd: true, feeds: true },
  },
  {
    key: "address",
    required: true,
    column: "address",
    exportColumn: "direccion",
    kind: "text",
    label: "Dirección",
    changeLabel: "Dirección",
    max: 45,
    nullable: false,
    compare: { key: "direccion", label: "Dirección", position: 4 },
    outputs: { public: true, searchable: true, exported: true, card: true, ficha: true, jsonLd: true, feeds: true },
  },
  {
    key: "description",
    required: true,
    column: "description",
    exportColumn: "descripcion",
    kind: "longText",
    label: "Descripción",
    changeLabel: "Descripción",
    max: 5000,
    nullable: false,
    outputs: { public: true, exported: true, ficha: true, jsonLd: true, feeds: true },
  },
  // Optional English title and description for the English pages (decision 176): the Spanish fields' limits.
  {
    key: "titleEn",
    column: "title_en",
    exportColumn: "titulo_en",
    kind: "text",
    label: "Título en inglés",
    changeLabel: "Título en inglés",
    max: 50,
    nullable: true,
    keptWhenAbsent: true,
    outputs: { public: true, exported: true, card: true, ficha: true },
  },
  {
    key: "descriptionEn",
    column: "description_en",
    exportColumn: "descripcion_en",
    kind: "longText",
    label: "Descripción en inglés",
    changeLabel: "Descripción en inglés",
    max: 5000,
    nullable: true,
    keptWhenAbsent: true,
    outputs: { public: true, exported: true, ficha: true },
  },
  {
    key: "currency",
    column: "currency",
    exportColumn: "moneda",
    kind: "choice",
    options: OPTIONS.CURRENCIES,
    label: "Moneda",
    nullable: true,
    outputs: { public: true, exported: true, card: true, ficha: true, jsonLd: true, feeds: true },
  },
  // Whole units of the currency; 'Consultar' stores none (listing-row.server.ts).
  {
    key: "price",
    column: "price",
    exportColumn: "precio",
    kind: "money",
    label: "Precio",
    changeLabel: "Precio",
    max: 16,
    nullable: true,
    compare: { key: "precio", label: "Precio", position: 0 },
    outputs: { public: true, exported: true, card: true, ficha: true, jsonLd: true, feeds: true },
  },
  // A Google Maps link or 'lat, lng' (maps.ts); '' when the listing only has a point.
  {
    key: "maps",
    column: "maps",
    exportColumn: "mapa",
    kind: "url",
    link: {
      accepts: (v: string) => parseMapValue(v) !== null,
      help: MAP_VALUE_HELP,
      stored: (v: string) => parseMapValue(v)!.stored,
      frameOrigins: MAP_FRAME_ORIGINS,
    },
    label: "URL de Google Maps",
    changeLabel: "Mapa",
    max: 2000,
    nullable: false,
    outputs: { public: true, exported: true },
  },
  {
    key: "featured",
    column: "featured",
    exportColumn: "destacada",
    kind: "boolean",
    label: "Destacada",
    changeLabel: "Destacada",
    nullable: false,
    outputs: { public: true, exported: true, card: true },
  },
] as const;

/** Groups of the Características tab, in display order. */
export const CHARACTERISTIC_GROUPS = ["Ambientes y superficies", "El inmueble", "Condiciones"] as const;
const [SPACE, BUILDING, TERMS] = CHARACTERISTIC_GROUPS;

/**
 * A listing's characteristics (SPEC.md §2 and issue #16), in display order; stored in the column named by the key in
 * snake case, exported under the key. Kinds: counts and years are integers, surfaces decimals, money whole pesos,
 * choices one of their options, sets any of their options (a bit mask: options are only ever appended, decision
 * 131), links a URL its rule accepts (shown apart, not as a row). `label` is the detail page's and the history's;
 * `formLabel` the form's where it differs. `plantas` is the one floors field (decision 130): Plantas in the form
 * (§5), Pisos on the detail page (§2).
 */
export const CHARACTERISTICS = [
  { key: "dormitorios", label: "Dormitorios", kind: "integer", group: SPACE, card: true },
  { key: "banos", label: "Baños", kind: "integer", group: SPACE, card: true },
  { key: "superficie", label: "Superficie (m²)", formLabel: "Superficie", kind: "decimal", group: SPACE, card: true },
  {
    key: "superficieCubierta",
    label: "Superficie cubierta (m²)",
    formLabel: "Superficie cubierta",
    kind: "decimal",
    group: SPACE,
  },
  {
    key: "superficieTerreno",
    label: "Superficie del terreno (m²)",
    formLabel: "Superficie del terreno",
    kind: "decimal",
    group: SPACE,
  },
  { key: "cochera", label: "Cochera", kind: "integer", group: SPACE },
  { key: "plantas", label: "Pisos", formLabel: "Plantas", kind: "integer", group: SPACE },
  { key: "ambientes", label: "Ambientes", kind: "integer", group: SPACE },
  { key: "patio", label: "Patio", kind: "choice", options: OPTIONS.YES_NO, group: SPACE },
  {
    key: "anioConstruccion",
    label: "Año construcción",
    formLabel: "Año de construcción",
    kind: "year",
    group: BUILDING,
  },
  {
    key: "estado",
    label: "Estado",
    formLabel: "Estado del inmueble",
    kind: "choice",
    options: OPTIONS.CONDITIONS,
    group: BUILDING,
  },
  { key: "orientacion", label: "Orientación", kind: "choice", options: OPTIONS.ORIENTATIONS, group: BUILDING },
  { key: "disposicion", label: "Disposición", kind: "choice", options: OPTIONS.DISPOSITIONS, group: BUILDING },
  { key: "amoblado", label: "Amoblado", kind: "choice", options: OPTIONS.YES_NO, group: BUILDING },
  { key: "expensas", label: "Expensas", kind: "choice", options: OPTIONS.YES_NO, group: TERMS },
  { key: "montoExpensas", label: "Monto de expensas", kind: "money", group: TERMS },
  { key: "aptoCredito", label: "Apto crédito", kind: "choice", options: OPTIONS.YES_NO, group: TERMS },
  { key: "aptoProfesional", label: "Apto profesional", kind: "choice", options: OPTIONS.YES_NO, group: TERMS },
  { key: "aceptaMascotas", label: "Acepta mascotas", kind: "choice", options: OPTIONS.YES_NO, group: TERMS },
  { key: "contrato", label: "Contrato", kind: "text", max: 50, group: TERMS },
  { key: "servicios", label: "Servicios", kind: "set", options: OPTIONS.SERVICIOS, group: null },
  { key: "comodidades", label: "Comodidades", kind: "set", options: OPTIONS.COMODIDADES, group: null },
  // Links, shown apart on the detail page (a click-to-load player, a tour in a new tab) and as QR codes on the ficha.
  {
    key: "video",
    label: "Video",
    kind: "url",
    max: 500,
    group: null,
    link: {
      accepts: (v: string) => videoEmbed(v) !== null,
      message: VIDEO_MESSAGE,
      help: "Un enlace de YouTube o Vimeo.",
      frameOrigins: VIDEO_FRAME_ORIGINS,
    },
  },
  {
    key: "tourVirtual",
    label: "Tour virtual",
    kind: "url",
    max: 500,
    group: null,
    link: { accepts: isTourLink, message: TOUR_MESSAGE, help: "Un enlace de Matterport, Kuula o Google Street View." },
  },
] as const;

export type BaseField = (typeof BASE_FIELDS)[number];
export type BaseKey = BaseField["key"];
export type CharacteristicDefinition = (typeof CHARACTERISTICS)[number];

/** A field of either list as the derivations read it (a test may add one of its own). */
export interface FieldDefinition {
  key: string;
  column: string;
  exportColumn: string;
  kind: string;
  label: string;
  changeLabel?: string;
  max?: number;
  options?: readonly string[];
  /** How an option reads (a type code's Spanish name). */
  optionLabel?: (option: string) => string;
  nullable: boolean;
  /** The form and an import row must give it. */
  required?: boolean;
  keptWhenAbsent?: boolean;
  /** One of CHARACTERISTICS: kept in the listing's `characteristics`. */
  characteristic?: boolean;
  compare?: { key: string; label: string; position: number };
  link?: LinkRule;
  outputs: FieldOutputs;
}

export type Snake<S extends string> = S extends `${infer H}${infer T}`
  ? `${H extends Lowercase<H> ? H : `_${Lowercase<H>}`}${Snake<T>}`
  : S;

/** The column a characteristic is stored in: its key in snake case (anioConstruccion → anio_construccion). */
export const characteristicColumn = <K extends string>(key: K) =>
  key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`) as Snake<K>;

/** The database columns the definition names, base fields first: what the migrated `properties` table must have. */
export function definedColumns(
  base: readonly { column: string }[] = BASE_FIELDS,
  characteristics: readonly { key: string }[] = CHARACTERISTICS,
): string[] {
  return [...base.map((f) => f.column), ...characteristics.map((c) => characteristicColumn(c.key))];
}

// The database types (schema.ts): a column's type follows its field's kind.
type BaseColumnType<F extends BaseField> = F["kind"] extends "boolean"
  ? ColumnType<boolean | number, boolean, boolean>
  : F["kind"] extends "money"
    ? number | null
    : F["nullable"] extends true
      ? string | null
      : string;
type CharacteristicColumnType<K extends string> = K extends "text" | "choice" | "url" ? string | null : number | null;
export type DefinedColumnTypes = { [F in BaseField as F["column"]]: BaseColumnType<F> } & {
  [C in CharacteristicDefinition as Snake<C["key"]>]: CharacteristicColumnType<C["kind"]>;
};

/** The domain values of the base fields (types.ts's Property): a field's kind and whether it may be empty. */
export type BaseValues = {
  [F in BaseField as F["key"]]: F["kind"] extends "boolean"
    ? boolean
    : F["kind"] extends "money"
      ? number | null
      : F["nullable"] extends true
        ? string | null
        : string;
};
/** The columns a listing card reads: its id and the fields marked `card` (listing-row.server.ts's summaryColumns). */
export type CardColumn =
  | "id"
  | Extract<BaseField, { outputs: { card: true } }>["column"]
  | Snake<Extract<CharacteristicDefinition, { card: true }>["key"]>;
/** The base fields a listing card reads (types.ts's PropertySummary). */
export type CardKey = Extract<BaseField, { outputs: { card: true } }>["key"];
export type KeptWhenAbsentKey = Extract<BaseField, { keptWhenAbsent: true }>["key"];

/** A characteristic as a field of the one list: stored under its key in snake case, exported under its key. */
export function characteristicField(
  c: {
    key: string;
    label: string;
    formLabel?: string;
    kind: string;
    options?: readonly string[];
    max?: number;
    card?: boolean;
    link?: LinkRule;
  },
  position = 0,
): FieldDefinition {
  const link = c.kind === "url";
  const row = c.kind !== "set" && !link;
  return {
    key: c.key,
    kind: c.kind,
    options: c.options,
    max: c.max,
    link: c.link,
    label: c.formLabel ?? c.label,
    column: characteristicColumn(c.key),
    exportColumn: c.key,
    changeLabel: c.label,
    nullable: true,
    characteristic: true,
    // Comparar: after the base fields' rows, in display order (checklists too); links are not rows.
    ...(!link ? { compare: { key: c.key, label: c.label, position: 100 + position } } : {}),
    outputs: {
      public: true,
      exported: true,
      card: c.card ?? false,
      ficha: link ? "qr" : row,
      jsonLd: false,
      feeds: false,
    },
  };
}

/** Every listing field, base fields first (the order of the export's columns). */
export const LISTING_FIELDS: readonly FieldDefinition[] = [
  ...(BASE_FIELDS as readonly FieldDefinition[]),
  ...CHARACTERISTICS.map((c, i) => characteristicField(c, i)),
];

/**
 * The columns of 'Exportar' and 'Importar': the reference, the exported base fields, the draft mark, the
 * characteristics, then photos and dates. Their names and order are the file format: only ever appended to.
 */
export function exportColumnsOf(fields: readonly FieldDefinition[] = LISTING_FIELDS): string[] {
  const exported = fields.filter((f) => f.outputs.exported);
  const base = exported.filter((f) => !f.characteristic);
  const characteristics = exported.filter((f) => f.characteristic);
  return [
    "referencia",
    ...base.map((f) => f.exportColumn),
    "borrador",
    ...characteristics.map((f) => f.exportColumn),
    "fotos",
    "creada",
    "actualizada",
  ];
}

const byKey = new Map(LISTING_FIELDS.map((f) => [f.key, f]));
/** One field of the list by its key. */
export const fieldDefinition = (key: string) => byKey.get(key)!;

/** The labels visitors read (Comparar's rows, the detail page's characteristics) and the options they show: each
 * needs its English entry in the catalogue (app/i18n/locales/en.json). */
export function translatedLabels(fields: readonly FieldDefinition[] = LISTING_FIELDS): string[] {
  const shown = fields.filter((f) => f.outputs.public);
  return [
    ...new Set([
      ...shown.flatMap((f) => (f.compare ? [f.compare.label] : [])),
      ...shown.flatMap((f) => (f.characteristic ? [f.changeLabel!, ...(f.options ?? [])] : [])),
    ]),
  ];
}
