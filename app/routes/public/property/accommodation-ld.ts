// The listed place as schema.org data (the JSON-LD's `about`): rooms, surfaces, year, pets, amenities, from the
// same characteristics the Características tab shows; what is not set is left out. Feature names in the page's
// language (`t`: the loader's serverT; Spanish as stored when not given).
import type { Characteristics } from "../../../properties/characteristics.ts";
import { msg } from "../../../i18n/msg.ts";
import type { Translate } from "../../../i18n/use-t.ts";

const APARTMENT_TYPES = new Set(["Departamento", "Duplex", "Loft", "PH"]);
const HOUSE_TYPES = new Set(["Casa", "Chalet", "Cabanha", "Quinta"]);

const area = (value: number | null) =>
  value ? { "@type": "QuantitativeValue", value, unitCode: "MTK", unitText: "m²" } : undefined;
const yesNo = (value: string | null) => (value === "Si" ? true : value === "No" ? false : undefined);
const spanish: Translate = (id) => id;

export function accommodationJsonLd(type: string, c: Characteristics, t: Translate = spanish): Record<string, unknown> {
  const feature = (name: string, value: boolean | undefined) =>
    value === undefined ? [] : [{ "@type": "LocationFeatureSpecification", name: t(name), value }];
  const ld: Record<string, unknown> = {
    "@type": APARTMENT_TYPES.has(type) ? "Apartment" : HOUSE_TYPES.has(type) ? "House" : "Accommodation",
    numberOfRooms: c.ambientes || undefined,
    numberOfBedrooms: c.dormitorios || undefined,
    numberOfBathroomsTotal: c.banos || undefined,
    floorSize: area(c.superficieCubierta || c.superficie),
    lotSize: area(c.superficieTerreno),
    yearBuilt: c.anioConstruccion || undefined,
    petsAllowed: yesNo(c.aceptaMascotas),
    amenityFeature: [
      ...feature(msg("Cochera"), c.cochera ? true : undefined),
      ...feature(msg("Amoblado"), yesNo(c.amoblado)),
      ...feature(msg("Apto crédito"), yesNo(c.aptoCredito)),
      ...feature(msg("Apto profesional"), yesNo(c.aptoProfesional)),
      ...c.servicios.flatMap((s) => feature(s, true)),
      ...c.comodidades.flatMap((s) => feature(s, true)),
    ],
  };
  if ((ld.amenityFeature as unknown[]).length === 0) delete ld.amenityFeature;
  return Object.fromEntries(Object.entries(ld).filter(([, v]) => v !== undefined));
}
