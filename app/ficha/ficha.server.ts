// A listing's ficha PDF, from the cache or made now: what the resource route and the bench call.
import type { PhotoStorage } from "../photos/storage.server.ts";
import { formatPrice } from "../properties/format.ts";
import type { Photo, Property } from "../properties/types.ts";
import { propertyPath } from "../analytics/property-path.ts";
import type { Settings } from "../env.server.ts";
import { fichaCache } from "./cache.server.ts";
import { drawFicha } from "./draw.server.ts";
import { fichaPhotos } from "./photos.server.ts";

const cache = fichaCache();

/** Changes whenever the listing or its photos do (every save bumps the version and the change time). */
export function fichaKey(p: Property & { photos: Photo[] }): string {
  return `${p.id}:${p.version}:${p.updatedAt}:${p.photos.map((f) => f.n).join(",")}`;
}

export function listingFicha(
  p: Property & { photos: Photo[] },
  settings: Settings,
  storage: PhotoStorage,
): Promise<Buffer> {
  return cache.get(fichaKey(p), async () =>
    drawFicha({
      property: p,
      priceText: formatPrice(p.currency, p.price),
      url: `${settings.PUBLIC_URL}${propertyPath(p.id)}`,
      // The same settings the public layout shows (app/routes/public/layout.tsx).
      agency: {
        name: settings.AGENCY_NAME,
        address: settings.AGENCY_ADDRESS,
        phone: settings.AGENCY_PHONE,
        email: settings.AGENCY_EMAIL,
        accent: settings.AGENCY_ACCENT,
      },
      photos: await fichaPhotos(storage, p.id, p.photos),
    }),
  );
}
