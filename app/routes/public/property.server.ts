// Loader of the detail page: the listing, its photos, similar listings and what previews and WhatsApp need.
import { data } from "react-router";
import { runtime } from "../../runtime.server.ts";
import { getProperty } from "../../properties/queries.server.ts";
import { listSimilar } from "../../properties/similar.server.ts";
import { formatPrice } from "../../properties/format.ts";
import { characteristicGroups } from "../../properties/characteristics.ts";
import { equivalentText } from "../../properties/currency-rate.ts";
import { currentRate } from "../../properties/currency-rate.server.ts";
import { priceDrops } from "../../properties/price-history.server.ts";
import { SHORT_ID } from "../../properties/ids.ts";
import { listingMap } from "../../properties/maps.ts";
import { propertyPath } from "../../analytics/property-path.ts";
import { MEDIA_BASE, OG_SIZE, ogUrl, VARIANT_WIDTHS, variantUrl } from "../../photos/variants.ts";
import type { Photo } from "../../properties/types.ts";
import type { ListingSeo } from "./property/listing-meta.ts";
import { accommodationJsonLd } from "./property/accommodation-ld.ts";

function largestVariantUrl(id: string, photo: Photo, base: string): string {
  const width = [...VARIANT_WIDTHS].reverse().find((w) => w <= photo.width) ?? VARIANT_WIDTHS[0];
  return variantUrl(id, photo.n, width, base);
}

export async function loadPropertyPage(id: string) {
  if (!SHORT_ID.test(id)) throw data("Propiedad no encontrada", { status: 404 });
  const { db, settings } = await runtime();
  const found = await getProperty(db.kysely, id);
  if (!found) throw data("Propiedad no encontrada", { status: 404 });
  const { maps, ...property } = found;
  const [similar, rate, drops] = await Promise.all([
    listSimilar(db.kysely, property),
    currentRate(db.kysely),
    priceDrops(db.kysely, [property]),
  ]);
  for (const p of similar) p.equivalent = equivalentText(p.currency, p.price, rate) ?? undefined;
  const base = settings.PUBLIC_URL;
  const url = `${base}${propertyPath(id)}`;
  const priceText = formatPrice(property.currency, property.price);
  const first = property.photos[0];
  // Absolute photo URLs for previews and JSON-LD: PHOTOS_PUBLIC_URL already is one (decision 122).
  const photos = settings.PHOTOS_PUBLIC_URL ?? `${base}${MEDIA_BASE}`;
  const seo: ListingSeo = {
    ...property,
    priceText,
    url,
    imageUrls: property.photos.slice(0, 6).map((p) => largestVariantUrl(id, p, photos)),
    ogImage: first ? { url: ogUrl(id, first.n, photos), ...OG_SIZE } : null,
    agencyName: settings.AGENCY_NAME,
    about: accommodationJsonLd(property.type, property.characteristics),
  };
  return {
    property,
    // Labelled and grouped here: the rules and option lists of characteristics.ts stay out of the page's JS.
    characteristics: characteristicGroups(property.characteristics),
    priceText,
    /** The price in the other currency through the staff's reference rate, marked approximate (decision 133). */
    equivalent: equivalentText(property.currency, property.price, rate),
    priceDrop: drops.get(property.id) ?? null,
    url,
    seo,
    similar,
    whatsappNumber: settings.AGENCY_WHATSAPP,
    // Only a vetted embed URL or share link reaches the page; the stored value itself never does.
    map: listingMap(maps, property.address, property.locality),
  };
}

export type PropertyPageData = Awaited<ReturnType<typeof loadPropertyPage>>;
