// A stored listing as the edit form's initial values (strings, es-AR numbers, Si/No).
import { formatNumberInput } from "./number-input.ts";
import { FORM_CHARACTERISTICS } from "./form-schema.ts";
import { PORTALS } from "../feeds/portals.ts";
import type { ListingPortals, Property } from "./types.ts";
import { type FieldDefinition, LISTING_FIELDS } from "./listing-fields.ts";

/** The form's 'Publicar en portales' values: on, every portal, unless the listing says otherwise. */
export function portalDefaults(portals: ListingPortals = { publish: true, skipped: [] }) {
  return {
    portalsPublish: portals.publish ? "on" : undefined,
    portals: PORTALS.filter((p) => !portals.skipped.includes(p.id)).map((p) => p.id),
  };
}

/** A field's value as the form's initial text, by kind (listing-fields.ts): es-AR numbers, money grouped like the
 * price, Si/No for a yes-or-no, lists as they are. */
export function formDefault(f: FieldDefinition, value: unknown): string | string[] | undefined {
  if (f.kind === "boolean") return value ? "Si" : "No";
  if (typeof value === "number") return formatNumberInput(value, { grouping: f.kind === "money" });
  return (value as string | string[] | null | undefined) ?? undefined;
}

/** The edit form's initial values for the fields given (the form's fields by default). */
export function fieldDefaults(p: Property, defs: readonly FieldDefinition[] = FORM_FIELDS) {
  const values = p as unknown as Record<string, unknown>;
  const characteristics = p.characteristics as unknown as Record<string, unknown>;
  return Object.fromEntries(
    defs.map((f) => [f.key, formDefault(f, f.characteristic ? characteristics[f.key] : values[f.key])]),
  );
}

const FORM_FIELDS = LISTING_FIELDS.filter(
  (f) => !f.characteristic || FORM_CHARACTERISTICS.some((c) => c.key === f.key),
);

export function toFormDefaults(p: Property): Record<string, string | string[] | undefined> {
  return {
    ...fieldDefaults(p),
    ...portalDefaults(p.portals),
    version: String(p.version),
  };
}
