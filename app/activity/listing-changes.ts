// A listing's fields as the history shows them ('Precio: USD 100.000 → USD 120.000'): one label and one text per
// field, so an edit's entry lists exactly what changed, in words staff read on the edit screen.
import { type FieldDefinition, LISTING_FIELDS } from "../properties/listing-fields.ts";
import { formatNumber, formatPrice } from "../properties/format.ts";
import type { ListingFields } from "../properties/types.ts";
import { portalById } from "../feeds/portals.ts";

const yesNo = (v: boolean) => (v ? "Sí" : "No");

/** A field's value as the history shows it, by kind (listing-fields.ts); the price with its currency. */
function shownValue(f: FieldDefinition, value: unknown, fields: ListingFields): string {
  if (f.kind === "boolean") return yesNo(Boolean(value));
  if (f.kind === "money" && !f.characteristic) return formatPrice(fields.currency, value as number | null);
  if (value == null) return "";
  return f.kind === "decimal" ? formatNumber(Number(value)) : String(value);
}

/** The labelled fields of a write: the ones every write names first, then the ones a write may leave out. */
export function fieldTexts(fields: ListingFields, defs: readonly FieldDefinition[] = LISTING_FIELDS) {
  const values = fields as unknown as Record<string, unknown>;
  const characteristics = fields.characteristics as Record<string, unknown>;
  const always = defs.filter((f) => f.changeLabel && !f.characteristic && !f.keptWhenAbsent);
  const whenNamed = defs.filter((f) => f.changeLabel && (f.characteristic || f.keptWhenAbsent));
  const shown: Record<string, string> = {};
  for (const f of [...always, ...whenNamed]) {
    const value = f.characteristic ? characteristics[f.key] : values[f.key];
    // Only when the write names them (an import without the English columns leaves them as they were).
    if (value === undefined && f.keptWhenAbsent) continue;
    if (value === undefined && f.characteristic) continue;
    shown[f.changeLabel!] = shownValue(f, value, fields);
  }
  return shown;
}

export function shownFields(fields: ListingFields, photoCount?: number): Record<string, string> {
  const shown = fieldTexts(fields);
  // Only when the write names them (the form does; an import leaves them as they were).
  if (fields.portals !== undefined) {
    shown["Publicar en portales"] = yesNo(fields.portals.publish);
    shown["Portales omitidos"] = fields.portals.skipped.map((id) => portalById(id)?.name ?? id).join(", ");
  }
  if (photoCount !== undefined) shown.Fotos = String(photoCount);
  return shown;
}
