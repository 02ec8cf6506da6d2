// The catalogue's price sorts and result counts at 100k listings (issue #16, decision 190): one index over what
// every public read asks (draft = false, deleted_at IS NULL: decision 141), in (currency, price, seq) order, that
// also carries every column the state filter and the 'Más filtros' check. A price sort reads it in order and rejects
// non-matching rows without visiting the table; a count reads the index alone. It replaces (currency, price, seq) of
// migration 013, whose only reader was the catalogue.
//
// Two spellings of the same index. PostgreSQL: partial, over public listings only (an `IS NULL` leading column would
// not count as fixed, and the index would lose its price order). SQLite, whose planner runs without table
// statistics here and ranks indexes by their equality terms: the visibility columns follow the currency, so it
// prefers this index to (currency, state, price) for the catalogue; that one (the price spread, migration 003) gets
// them too, after the state, so it keeps its own queries (a state with no listing must stay one seek, not a scan).
import { type Kysely, sql } from "kysely";
import { isPostgres } from "../engine.ts";

const VISIBILITY = ["draft", "deleted_at"];
const FILTERS = [
  "seq",
  "state",
  "dormitorios",
  "ambientes",
  "superficie",
  "apto_credito",
  "acepta_mascotas",
  "cochera",
  "comodidades",
];
const SPREAD = "properties_currency_state_price";

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    // Written as publiclyVisible() writes it.
    const columns = ["currency", "price", ...FILTERS].map((c) => sql.ref(c));
    await sql`CREATE INDEX properties_public_price_filters ON properties (${sql.join(columns)})
      WHERE deleted_at IS NULL AND draft = false`.execute(db);
  } else {
    await db.schema
      .createIndex("properties_public_price_filters")
      .on("properties")
      .columns(["currency", ...VISIBILITY, "price", ...FILTERS])
      .execute();
    await db.schema.dropIndex(SPREAD).execute();
    await db.schema
      .createIndex(SPREAD)
      .on("properties")
      .columns(["currency", "state", ...VISIBILITY, "price"])
      .execute();
  }
  await db.schema.dropIndex("properties_currency_price_seq").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex("properties_currency_price_seq")
    .on("properties")
    .columns(["currency", "price", "seq"])
    .execute();
  if (!isPostgres(db)) {
    await db.schema.dropIndex(SPREAD).execute();
    await db.schema.createIndex(SPREAD).on("properties").columns(["currency", "state", "price"]).execute();
  }
  await db.schema.dropIndex("properties_public_price_filters").execute();
}
