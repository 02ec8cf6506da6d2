// Reads listings. Callers pass the Kysely instance; nothing here knows about HTTP or React.
import type { Kysely, Selectable } from "kysely";
import type { Database } from "../db/schema.ts";
import { toBool } from "../db/schema.ts";
import { toProperty } from "./rows.server.ts";
import type { Photo, Property, PropertySummary } from "./types.ts";

export async function getProperty(
  db: Kysely<Database>,
  id: string,
): Promise<(Property & { photos: Photo[] }) | null> {
  const row = await db.selectFrom("properties").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  const photos = await db
    .selectFrom("property_photos")
    .select(["n", "width", "height"])
    .where("property_id", "=", id)
    .orderBy("position")
    .execute();
  return { ...toProperty(row), photos };
}

/** First photo (lowest position) of each listing, keyed by listing id. */
export async function coversFor(db: Kysely<Database>, ids: string[]): Promise<Map<string, Photo>> {
  const covers = new Map<string, Photo>();
  if (ids.length === 0) return covers;
  const rows = await db
    .selectFrom("property_photos")
    .select(["property_id", "n", "width", "height", "position"])
    .where("property_id", "in", ids)
    .orderBy("property_id")
    .orderBy("position")
    .execute();
  for (const r of rows) {
    if (!covers.has(r.property_id)) covers.set(r.property_id, { n: r.n, width: r.width, height: r.height });
  }
  return covers;
}

export const summaryColumns = [
  "id", "name", "type", "state", "locality", "address", "currency", "price", "featured", "dormitorios", "banos",
  "superficie",
] as const;

type SummaryRow = Pick<Selectable<Database["properties"]>, (typeof summaryColumns)[number]>;

export async function withCovers(db: Kysely<Database>, rows: SummaryRow[]): Promise<PropertySummary[]> {
  const covers = await coversFor(db, rows.map((r) => r.id));
  return rows.map((r) => ({
    ...r,
    price: r.price == null ? null : Number(r.price),
    featured: toBool(r.featured),
    cover: covers.get(r.id) ?? null,
  }));
}

export async function countProperties(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("properties")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
