// The backup archive's layout (docs/decisions/100): a .tar.gz holding, in this order,
//   manifest.json                      format, when, source engine, applied migrations, tables and their columns
//   tables/{table}/{00001}.jsonl       the rows, one JSON object per line, in chunks, tables in load order
//   photos/{listing id}/{file}         every photo file the rows name
//   end.json                           rows per table and photo files written: a restore checks them
import type { TableInfo } from "./tables.server.ts";

export const FORMAT = "vitrina-backup";
export const FORMAT_VERSION = 1;
export const MANIFEST = "manifest.json";
export const END = "end.json";

export interface Manifest {
  format: typeof FORMAT;
  formatVersion: number;
  createdAt: string;
  engine: "sqlite" | "postgres";
  /** Kysely migration names the database had applied: the schema version of the rows. */
  migrations: string[];
  tables: TableInfo[];
}

export interface EndMarker {
  rows: Record<string, number>;
  photos: number;
  /** Files the rows name that storage did not have when the backup read it (a damaged source). */
  missingPhotos: string[];
}

export const tableChunkName = (table: string, index: number) =>
  `tables/${table}/${String(index).padStart(5, "0")}.jsonl`;
export const photoEntryName = (key: string) => `photos/${key}`;

const TABLE_CHUNK = /^tables\/([^/]+)\/\d{5}\.jsonl$/;
const PHOTO = /^photos\/(.+)$/;

export type EntryKind = { kind: "rows"; table: string } | { kind: "photo"; key: string } | { kind: "end" };

export function entryKind(name: string): EntryKind | null {
  const rows = TABLE_CHUNK.exec(name);
  if (rows) return { kind: "rows", table: rows[1] };
  const photo = PHOTO.exec(name);
  if (photo) return { kind: "photo", key: photo[1] };
  return name === END ? { kind: "end" } : null;
}

/** Reads manifest.json; anything that is not our archive becomes a Spanish sentence. */
export function parseManifest(data: Buffer): Manifest {
  let m: Partial<Manifest>;
  try {
    m = JSON.parse(data.toString("utf8"));
  } catch {
    throw new Error("no es una copia de seguridad de Vitrina (manifest.json ilegible)");
  }
  if (m.format !== FORMAT || !Array.isArray(m.migrations) || !Array.isArray(m.tables)) {
    throw new Error("no es una copia de seguridad de Vitrina");
  }
  if (m.formatVersion !== FORMAT_VERSION) {
    throw new Error(`el formato de la copia (versión ${m.formatVersion}) no es el que esta versión de Vitrina lee`);
  }
  return m as Manifest;
}
