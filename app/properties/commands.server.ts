// Writes listings: each command is one transaction, so a crash leaves the old or the new state, never a mix.
import { type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "../db/schema.ts";
import { claimVersion, createdBy, type Edit, type Editor } from "./concurrency.server.ts";
import { uniqueShortId } from "./ids.ts";
import { searchText } from "./rows.server.ts";
import type { Photo, Property } from "./types.ts";

export type PropertyInput = Omit<Property, "id" | "createdAt" | "updatedAt" | "version">;

function columns(input: PropertyInput) {
  const c = input.characteristics;
  return {
    name: input.name,
    type: input.type,
    state: input.state,
    locality: input.locality,
    address: input.address,
    description: input.description,
    currency: input.currency,
    price: input.currency === "Consultar" ? null : input.price,
    maps: input.maps,
    featured: input.featured,
    ambientes: c.ambientes,
    dormitorios: c.dormitorios,
    banos: c.banos,
    plantas: c.plantas,
    superficie: c.superficie,
    cochera: c.cochera,
    pisos: c.pisos,
    anio_construccion: c.anioConstruccion,
    patio: c.patio,
    expensas: c.expensas,
    estado: c.estado,
    contrato: c.contrato,
  };
}

async function nextSeq(trx: Transaction<Database>): Promise<number> {
  const row = await trx
    .selectFrom("properties")
    .select(sql<number>`coalesce(max(seq), 0) + 1`.as("next"))
    .executeTakeFirstOrThrow();
  return Number(row.next);
}

/** Inserts a listing and its photo list (photos in display order) in one transaction; returns the short id. */
export async function createProperty(
  db: Kysely<Database>,
  input: PropertyInput,
  photos: Photo[] = [],
  options: { id?: string; now?: Date; by?: Editor } = {},
): Promise<string> {
  return db.transaction().execute((trx) => insertProperty(trx, input, photos, options));
}

/** The insert itself, for callers that already hold a transaction (the demo seed inserts many at once). */
export async function insertProperty(
  trx: Transaction<Database>,
  input: PropertyInput,
  photos: Photo[] = [],
  options: { id?: string; now?: Date; by?: Editor } = {},
): Promise<string> {
  const now = (options.now ?? new Date()).toISOString();
  const id =
    options.id ??
    (await uniqueShortId(async (candidate) => {
      const hit = await trx.selectFrom("properties").select("id").where("id", "=", candidate).executeTakeFirst();
      return !hit;
    }));
  await trx
    .insertInto("properties")
    .values({
      id,
      seq: await nextSeq(trx),
      ...columns(input),
      search_text: searchText(input.name, input.locality, input.address, id),
      last_photo_n: photos.reduce((max, p) => Math.max(max, p.n), 0),
      created_at: now,
      updated_at: now,
      ...createdBy(options.by),
    })
    .execute();
  await insertPhotos(trx, id, photos, now);
  return id;
}

export async function insertPhotos(trx: Transaction<Database>, propertyId: string, photos: Photo[], now: string) {
  if (photos.length === 0) return;
  await trx
    .insertInto("property_photos")
    .values(
      photos.map((p, position) => ({
        property_id: propertyId,
        n: p.n,
        position,
        width: p.width,
        height: p.height,
        created_at: now,
      })),
    )
    .execute();
}

/** Marks a listing featured or not, over the version the user was shown (ListingChanged, ListingNotFound). */
export async function setFeatured(db: Kysely<Database>, id: string, featured: boolean, edit: Edit, now = new Date()) {
  await db.transaction().execute((trx) => claimVersion(trx, id, edit, now, { featured }));
}
