// The property form (SPEC.md §5) and its visibility rules (§4): one zod schema per mode, used by the browser
// for messages under each field and by the route action for the real check.
import { z } from "zod";
import { invalid, maxChars, optionalTextField, required, textField } from "../forms/field-messages.ts";
import { CLOSED_STATES, YES_NO } from "./options.ts";
import { parseArgentineInteger, parseArgentineNumber } from "./number-input.ts";
import { PHOTO_REF, MAX_PHOTOS, type PhotoRef, parsePhotoRef } from "./photo-refs.ts";
import {
  CHARACTERISTICS,
  type CharacteristicKey,
  type Characteristics,
  isNumeric,
  type SetKey,
} from "./characteristics.ts";
import {
  BASE_FIELDS,
  type BaseKey,
  type BaseValues,
  type FieldDefinition,
  fieldDefinition,
  LISTING_FIELDS,
} from "./listing-fields.ts";
import type { ListingFields, ListingLocation, ListingPortals } from "./types.ts";
import { PORTALS } from "../feeds/portals.ts";
import { BOTH_OR_NEITHER, LATITUDE_RANGE, LOCATION_REQUIRED, LONGITUDE_RANGE } from "../map/form-texts.ts";

/** `import`: a row of 'Importar', checked as an edit, which also keeps a closed deal's price (see formVisibility). */
export type FormMode = "create" | "edit" | "import";

/** How long a typed number may be; the texts' limits are in listing-fields.ts. */
export const LIMITS = { numeric: 10 } as const;

/** Which optional parts of the form are shown (SPEC.md §4). Hidden fields are neither required nor stored. */
export function formVisibility(
  mode: FormMode,
  state: string | undefined,
  currency: string | undefined,
  expensas?: string | undefined,
) {
  const priceSection = !CLOSED_STATES.includes(state as never);
  return {
    priceSection,
    price: priceSection && currency !== "Consultar",
    // A closed deal keeps the price it was listed at (a bulk 'Vendido' keeps it; the export writes it): the form
    // hides it, an import row carries it, optional, so a file exported and imported again changes nothing.
    keepsClosedPrice: !priceSection && mode === "import" && currency !== undefined && currency !== "Consultar",
    contrato: mode !== "create" || !(state === "Venta" || state === "Vendido"),
    // The amount only when the listing has expensas (issue #16).
    montoExpensas: expensas === "Si",
  };
}

/** Oldest year a construction date may name, and how far ahead (a project on plan). */
export const YEAR_RANGE = { min: 1800, ahead: 5 } as const;

// Stored texts are cleaned and need a visible character (forms/plain-text.ts, docs/decisions/088).
const text = (name: string, max: number, multiline = false) => textField(name, { max, multiline });
/** A link field's message when its rule refuses the value: the rule's own, or what it takes (SPEC.md §5 allows a
 * custom warning, as the maps field's). */
const linkMessage = (f: FieldDefinition) => f.link?.message ?? `${invalid(f.label)} ${f.link?.help ?? ""}`.trim();
export const MAPS_INVALID = linkMessage(fieldDefinition("maps"));

const choice = <T extends readonly [string, ...string[]]>(name: string, options: T) =>
  z.string({ error: required(name) }).refine((v) => (options as readonly string[]).includes(v), invalid(name));
const optionalChoice = <T extends readonly [string, ...string[]]>(name: string, options: T) =>
  z
    .string()
    .refine((v) => (options as readonly string[]).includes(v), invalid(name))
    .optional();
const optionalNumber = (name: string, parse: (s: string) => number | null) =>
  z
    .string()
    .trim()
    .max(LIMITS.numeric, maxChars(LIMITS.numeric))
    .refine((v) => parse(v) !== null, invalid(name))
    .optional();

const year = (name: string) =>
  optionalNumber(name, parseArgentineInteger).refine(
    (v) => {
      const n = v ? parseArgentineInteger(v) : null;
      return n === null || (n >= YEAR_RANGE.min && n <= new Date().getFullYear() + YEAR_RANGE.ahead);
    },
    `El año de construcción debe estar entre ${YEAR_RANGE.min} y ${new Date().getFullYear() + YEAR_RANGE.ahead}.`,
  );
/** A latitude or longitude as typed ('-31,97' or '-31.97'); out of range is refused with `message`. */
const coordinate = (message: string, max: number) =>
  z
    .string()
    .trim()
    .max(24, message)
    .refine((v) => parseCoordinate(v) !== null && Math.abs(parseCoordinate(v)!) <= max, message)
    .optional();

export function parseCoordinate(text: string): number | null {
  const t = text.trim().replace(",", ".");
  if (!/^[-+]?\d{1,3}(\.\d+)?$/.test(t)) return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
}

/** A checklist: any of the options, each at most once. */
const checklist = <T extends readonly [string, ...string[]]>(name: string, options: T) =>
  z
    .array(z.string())
    .refine((vs) => vs.every((v) => (options as readonly string[]).includes(v)) && new Set(vs).size === vs.length, {
      message: invalid(name),
    })
    .default([]);

/** A field's schema, by its kind (listing-fields.ts): the one place a kind's rule and Spanish message are made. */
function fieldSchema(f: FieldDefinition): z.ZodType<string | string[] | undefined> {
  const options = (f.options ?? []) as unknown as readonly [string, ...string[]];
  const multiline = f.kind === "longText";
  switch (f.kind) {
    case "text":
    case "longText":
      return f.required ? text(f.label, f.max!, multiline) : optionalTextField({ max: f.max!, multiline });
    case "choice":
      return f.required ? choice(f.label, options) : optionalChoice(f.label, options);
    case "boolean":
      return optionalChoice(f.label, YES_NO);
    case "url":
      return optionalTextField({ max: f.max ?? LINK_MAX }).refine(
        (v) => !v || (f.link ? f.link.accepts(v) : URL.canParse(v)),
        linkMessage(f),
      );
    case "set":
      return checklist(f.label, options);
    case "year":
      return year(f.label);
    case "decimal":
      return optionalNumber(f.label, parseArgentineNumber);
    case "money":
      // The price is checked with its currency (propertyFormSchema); an amount of a characteristic alone.
      return f.characteristic
        ? optionalNumber(f.label, parseArgentineInteger)
        : z.string().trim().max(f.max!, maxChars(f.max!)).optional();
    default:
      return optionalNumber(f.label, parseArgentineInteger);
  }
}

/** The schemas of the given listing fields, by key. */
export function fieldSchemas(defs: readonly FieldDefinition[] = LISTING_FIELDS) {
  return Object.fromEntries(defs.map((f) => [f.key, fieldSchema(f)]));
}

/** A link's longest accepted text. */
const LINK_MAX = 2000;

type FieldShape = {
  [K in BaseKey | Exclude<CharacteristicKey, SetKey>]: z.ZodType<string | undefined, string | undefined>;
} & { [K in SetKey]: z.ZodType<string[], string[] | undefined> };

const fields = {
  ...(fieldSchemas() as unknown as FieldShape),
  // The map's point (decision 160): set by a click on the form's map, or typed without JavaScript.
  latitude: coordinate(LATITUDE_RANGE, 90),
  longitude: coordinate(LONGITUDE_RANGE, 180),
  approximateLocation: z.literal("on").optional(),
  // 'Publicar en portales' (issue 37): the form marks that it showed the choice, so other callers (imports)
  // leave it as stored; each checked portal is one value of `portals`.
  portalsShown: z.literal("1").optional(),
  portalsPublish: z.literal("on").optional(),
  portals: z.array(z.string()).default([]),
  photos: z
    .array(z.string())
    .max(MAX_PHOTOS, `Máximo ${MAX_PHOTOS} fotos por propiedad.`)
    .refine((refs) => refs.every((r) => PHOTO_REF.test(r)) && new Set(refs).size === refs.length, "Foto no válida.")
    .default([]),
  // Edit form: the listing version it was loaded from (docs/decisions/085); a bad one counts as missing.
  version: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1)
    .optional()
    .catch(undefined),
};

type Raw = Partial<z.output<z.ZodObject<typeof fields>>>;
const always = { when: () => true };

/** `locationOptional`: a listing not placed yet passes (the new-listing form's saved-search count, issue 36). */
export function propertyFormSchema(mode: FormMode, { locationOptional = false } = {}) {
  const shown = (v: Raw) => formVisibility(mode, v?.state, v?.currency);
  return z
    .object(fields)
    .refine((v) => !shown(v).priceSection || !!v?.currency, {
      ...always,
      path: ["currency"],
      message: required("Moneda"),
    })
    .refine((v) => !shown(v).price || !!v?.price, { ...always, path: ["price"], message: required("Precio") })
    .refine((v) => !(shown(v).price || shown(v).keepsClosedPrice) || !v?.price || validPrice(v.price), {
      ...always,
      path: ["price"],
      message: invalid("Precio"),
    })
    .refine((v) => locationOptional || Boolean(v?.maps || (v?.latitude && v?.longitude)), {
      ...always,
      path: ["maps"],
      message: LOCATION_REQUIRED,
    })
    .refine((v) => !v?.latitude === !v?.longitude, {
      ...always,
      path: ["longitude"],
      message: BOTH_OR_NEITHER,
    })
    .transform((v) => toFormValues(mode, v));
}

function validPrice(text: string): boolean {
  const n = parseArgentineInteger(text);
  return n !== null && n > 0 && n < 1e15;
}

/** The characteristics the form has a field for (characteristics.ts lists them all). */
export type FormCharacteristic = Extract<keyof typeof fields, CharacteristicKey>;
export const FORM_CHARACTERISTICS = CHARACTERISTICS.filter((d) => d.key in fields) as ReadonlyArray<
  (typeof CHARACTERISTICS)[number] & { key: FormCharacteristic }
>;

export type PropertyFormValues = BaseValues & {
  photos: PhotoRef[];
  version: number | null;
  /** Staff's point (null: derived from the maps value, if it holds one) and 'Ubicación aproximada'; left out
   * (callers other than the form), as ListingFields says. */
  location?: ListingLocation;
  /** 'Publicar en portales' and the portals skipped; left out when the form did not show the choice. */
  portals?: ListingPortals;
} & Pick<Characteristics, FormCharacteristic>;

/** The listing fields a saved form sets, for listing-row.server.ts: the form has a field for every characteristic. */
export function formListing(v: PropertyFormValues): ListingFields {
  return {
    ...(Object.fromEntries(BASE_FIELDS.map(({ key }) => [key, v[key]])) as BaseValues),
    characteristics: Object.fromEntries(FORM_CHARACTERISTICS.map(({ key }) => [key, v[key]])),
    location: v.location,
    portals: v.portals,
  };
}

/** A base field's value as the form gives it, by kind (listing-fields.ts). */
export function baseFormValue(f: FieldDefinition, value: string | undefined): string | number | boolean | null {
  if (f.kind === "boolean") return value === "Si";
  if (f.kind === "money") return value ? parseArgentineInteger(value) : null;
  if (f.kind === "url" && value) return f.link?.stored ? f.link.stored(value) : value;
  if (f.nullable) return value || null;
  return value ?? "";
}

function toFormValues(mode: FormMode, v: z.output<z.ZodObject<typeof fields>>): PropertyFormValues {
  const shown = formVisibility(mode, v.state, v.currency, v.expensas);
  const num = (s: string | undefined, parse: (t: string) => number | null) => (s ? parse(s) : null);
  return {
    ...(Object.fromEntries(BASE_FIELDS.map((f) => [f.key, baseFormValue(f, v[f.key as BaseKey])])) as BaseValues),
    // The price section's fields follow what the form showed (SPEC.md §4).
    currency: shown.priceSection || mode === "import" ? (v.currency ?? null) : null,
    price: shown.price || shown.keepsClosedPrice ? num(v.price, parseArgentineInteger) : null,
    ...(Object.fromEntries(
      FORM_CHARACTERISTICS.map(({ key, kind }) => {
        const value = v[key];
        if (kind === "set" || Array.isArray(value)) return [key, value];
        if (!isNumeric(key)) return [key, value || null];
        return [key, num(value, kind === "decimal" ? parseArgentineNumber : parseArgentineInteger)];
      }),
    ) as Pick<Characteristics, FormCharacteristic>),
    // 'Contrato' is hidden (and so not stored) for a new listing for sale (SPEC.md §4).
    contrato: shown.contrato && v.contrato ? v.contrato : null,
    montoExpensas: shown.montoExpensas && v.montoExpensas ? parseArgentineInteger(v.montoExpensas) : null,
    photos: v.photos.map((ref) => parsePhotoRef(ref)!),
    version: v.version ?? null,
    location: {
      point:
        v.latitude && v.longitude ? { lat: parseCoordinate(v.latitude)!, lng: parseCoordinate(v.longitude)! } : null,
      approximate: v.approximateLocation === "on",
    },
    ...(v.portalsShown
      ? {
          portals: {
            publish: v.portalsPublish === "on",
            skipped: PORTALS.filter((p) => !v.portals.includes(p.id)).map((p) => p.id),
          },
        }
      : {}),
  };
}
