// Small builders for test data.
import type { Kysely } from "kysely";
import type { Database } from "../../app/db/schema.ts";
import { insertProperty, type PropertyInput } from "../../app/properties/commands.server.ts";
import type { PropertyFormValues } from "../../app/properties/form-schema.ts";
import type { Photo } from "../../app/properties/types.ts";
import { noCharacteristics } from "../../app/properties/characteristics.ts";

/** A stored listing made directly (not through the form), in its own transaction; returns its id. */
export function createProperty(
  db: Kysely<Database>,
  input: PropertyInput,
  photos: Photo[] = [],
  options: Parameters<typeof insertProperty>[3] = {},
): Promise<string> {
  return db.transaction().execute((trx) => insertProperty(trx, input, photos, options));
}

export function demoInput(overrides: Partial<PropertyInput> = {}): PropertyInput {
  return {
    name: "Casa con pileta en el centro",
    type: "Casa",
    state: "Venta",
    locality: "Villa General Belgrano",
    address: "Av. Julio A. Roca 120",
    description: "Casa luminosa de tres dormitorios con jardín y pileta.",
    currency: "USD",
    price: 120000,
    maps: "",
    featured: false,
    characteristics: {
      ambientes: 4,
      dormitorios: 3,
      banos: 2,
      plantas: 1,
      superficie: 180,
      cochera: 1,
      anioConstruccion: 2005,
      patio: "Si",
      expensas: "No",
      estado: "Muy Bueno",
      contrato: null,
    },
    ...overrides,
  };
}

/** A filled-in property form as the form's schema outputs it (a sale in Amboy, no characteristics, no photos). */
export function formValues(overrides: Partial<PropertyFormValues> = {}): PropertyFormValues {
  return {
    name: "Casa",
    type: "Casa",
    state: "Venta",
    locality: "Amboy",
    address: "Ruta 5",
    description: "",
    titleEn: null,
    descriptionEn: null,
    maps: "",
    currency: "$",
    price: 1000,
    featured: false,
    // Every characteristic empty, whatever listing-fields.ts declares.
    ...noCharacteristics(),
    photos: [],
    version: null,
    ...overrides,
  };
}

/** A filled-in listing with characteristics: a house by the lake, in dollars. */
export const filledForm = (overrides: Partial<PropertyFormValues> = {}) =>
  formValues({
    name: "Casa del lago",
    locality: "Embalse",
    address: "Costanera 12",
    description: "Frente al lago.",
    maps: "https://maps.google.com/?q=Embalse",
    price: 95_000,
    ambientes: 4,
    superficie: 120.5,
    currency: "USD",
    dormitorios: 2,
    banos: 1,
    plantas: 1,
    patio: "Si",
    expensas: "No",
    estado: "Bueno",
    ...overrides,
  });

/** A complete property form as the browser sends it (a sale in Santa Rosa, featured). */
export const FORM_INPUT: Record<string, string> = {
  name: "Casa con pileta",
  type: "Casa",
  state: "Venta",
  locality: "Santa Rosa",
  address: "Belgrano 120",
  description: "Luminosa, tres dormitorios.",
  maps: "https://maps.google.com/?q=Santa+Rosa",
  currency: "USD",
  price: "1.250.000",
  featured: "Si",
};
