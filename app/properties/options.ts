// Option lists of SPEC.md §3, shared by forms, filters, seed and validation.

export const PROPERTY_TYPES = [
  "ApartHotel",
  "Baulera",
  "Cabanha",
  "Campo",
  "Casa",
  "Chacra",
  "Chalet",
  "Cochera",
  "ComplejoTuristico",
  "Consultorio",
  "Departamento",
  "Duplex",
  "FondoDeComercio",
  "Fraccion",
  "Galpon",
  "Hosteria",
  "Local",
  "Lodge",
  "Loft",
  "Lote",
  "NaveIndustrial",
  "Oficina",
  "PH",
  "Posada",
  "Predio",
  "Quinta",
  "Terreno",
] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const PROPERTY_STATES = ["Alquiler", "Alquiler Temporal", "Alquilado", "Venta", "Vendido"] as const;
export type PropertyState = (typeof PROPERTY_STATES)[number];

/** States that are closed deals: never on the home grid nor in its state filter (SPEC.md §4). */
export const CLOSED_STATES: readonly PropertyState[] = ["Alquilado", "Vendido"];

export const CURRENCIES = ["$", "USD", "Consultar"] as const;
export type Currency = (typeof CURRENCIES)[number];

export const YES_NO = ["Si", "No"] as const;
export const CONDITIONS = ["Nuevo", "Usado", "Bueno", "Muy Bueno", "Exelente"] as const;

export function isPropertyState(value: string): value is PropertyState {
  return (PROPERTY_STATES as readonly string[]).includes(value);
}

// Issue #16's field set (what Argentine portals ask for). Sets are stored as bit masks in this order: append
// new options at the end, never reorder or remove (docs/decisions/131).
export const ORIENTATIONS = ["Norte", "Sur", "Este", "Oeste", "Noreste", "Noroeste", "Sudeste", "Sudoeste"] as const;
export const DISPOSITIONS = ["Frente", "Contrafrente", "Interno", "Lateral"] as const;
export const SERVICIOS = ["Agua corriente", "Cloacas", "Gas natural", "Electricidad", "Internet"] as const;
export const COMODIDADES = [
  "Pileta",
  "Parrilla",
  "Quincho",
  "Jardín",
  "Balcón",
  "Terraza",
  "Ascensor",
  "Seguridad",
  "Calefacción",
  "Aire acondicionado",
  "Lavadero",
  "SUM",
  "Gimnasio",
] as const;
