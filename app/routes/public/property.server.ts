// Loader of the detail page: the listing, its photos, similar listings and what previews and WhatsApp need.
import { data } from "react-router";
import { agencySettings } from "../../agency/settings.server.ts";
import { getUser } from "../../auth/session.server.ts";
import { runtime } from "../../runtime.server.ts";
import { getProperty } from "../../properties/queries.server.ts";
import { listSimilar } from "../../properties/similar.server.ts";
import { formatPrice } from "../../properties/format.ts";
import { SHORT_ID } from "../../properties/ids.ts";
import { listingMap } from "../../properties/maps.ts";
import { propertyPath } from "../../analytics/property-path.ts";
import { largestVariantPath, OG_SIZE, ogUrl } from "../../photos/variants.ts";
import type { ListingSeo } from "./property/listing-meta.ts";

export async function loadPropertyPage(id: string, request: Request) {
  if (!SHORT_ID.test(id)) throw data("Propiedad no encontrada", { status: 404 });
  const { db, settings } = await runtime();
  // A draft is a 404 for visitors; signed-in staff preview it (decision 141, docs/decisions/060).
  let found = await getProperty(db.kysely, id, "public");
  const draftPreview = !found && (await getUser(request)) !== null;
  if (draftPreview) found = await getProperty(db.kysely, id, "staff");
  if (!found) throw data("Propiedad no encontrada", { status: 404 });
  const agency = await agencySettings(db.kysely, settings);
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
    imageUrls: property.photos.slice(0, 6).map((p) => `${base}${largestVariantPath(id, p)}`),
    ogImage: first ? { url: `${base}${ogUrl(id, first.n)}`, ...OG_SIZE } : null,
    agencyName: agency.name,
  };
  return {
    property,
    draftPreview,
    priceText,
    url,
    seo,
    similar,
    whatsappNumber: agency.whatsapp,
    // Only a vetted embed URL or share link reaches the page; the stored value itself never does.
    map: listingMap(maps, property.address, property.locality),
  };
}

export type PropertyPageData = Awaited<ReturnType<typeof loadPropertyPage>>;
