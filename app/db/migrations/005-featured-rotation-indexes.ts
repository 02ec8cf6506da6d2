// Indexes for the featured listings' rotated order (decision 040): above the hash-order threshold the catalogue
// reads featured rows in id order from a seed-chosen id, so a page costs a short index range instead of hashing
// and sorting every matching featured row. (featured, id) serves the home grid; (state, featured, id) one state's
// page (/tipo/{estado}, the state filter); (locality | type, featured, id) the home's locality and type filters,
// whose capped count and hash order would otherwise walk every featured listing on SQLite.
import type { Kysely } from "kysely";

const INDEXES: Array<[string, string[]]> = [
  ["properties_featured_id", ["featured", "id"]],
  ["properties_state_featured_id", ["state", "featured", "id"]],
  ["properties_locality_featured_id", ["locality", "featured", "id"]],
  ["properties_type_featured_id", ["type", "featured", "id"]],
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, columns] of INDEXES) {
    await db.schema.createIndex(name).on("properties").columns(columns).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [name] of INDEXES.toReversed()) await db.schema.dropIndex(name).execute();
}
