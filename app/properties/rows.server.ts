// Maps database rows to domain objects, smoothing over engine differences (0/1 vs boolean).
import type { Selectable } from "kysely";
import { toBool, type PropertiesTable } from "../db/schema.ts";
import type { Property } from "./types.ts";

export function toProperty(row: Selectable<PropertiesTable>): Property {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    state: row.state,
    locality: row.locality,
    address: row.address,
    description: row.description,
    currency: row.currency,
    price: row.price == null ? null : Number(row.price),
    maps: row.maps,
    featured: toBool(row.featured),
    characteristics: {
      ambientes: row.ambientes,
      dormitorios: row.dormitorios,
      banos: row.banos,
      plantas: row.plantas,
      superficie: row.superficie,
      cochera: row.cochera,
      pisos: row.pisos,
      anioConstruccion: row.anio_construccion,
      patio: row.patio,
      expensas: row.expensas,
      estado: row.estado,
      contrato: row.contrato,
    },
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    version: Number(row.version),
  };
}

/** Lower-case, accent-free text used by case- and accent-insensitive search. */
export function searchText(...parts: Array<string | null | undefined>): string {
  return parts
    .filter(Boolean)
    .join(" ")
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}
