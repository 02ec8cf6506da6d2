// A listing's fields as the history shows them ('Precio: USD 100.000 → USD 120.000'): one label and one text per
// field, so an edit's entry lists exactly what changed, in words staff read on the edit screen.
import { CHARACTERISTICS } from "../properties/characteristics.ts";
import { formatNumber, formatPrice } from "../properties/format.ts";
import type { ListingFields } from "../properties/types.ts";
import { portalById } from "../feeds/portals.ts";

const yesNo = (v: boolean) => (v ? "Sí" : "No");

export function shownFields(fields: ListingFields, photoCount?: number): Record<string, string> {
  const shown: Record<string, string> = {
    Nombre: fields.name,
    Tipo: fields.type,
    "Estado de la operación": fields.state,
    Localidad: fields.locality,
    Dirección: fields.address,
    Descripción: fields.description,
    Precio: formatPrice(fields.currency, fields.price),
    Mapa: fields.maps,
    Destacada: yesNo(fields.featured),
  };
  // Only when the write names them (an import without the English columns leaves them as they were).
  if (fields.titleEn !== undefined) shown["Título en inglés"] = fields.titleEn ?? "";
  if (fields.descriptionEn !== undefined) shown["Descripción en inglés"] = fields.descriptionEn ?? "";
  for (const { key, label, kind } of CHARACTERISTICS) {
    const value = fields.characteristics[key];
    if (value === undefined) continue;
    shown[label] = value == null ? "" : kind === "decimal" ? formatNumber(Number(value)) : String(value);
  }
  // Only when the write names them (the form does; an import leaves them as they were).
  if (fields.portals !== undefined) {
    shown["Publicar en portales"] = yesNo(fields.portals.publish);
    shown["Portales omitidos"] = fields.portals.skipped.map((id) => portalById(id)?.name ?? id).join(", ");
  }
  if (photoCount !== undefined) shown.Fotos = String(photoCount);
  return shown;
}
