// GET /sitemap.xml: the public pages and every listing's detail page with its photos (image:image, the full-size
// JPEG each photo is kept as).
import { runtime } from "../../runtime.server.ts";
import { sitemapListings } from "../../properties/catalogue.server.ts";
import { PUBLIC_NAV } from "../../ui/site-nav.ts";
import { masterName } from "../../photos/variants.ts";

function escapeXml(s: string): string {
  return s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export async function loader() {
  const { settings, db } = await runtime();
  const base = settings.PUBLIC_URL;
  const urls = [
    ...PUBLIC_NAV.map((item) => `<url><loc>${escapeXml(base + item.to)}</loc></url>`),
    ...(await sitemapListings(db.kysely)).map(
      (l) =>
        `<url><loc>${escapeXml(`${base}/propiedad/${l.id}`)}</loc><lastmod>${l.updatedAt}</lastmod>` +
        l.photos
          .map(
            (n) =>
              `<image:image><image:loc>${escapeXml(`${base}/media/${l.id}/${masterName(n)}`)}</image:loc></image:image>`,
          )
          .join("") +
        "</url>",
    ),
  ];
  const xml =
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset ` +
    `xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ` +
    `xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
