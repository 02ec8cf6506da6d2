// The one mapping between a listing's database row and the domain types (both ways), and the one cover rule.
// The field columns follow listing-fields.ts: adding a listing field is its entry there and its migration.
import type { Insertable, Kysely, Selectable, SelectQueryBuilder } from "kysely";
import { toBool, type Database, type PropertiesTable } from "../db/schema.ts";
import {
  CHARACTERISTICS,
  type Characteristics,
  characteristicColumn,
  fromColumnValue,
  toColumnValue,
} from "./characteristics.ts";
import { type BaseValues, type CardColumn, type FieldDefinition, LISTING_FIELDS } from "./listing-fields.ts";
import { coordinatesFromMapValue } from "../map/coordinates.ts";
import type { ListingFields, Photo, Property, PropertySummary } from "./types.ts";

export type { ListingFields };

const num = (v: number | string | null) => (v == null ? null : Number(v));

/** A base field's column value as its domain value, by kind. */
function fromColumn(f: FieldDefinition, value: unknown): unknown {
  if (f.kind === "boolean") return toBool(value as boolean | number);
  if (f.kind === "money") return num(value as number | null);
  return f.nullable ? (value ?? null) : value;
}

/** The base fields of a row (listing-fields.ts), by key. */
export function baseFieldValues(row: Record<string, unknown>, defs: readonly FieldDefinition[] = LISTING_FIELDS) {
  return Object.fromEntries(defs.filter((f) => !f.characteristic).map((f) => [f.key, fromColumn(f, row[f.column])]));
}

/** The columns a write sets for the base fields; one kept when absent is left out when the write leaves it out. */
export function baseFieldColumns(fields: Record<string, unknown>, defs: readonly FieldDefinition[] = LISTING_FIELDS) {
  return Object.fromEntries(
    defs.flatMap((f) => {
      const value = fields[f.key];
      if (f.characteristic || (f.keptWhenAbsent && value === undefined)) return [];
      const text = f.kind === "text" || f.kind === "longText";
      return [[f.column, f.nullable && text ? value || null : value]];
    }),
  );
}

/** The text search reads: the searchable fields, then the id. */
export function searchTextOf(fields: Record<string, unknown>, id: string, defs = LISTING_FIELDS) {
  return searchText(...defs.filter((f) => f.outputs.searchable).map((f) => fields[f.key] as string), id);
}

export function toProperty(row: Selectable<PropertiesTable>): Property {
  return {
    ...(baseFieldValues(row as unknown as Record<string, unknown>) as BaseValues),
    id: row.id,
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
    ...(baseFieldColumns(fields as unknown as Record<string, unknown>) as Required<
      Pick<
        Insertable<PropertiesTable>,
        "name" | "type" | "state" | "locality" | "address" | "description" | "currency" | "maps" | "featured"
      >
    > &
      Partial<Pick<Insertable<PropertiesTable>, "title_en" | "description_en">>),
    price: fields.currency === "Consultar" ? null : fields.price,
    ...characteristics,
    ...locationColumns(fields),
    ...(fields.portals
      ? { portals_publish: fields.portals.publish, portals_skipped: fields.portals.skipped.join(",") }
      : {}),
    search_text: searchTextOf(fields as unknown as Record<string, unknown>, id),
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

// summaryColumns names exactly the definition's card fields: a field marked `card` and not listed fails to compile.
type Unmatched = Exclude<CardColumn, SummaryColumn> | Exclude<SummaryColumn, CardColumn>;
type SummaryColumn = (typeof summaryColumns)[number];
export const cardColumnsMatch: [Unmatched] extends [never] ? true : Unmatched = true;

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
