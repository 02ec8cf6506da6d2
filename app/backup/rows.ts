// Rows in a backup are engine-neutral JSON: booleans as true/false (SQLite keeps 0/1), numbers as numbers,
// timestamps as the ISO strings both engines already hand back (connect.server.ts), bytes as base64.
import type { ColumnInfo } from "./tables.server.ts";

export type Row = Record<string, unknown>;

const isBoolean = (c: ColumnInfo) => c.type === "boolean" || c.type === "bool";
const BYTES = "$base64";

/** A database row as the archive stores it. */
export function toArchiveRow(row: Row, columns: ColumnInfo[]): Row {
  const out: Row = {};
  for (const c of columns) {
    const v = row[c.name];
    if (v === null || v === undefined) out[c.name] = null;
    else if (isBoolean(c)) out[c.name] = v === true || v === 1 || v === 1n;
    else if (typeof v === "bigint") out[c.name] = Number(v);
    else if (v instanceof Uint8Array) out[c.name] = { [BYTES]: Buffer.from(v).toString("base64") };
    else if (v instanceof Date) out[c.name] = v.toISOString();
    else out[c.name] = v;
  }
  return out;
}

/** An archived row as values either engine's driver accepts (the SQLite driver turns booleans into 0/1). */
export function fromArchiveRow(row: Row): Row {
  const out: Row = {};
  for (const [k, v] of Object.entries(row)) {
    out[k] = v && typeof v === "object" && BYTES in v ? Buffer.from(String((v as Row)[BYTES]), "base64") : v;
  }
  return out;
}
