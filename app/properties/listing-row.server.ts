// The one mapping between a listing's database row and the domain types (both ways), and the one cover rule.
// Adding a listing field: the migration and schema.ts, this file, the form schema, the views — nothing else.
import type { Kysely, Selectable, SelectQueryBuilder } from "kysely";
import { toBool, type Database, type PropertiesTable } from "../db/schema.ts";
import {
  CHARACTERISTICS,
  type Characteristics,
  characteristicColumn,
  fromColumnValue,
  toColumnValue,
} from "./characteristics.ts";
import { coordinatesFromMapValue } from "../map/coordinates.ts";
import type { ListingFields, Photo, Property, PropertySummary } from "./types.ts";

export type { ListingFields };

const num = (v: number | string | null) => (v == null ? null : Number(v));

export function toProperty(row: Selectable<PropertiesTable>): Property {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    state: row.state,
    locality: row.locality,
    address: row.address,
    description: row.description,
    titleEn: row.title_en ?? null,
    descriptionEn: row.description_en ?? null,
    currency: row.currency,
    price: num(row.price),
    maps: row.maps,
    featured: toBool(row.featured),
    characteristics: Object.fromEntries(
      CHARACTERISTICS.map(({ key }) => [
        key,
        fromColumnValue(key, (row as unknown as Record<string, unknown>)[characteristicColumn(key)]),
      ]),
    ) as Characteristics,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    version: Number(row.version),
    draft: toBool(row.draft),
    approximateLocation: toBool(row.approximate_location),
    portals: { publish: toBool(row.portals_publish), skipped: row.portals_skipped.split(",").filter(Boolean) },
  };
}

/** The location columns a write sets (decision 160): staff's point wins, else the maps value's; see ListingFields. */
function locationColumns(fields: ListingFields) {
  const derived = coordinatesFromMapValue(fields.maps);
  const { location } = fields;
  if (!location) return derived ? { latitude: derived.lat, longitude: derived.lng } : {};
  const point = location.point ?? derived;
  return {
    latitude: point?.lat ?? null,
    longitude: point?.lng ?? null,
    approximate_location: location.approximate,
  };
}

/** The columns a write sets for `fields`, with the search text kept in step. 'Consultar' stores no price. */
export function listingColumns(id: string, fields: ListingFields) {
  // Only the characteristics the write names: one left out is not touched (null on a new listing).
  const characteristics = Object.fromEntries(
    CHARACTERISTICS.flatMap(({ key }) => {
      const value = fields.characteristics[key];
      return value === undefined ? [] : [[characteristicColumn(key), toColumnValue(key, value)]];
    }),
  ) as Partial<Record<string, number | string | null>>;
  return {
    name: fields.name,
    type: fields.type,
    state: fields.state,
    locality: fields.locality,
    address: fields.address,
    description: fields.description,
    ...(fields.titleEn === undefined ? {} : { title_en: fields.titleEn || null }),
    ...(fields.descriptionEn === undefined ? {} : { description_en: fields.descriptionEn || null }),
    currency: fields.currency,
    price: fields.currency === "Consultar" ? null : fields.price,
    maps: fields.maps,
    featured: fields.featured,
    ...characteristics,
    ...locationColumns(fields),
    ...(fields.portals
      ? { portals_publish: fields.portals.publish, portals_skipped: fields.portals.skipped.join(",") }
      : {}),
    search_text: searchText(fields.name, fields.locality, fields.address, id),
  };
}

/** The columns a listing card needs, read with its cover (withCoverColumns). */
export const summaryColumns = [
  "id",
  "name",
  "type",
  "state",
  "locality",
  "address",
  "currency",
  "price",
  "featured",
  "dormitorios",
  "banos",
  "superficie",
  // The English title, for cards on English pages (decision 176).
  "title_en",
] as const;

/** The cover is the photo at this position: every save writes positions 0..n-1 in screen order. */
export const COVER_POSITION = 0;

/** The cover as joined columns: one indexed join (the dashboard table). */
export function withCoverColumns<O>(query: SelectQueryBuilder<Database, "properties", O>) {
  return query
    .leftJoin("property_photos as cover", (j) =>
      j.onRef("cover.property_id", "=", "properties.id").on("cover.position", "=", COVER_POSITION),
    )
    .select(["cover.n as cover_n", "cover.width as cover_width", "cover.height as cover_height"]);
}

type CoverColumns = { cover_n: number | null; cover_width: number | null; cover_height: number | null };
type SummaryRow = Pick<Selectable<PropertiesTable>, (typeof summaryColumns)[number]> & CoverColumns;

/**
 * Cards for rows read without their cover: one more query for the page's covers. The catalogue's tuned
 * featured-order queries stay join-free this way; the rule is the same COVER_POSITION.
 */
export async function withCovers(
  db: Kysely<Database>,
  rows: Array<Pick<Selectable<PropertiesTable>, (typeof summaryColumns)[number]>>,
): Promise<PropertySummary[]> {
  const ids = rows.map((r) => r.id);
  const covers = ids.length
    ? await db
        .selectFrom("property_photos")
        .select(["property_id", "n as cover_n", "width as cover_width", "height as cover_height"])
        .where("property_id", "in", ids)
        .where("position", "=", COVER_POSITION)
        .execute()
    : [];
  const byId = new Map(covers.map((c) => [c.property_id, c]));
  const none = { cover_n: null, cover_width: null, cover_height: null };
  return rows.map((r) => toSummary({ ...r, ...(byId.get(r.id) ?? none) }));
}

export function toCover(r: CoverColumns): Photo | null {
  return r.cover_n == null ? null : { n: r.cover_n, width: r.cover_width!, height: r.cover_height! };
}

export function toSummary(r: SummaryRow): PropertySummary {
  return {
    id: r.id,
    name: r.name,
    type: r.type,
    state: r.state,
    locality: r.locality,
    address: r.address,
    currency: r.currency,
    price: num(r.price),
    featured: toBool(r.featured),
    ...(r.title_en ? { titleEn: r.title_en } : {}),
    dormitorios: r.dormitorios,
    banos: r.banos,
    superficie: r.superficie,
    cover: toCover(r),
  };
}

/** Lower-case, accent-free text used by case- and accent-insensitive search. */
export function searchText(...parts: Array<string | null | undefined>): string {
  return parts
    .filter(Boolean)
    .join(" ")
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}
