// A stored listing as the edit form's initial values (strings, es-AR numbers, Si/No).
import { formatNumberInput } from "./number-input.ts";
import { FORM_CHARACTERISTICS } from "./form-schema.ts";
import { PORTALS } from "../feeds/portals.ts";
import type { ListingPortals, Property } from "./types.ts";

/** The form's 'Publicar en portales' values: on, every portal, unless the listing says otherwise. */
export function portalDefaults(portals: ListingPortals = { publish: true, skipped: [] }) {
  return {
    portalsPublish: portals.publish ? "on" : undefined,
    portals: PORTALS.filter((p) => !portals.skipped.includes(p.id)).map((p) => p.id),
  };
}

export function toFormDefaults(p: Property): Record<string, string | string[] | undefined> {
  const c = p.characteristics;
  const num = (v: number | null) => (v == null ? undefined : formatNumberInput(v));
  return {
    name: p.name,
    type: p.type,
    state: p.state,
    locality: p.locality,
    address: p.address,
    description: p.description,
    titleEn: p.titleEn ?? undefined,
    descriptionEn: p.descriptionEn ?? undefined,
    maps: p.maps,
    currency: p.currency ?? undefined,
    price: p.price == null ? undefined : formatNumberInput(p.price, { grouping: true }),
    ...Object.fromEntries(
      FORM_CHARACTERISTICS.map(({ key }) => {
        const value = c[key];
        // Money is typed with thousands separators, like the price.
        if (key === "montoExpensas" && typeof value === "number")
          return [key, formatNumberInput(value, { grouping: true })];
        return [key, typeof value === "number" ? num(value) : (value ?? undefined)];
      }),
    ),
    featured: p.featured ? "Si" : "No",
    ...portalDefaults(p.portals),
    version: String(p.version),
  };
}
