// Reads listings. Callers pass the Kysely instance; nothing here knows about HTTP or React.
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { toProperty } from "./listing-row.server.ts";
import { notInTrash, publiclyVisible } from "./visibility.server.ts";
import type { Photo, Property } from "./types.ts";

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
