// GET /sitemap.xml: the public pages and every listing's detail page with its photos (image:image, the full-size
// JPEG each photo is kept as), each in Spanish and in English (/en) with xhtml:link alternates (docs/decisions/172).
// The plain map of results (/mapa, indexable without a search) is listed too (docs/decisions/213).
import { runtime } from "../../runtime/process/runtime.server.ts";
import { sitemapListings } from "../../properties/catalogue.server.ts";
import { PUBLIC_NAV } from "../../ui/site-nav.ts";
import { masterName } from "../../photos/variants.ts";
import { LOCALE_TAGS, LOCALES, localizedPath } from "../../i18n/locale.ts";

/** Indexable public pages outside the navigation: the map of results without filters (map.server.ts). */
const MORE_PAGES = ["/mapa"];

function escapeXml(s: string): string {
  return s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** One <url> per language for a Spanish path, each naming both (and Spanish as x-default). */
function pageUrls(base: string, path: string, extra = ""): string[] {
  const alternates = [
    ...LOCALES.map(
      (l) =>
        `<xhtml:link rel="alternate" hreflang="${LOCALE_TAGS[l]}" href="${escapeXml(base + localizedPath(path, l))}"/>`,
    ),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(base + path)}"/>`,
  ].join("");
  return LOCALES.map((l) => `<url><loc>${escapeXml(base + localizedPath(path, l))}</loc>${extra}${alternates}</url>`);
}

export async function loader() {
  const { settings, db } = await runtime();
  const base = settings.PUBLIC_URL;
  const urls = [
    ...[...PUBLIC_NAV.map((item) => item.to), ...MORE_PAGES].flatMap((to) => pageUrls(base, to)),
    ...(await sitemapListings(db.kysely)).flatMap((l) =>
      pageUrls(
        base,
        `/propiedad/${l.id}`,
        `<lastmod>${l.updatedAt}</lastmod>` +
          l.photos
            .map(
              (n) =>
                `<image:image><image:loc>${escapeXml(`${base}/media/${l.id}/${masterName(n)}`)}</image:loc></image:image>`,
            )
            .join(""),
      ),
    ),
  ];
  const xml =
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset ` +
    `xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ` +
    `xmlns:xhtml="http://www.w3.org/1999/xhtml" ` +
    `xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
