// What a listing lacks for a portal, in Spanish: the reasons 'Portales' lists and the form warns about.
import type { PortalInfo, Requirement } from "./portals.ts";
import { type SeasonUnit, TEMPORARY } from "../properties/seasons.ts";
import { temporaryUnit } from "./rent-period.ts";

/** The smallest description the Trovit documentation accepts (OpenEstate's schema: minLength 30). */
export const MIN_DESCRIPTION = 30;

/** What the checks read: a saved listing or the form's current values. */
export interface ListingForPortals {
  photoCount: number;
  currency: string | null;
  price: number | null;
  address: string;
  description: string;
  /** A saved listing's state and the units of its seasons: the form, which edits seasons apart, gives neither. */
  state?: string;
  seasonUnits?: readonly SeasonUnit[];
}

/** A street name and a door number ("Av. San Martín 1234"): "s/n", a lone name or a lone number are not. */
export function hasStreetAndNumber(address: string): boolean {
  const a = address.trim();
  if (/\bs\s*\/\s*n\b|sin n[uú]mero/i.test(a)) return false;
  return /\p{L}{2,}/u.test(a) && /(^|[\s.,°º#-])\d{1,5}[a-zA-Z]?(?=$|[\s.,/-])/.test(a);
}

const MESSAGES: Record<Requirement, string> = {
  photos: "Sin fotos",
  price: "Sin precio (precio 'Consultar')",
  streetNumber: "Dirección sin calle y número",
  description: `Descripción de menos de ${MIN_DESCRIPTION} caracteres`,
  rentPeriod:
    "Alquiler Temporal sin unidad de precio (cargá sus temporadas, todas con precio por noche, por semana o por mes)",
};

function lacks(requirement: Requirement, l: ListingForPortals): boolean {
  switch (requirement) {
    case "photos":
      return l.photoCount === 0;
    case "price":
      return l.currency === "Consultar" || !l.currency || l.price == null || !(l.price > 0);
    case "streetNumber":
      return !hasStreetAndNumber(l.address);
    case "description":
      return Array.from(l.description.trim()).length < MIN_DESCRIPTION;
    case "rentPeriod":
      return l.state === TEMPORARY && l.seasonUnits !== undefined && temporaryUnit(l.seasonUnits) === null;
  }
}

/** Why `portal` would leave the listing out: one Spanish reason per requirement it misses (empty: it goes in). */
export function missingFor(portal: PortalInfo, l: ListingForPortals): string[] {
  return portal.requires.filter((r) => lacks(r, l)).map((r) => MESSAGES[r]);
}
