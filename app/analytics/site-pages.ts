// The public pages a page view may name (app/routes.ts): a beacon naming anything else is refused, so what the
// events table holds is always a path of this site, in the URL-safe form a browser sends (issue 32, item 5).
import { isPropertyState } from "../properties/options.ts";

/** Characters a browser's location.pathname + location.search can hold (it percent-encodes everything else). */
const URL_SAFE = /^[A-Za-z0-9\-._~%!$&'()*+,;=:@/?]*$/;
const PAGE =
  /^(?:\/en)?(?:\/|\/sobreNosotros|\/favoritos|\/comparar|\/mapa|\/tipo\/[^/]+|\/propiedad\/[0-9a-f]{8})\/?$/i;

export function isSitePagePath(path: string): boolean {
  if (!URL_SAFE.test(path)) return false;
  const pathname = path.split("?", 1)[0];
  if (pathname !== "/en" && !PAGE.test(pathname)) return false;
  const type = /^(?:\/en)?\/tipo\/([^/]+)\/?$/i.exec(pathname)?.[1];
  if (type === undefined) return true;
  try {
    return isPropertyState(decodeURIComponent(type));
  } catch {
    return false;
  }
}
