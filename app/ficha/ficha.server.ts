// A listing's ficha PDF in the reader's language, from the cache or made now: what the resource route and the bench
// call. Spanish from /propiedad/{id}/ficha.pdf, English from /en/propiedad/{id}/ficha.pdf (docs/decisions/210).
import type { PhotoStorage } from "../photos/storage.server.ts";
import { formatPrice } from "../properties/format.ts";
import type { Photo, Property } from "../properties/types.ts";
import { propertyPath } from "../analytics/property-path.ts";
import type { Settings } from "../runtime/process/env.server.ts";
import { serverT } from "../i18n/catalog.server.ts";
import { localizedPath, type Locale } from "../i18n/locale.ts";
import { SPANISH } from "../i18n/wording.ts";
import { shownText } from "../i18n/listing-view.server.ts";
import { fichaCache } from "./cache.server.ts";
import { fichaPhotos } from "./photos.server.ts";

const cache = fichaCache();

/** Changes whenever the listing or its photos do (every save bumps the version and the change time), per language. */
export function fichaKey(p: Property & { photos: Photo[] }, locale: Locale = "es"): string {
  return `${locale}:${p.id}:${p.version}:${p.updatedAt}:${p.photos.map((f) => f.n).join(",")}`;
}

export function listingFicha(
  p: Property & { photos: Photo[] },
  settings: Settings,
  storage: PhotoStorage,
  locale: Locale = "es",
): Promise<Buffer> {
  return cache.get(fichaKey(p, locale), async () => {
    // The title and description the listing's page shows in this language (decision 176), with its note.
    const text = shownText(p, locale);
    // pdfkit and qrcode (+33 MB resident) are loaded with the first ficha, not when the server starts (decision 262).
    const { drawFicha } = await import("./draw.server.ts");
    return drawFicha({
      property: { ...p, name: text.name, description: text.description },
      descriptionNote: text.note,
      priceText: formatPrice(p.currency, p.price, locale),
      url: `${settings.PUBLIC_URL}${localizedPath(propertyPath(p.id), locale)}`,
      wording: locale === "es" ? SPANISH : { t: serverT(locale), locale },
      // The same settings the public layout shows (app/routes/public/layout.tsx).
      agency: {
        name: settings.AGENCY_NAME,
        address: settings.AGENCY_ADDRESS,
        phone: settings.AGENCY_PHONE,
        email: settings.AGENCY_EMAIL,
        accent: settings.AGENCY_ACCENT,
      },
      photos: await fichaPhotos(storage, p.id, p.photos),
    });
  });
}
