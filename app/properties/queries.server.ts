// Reads listings. Callers pass the Kysely instance; nothing here knows about HTTP or React.
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { summaryColumns, toProperty, withCovers } from "./listing-row.server.ts";
import { notInTrash, publiclyVisible } from "./visibility.server.ts";
import type { Photo, Property, PropertySummary } from "./types.ts";

/** Who is reading: a visitor sees public listings only; staff see drafts too; nobody reads the trash here. */
export type ReadScope = "public" | "staff";

export async function getProperty(
  db: Kysely<Database>,
  id: string,
  scope: ReadScope,
): Promise<(Property & { photos: Photo[] }) | null> {
  const row = await db
    .selectFrom("properties")
    .selectAll()
    .where("id", "=", id)
    .where(scope === "public" ? publiclyVisible() : notInTrash())
    .executeTakeFirst();
  if (!row) return null;
  const photos = await db
    .selectFrom("property_photos")
    .select(["n", "width", "height"])
    .where("property_id", "=", id)
    .orderBy("position")
    .execute();
  return { ...toProperty(row), photos };
}

export async function countProperties(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("properties")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Cards for the given ids, in the order asked; ids of removed listings are simply absent (Favoritos, Comparar). */
export async function listSummariesByIds(db: Kysely<Database>, ids: string[]): Promise<PropertySummary[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("properties")
    .select([...summaryColumns])
    .where("id", "in", ids)
    // Favoritos and Comparar are public: a draft or trashed listing reads as no longer available.
    .where(publiclyVisible())
    .execute();
  const byId = new Map((await withCovers(db, rows)).map((card) => [card.id, card]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
