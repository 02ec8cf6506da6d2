// The catalogue's price sorts and result counts at 100k listings (issue #16, decision 190): one index over what
// every public read asks (draft = false, deleted_at IS NULL: decision 141), in (currency, price, seq) order, that
// also carries every column the state filter and the 'Más filtros' check. A price sort reads it in order and rejects
// non-matching rows without visiting the table; a count reads the index alone. It replaces (currency, price, seq) of
// migration 013, whose only reader was the catalogue.
//
// Two spellings of the same index. PostgreSQL: partial, over public listings only (an `IS NULL` leading column would
// not count as fixed, and the index would lose its price order). SQLite, whose planner runs without table
// statistics here and ranks indexes by their equality terms: the two visibility columns lead, so it prefers this
// index to (deleted_at) or (currency, state, price) for every catalogue query.
import { type Kysely, sql } from "kysely";
import { isPostgres } from "../engine.ts";

const VISIBILITY = ["draft", "deleted_at"];
const COLUMNS = [
  "currency",
  "price",
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

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    // Written as publiclyVisible() writes it.
    await sql`CREATE INDEX properties_public_price_filters ON properties (${sql.join(COLUMNS.map((c) => sql.ref(c)))})
      WHERE deleted_at IS NULL AND draft = false`.execute(db);
  } else {
    await db.schema
      .createIndex("properties_public_price_filters")
      .on("properties")
      .columns([...VISIBILITY, ...COLUMNS])
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
  await db.schema.dropIndex("properties_public_price_filters").execute();
}
