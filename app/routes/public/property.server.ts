// Loader of the detail page: the listing, its photos, similar listings and what previews and WhatsApp need.
import { data } from "react-router";
import { runtime } from "../../runtime.server.ts";
import { getProperty } from "../../properties/queries.server.ts";
import { listSimilar } from "../../properties/similar.server.ts";
import { formatPrice } from "../../properties/format.ts";
import { SHORT_ID } from "../../properties/ids.ts";
import { listingMap } from "../../properties/maps.ts";
import { propertyPath } from "../../analytics/property-path.ts";
import { OG_SIZE, ogUrl, VARIANT_WIDTHS, variantUrl } from "../../photos/variants.ts";
import type { Photo } from "../../properties/types.ts";
import type { EnquiryListing } from "../../properties/whatsapp.ts";
import { type ListingSeo, listingMeta } from "./property/listing-meta.ts";

function largestVariantUrl(id: string, photo: Photo): string {
  const width = [...VARIANT_WIDTHS].reverse().find((w) => w <= photo.width) ?? VARIANT_WIDTHS[0];
  return variantUrl(id, photo.n, width);
}

export async function loadPropertyPage(id: string) {
  if (!SHORT_ID.test(id)) throw data("Propiedad no encontrada", { status: 404 });
  const { db, settings } = await runtime();
  const found = await getProperty(db.kysely, id);
  if (!found) throw data("Propiedad no encontrada", { status: 404 });
  const { maps, ...property } = found;
  const similar = await listSimilar(db.kysely, property);
  const base = settings.PUBLIC_URL;
  const url = `${base}${propertyPath(id)}`;
  const priceText = formatPrice(property.currency, property.price);
  const first = property.photos[0];
  const seo: ListingSeo = {
    ...property,
    priceText,
    url,
    imageUrls: property.photos.slice(0, 6).map((p) => `${base}${largestVariantUrl(id, p)}`),
    ogImage: first ? { url: `${base}${ogUrl(id, first.n)}`, ...OG_SIZE } : null,
    agencyName: settings.AGENCY_NAME,
  };
  return {
    property,
    priceText,
    url,
    // Built here, not in the route's meta(): the tag builders then stay out of the browser bundle.
    meta: listingMeta(seo),
    similar,
    whatsappNumber: settings.AGENCY_WHATSAPP,
    // What the enquiry's WhatsApp text names, built here rather than in the page (first-load JS, decision 150).
    enquiry: {
      id,
      name: property.name,
      type: property.type,
      address: property.address,
      locality: property.locality,
      price: priceText,
      description: property.description,
      url,
    } satisfies EnquiryListing,
    // Only a vetted embed URL or share link reaches the page; the stored value itself never does.
    map: listingMap(maps, property.address, property.locality),
  };
}

export type PropertyPageData = Awaited<ReturnType<typeof loadPropertyPage>>;
