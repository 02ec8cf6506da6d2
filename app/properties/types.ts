// The listing as the app sees it, independent of the engine it was read from.
import type { Characteristics } from "./characteristics.ts";
import type { BaseValues, CardKey, KeptWhenAbsentKey } from "./listing-fields.ts";

export interface Photo {
  n: number;
  width: number;
  height: number;
}

/** The listing's own fields (listing-fields.ts) plus what the app keeps about it. The optional English title and
 * description are null when not written (decision 176). */
export type Property = BaseValues & {
  id: string;
  characteristics: Characteristics;
  createdAt: string;
  updatedAt: string;
  /** What an edit names to be accepted (docs/decisions/085). */
  version: number;
  /** A 'Borrador': staff only until published (decision 141). */
  draft: boolean;
  /** The public sees an area, not the point (decision 161); the point itself is never part of this type. */
  approximateLocation: boolean;
  /** Set by toProperty; left out by builders that do not care. */
  portals?: ListingPortals;
};

/**
 * Where a listing is on the map (decision 160): staff's point, else the one its maps value holds; and whether the
 * public sees an area instead (decision 161). Never part of Property: the exact point stays on the server.
 */
/** 'Publicar en portales' and the portals skipped (migration 023, issue 37). */
export interface ListingPortals {
  publish: boolean;
  /** Portal ids (app/feeds/portals.ts) staff turned off for this listing. */
  skipped: string[];
}

export interface ListingLocation {
  point: { lat: number; lng: number } | null;
  approximate: boolean;
}

/** What a write sets: the listing's own fields. A characteristic left out is not touched (null when created). */
export type ListingFields = Omit<
  Property,
  "id" | "createdAt" | "updatedAt" | "version" | "characteristics" | "draft" | "approximateLocation" | KeptWhenAbsentKey
> & {
  characteristics: Partial<Property["characteristics"]>;
  /** Left out (imports): the maps value's point if it holds one, else the stored point stays. */
  location?: ListingLocation;
  /** Left out (imports, other writers): not touched (a new listing publishes to every portal). */
  portals?: ListingPortals;
} & Partial<Pick<BaseValues, KeptWhenAbsentKey>>; // left out (undefined): not touched (null on a new listing)

/** What a listing card needs: the listing plus its first photo. */
export type PropertySummary = Pick<BaseValues, Exclude<CardKey, "titleEn">> & {
  id: string;
  dormitorios: number | null;
  banos: number | null;
  superficie: number | null;
  cover: Photo | null;
  /** The English title when staff wrote one (decision 176): English pages show it instead of `name`. */
  titleEn?: string;
  /** The price in the other currency through the reference rate ('≈ USD 535 (dólar MEP del …)'), if one is set. */
  equivalent?: string;
  /** 'Bajó de precio' in whole percent, when it went down in the last 60 days (price-history.ts). */
  priceDrop?: number;
};
