// Table types for Kysely: the one description of what the database stores.
import type { ColumnType, Generated } from "kysely";

/** Timestamps are ISO-8601 strings on both engines (see connect.server.ts). */
type Timestamp = ColumnType<string, string | undefined, string>;
/** SQLite stores booleans as 0/1; PostgreSQL as boolean. Read through toBool(). */
type Bool = ColumnType<boolean | number, boolean, boolean>;

export interface PropertiesTable {
  id: string;
  seq: number;
  name: string;
  type: string;
  state: string;
  locality: string;
  address: string;
  description: string;
  currency: string | null;
  price: number | null;
  maps: string;
  featured: Bool;
  ambientes: number | null;
  dormitorios: number | null;
  banos: number | null;
  plantas: number | null;
  superficie: number | null;
  cochera: number | null;
  pisos: number | null;
  anio_construccion: number | null;
  patio: string | null;
  expensas: string | null;
  estado: string | null;
  contrato: string | null;
  search_text: string;
  last_photo_n: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PropertyPhotosTable {
  property_id: string;
  n: number;
  position: number;
  width: number;
  height: number;
  created_at: Timestamp;
}

export interface EventsTable {
  id: Generated<number>;
  kind: "page_view" | "enquiry";
  path: string;
  property_id: string | null;
  referrer: string | null;
  visit_id: string | null;
  created_at: Timestamp;
}

export interface Database {
  properties: PropertiesTable;
  property_photos: PropertyPhotosTable;
  events: EventsTable;
}

export function toBool(value: boolean | number | null | undefined): boolean {
  return value === true || value === 1;
}
