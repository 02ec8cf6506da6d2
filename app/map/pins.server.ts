// The map of results' data (issue #18): every listing matching the catalogue's filters that has a point, up to a
// cap, as only what a pin needs. An approximate listing's point is replaced here by its area's centre (decision 161):
// the exact point never leaves this module.
import crypto from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { toBool } from "../db/schema.ts";
import { withQueryTimeout } from "../db/query-timeout.ts";
import { withStatementBudget } from "../db/sqlite-driver.ts";
import { type CatalogueQuery, matching } from "../properties/catalogue.server.ts";
import { formatPrice } from "../properties/format.ts";
import { type Locale, localizedPath } from "../i18n/locale.ts";
import { listingName } from "../i18n/listing-name.ts";
import { COVER_POSITION } from "../properties/listing-row.server.ts";
import type { CatalogueSearch } from "../properties/catalogue-search.ts";
import {
  type CatalogueAnswer,
  catalogueQuery,
  inEffect,
  keepTimeoutOnly,
  NO_OPTIONS,
  optionsAndRate,
  unfiltered,
  type VisitContext,
} from "../properties/catalogue-search.server.ts";
import { newSeed } from "../properties/order-seed.ts";
import { approximateCentre, pinPoint } from "./approximate.ts";
import type { MapPin } from "./pin.ts";

export type { MapPin };

/** At most this many pins: a town's agency has fewer; a larger result asks the visitor to filter. */
export const MAP_CAP = 500;

/** The key that turns a listing's point into its area's centre: unguessable without the server's secret. */
export function approximationKey(secret: string, id: string): string {
  return crypto.createHmac("sha256", secret).update(`mapa-aproximada:${id}`).digest("hex");
}

export async function listMapPins(
  db: Kysely<Database>,
  q: CatalogueQuery,
  secret: string,
  locale: Locale = "es",
): Promise<{ pins: MapPin[]; capped: boolean }> {
  const rows = await withQueryTimeout(() =>
    matching(db, q, null)
      .where("latitude", "is not", null)
      .where("longitude", "is not", null)
      .select(["id", "name", "title_en", "currency", "price", "latitude", "longitude", "approximate_location"])
      .orderBy("featured", "desc")
      .orderBy("seq")
      .limit(MAP_CAP + 1)
      .execute(),
  );
  const shown = rows.slice(0, MAP_CAP);
  const ids = shown.map((r) => r.id);
  const covers = ids.length
    ? await db
        .selectFrom("property_photos")
        .select(["property_id", "n"])
        .where("property_id", "in", ids)
        .where("position", "=", COVER_POSITION)
        .execute()
    : [];
  const coverOf = new Map(covers.map((c) => [c.property_id, c.n]));
  const pins = shown.map((r): MapPin => {
    const exact = { lat: Number(r.latitude), lng: Number(r.longitude) };
    const approximate = toBool(r.approximate_location);
    const point = approximate ? approximateCentre(exact, approximationKey(secret, r.id)) : pinPoint(exact);
    return {
      id: r.id,
      href: localizedPath(`/propiedad/${r.id}`, locale),
      title: listingName({ name: r.name, titleEn: r.title_en }, locale),
      price: formatPrice(r.currency, r.price == null ? null : Number(r.price), locale),
      cover: coverOf.get(r.id) ?? null,
      ...point,
      approximate,
    };
  });
  return { pins, capped: rows.length > MAP_CAP };
}

export interface MapAnswer extends Omit<CatalogueAnswer, "results"> {
  /** Null when the query took too long (SPEC.md §8). */
  results: { pins: MapPin[]; capped: boolean } | null;
}

/**
 * /mapa's answer to a search (issue 34): the home's filters in effect, every matching listing with a point (up to
 * MAP_CAP). A state may name any state, as /tipo does; without one, closed deals are left out, as on the home.
 */
export async function answerMapSearch(
  db: Kysely<Database>,
  asked: CatalogueSearch,
  visit: VisitContext & { secret: string },
): Promise<MapAnswer> {
  const seed = asked.seed ?? newSeed();
  let answer: MapAnswer = { search: unfiltered(asked), seed, options: NO_OPTIONS, rate: null, results: null };
  try {
    const [options, rate] = await optionsAndRate(db);
    answer = { ...answer, options, rate, search: inEffect(asked, options, rate) };
    const q = catalogueQuery(answer.search, seed, rate);
    const results = await withStatementBudget(visit.budgetMs, () => listMapPins(db, q, visit.secret, asked.locale));
    return { ...answer, results };
  } catch (err) {
    keepTimeoutOnly(err);
    return answer;
  }
}
