// GET /propiedad/{id}/ficha.pdf and /en/propiedad/{id}/ficha.pdf: the listing's printable ficha (A4 PDF) in the
// page's language, made on the server and cached until the listing changes (app/ficha/, docs/decisions/153 and
// 210). A plain link on the detail page: no JavaScript.
import { runtime } from "../../runtime/process/runtime.server.ts";
import { getProperty } from "../../properties/queries.server.ts";
import { SHORT_ID } from "../../properties/ids.ts";
import { fichaKey, listingFicha } from "../../ficha/ficha.server.ts";
import { serverT } from "../../i18n/catalog.server.ts";
import { localeFromPath, type Locale } from "../../i18n/locale.ts";
import type { Route } from "./+types/ficha";

const notFound = (locale: Locale) =>
  new Response(serverT(locale)("Propiedad no encontrada"), {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

/** The file's name as the reader's language calls it. */
const FILE_NAME = { es: "ficha", en: "fact-sheet" } as const satisfies Record<Locale, string>;

export async function loader({ params, request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  if (!SHORT_ID.test(params.id)) return notFound(locale);
  const { db, settings, storage } = await runtime();
  const property = await getProperty(db.kysely, params.id, "public");
  if (!property) return notFound(locale);
  // The browser may keep it, but asks again each time: an edited listing must never print the old ficha.
  const etag = `"${Buffer.from(fichaKey(property, locale)).toString("base64url")}"`;
  const headers = { ETag: etag, "Cache-Control": "no-cache" };
  if (request.headers.get("If-None-Match") === etag) return new Response(null, { status: 304, headers });
  const pdf = await listingFicha(property, settings, storage, locale);
  return new Response(new Uint8Array(pdf), {
    headers: {
      ...headers,
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${FILE_NAME[locale]}-${property.id}.pdf"`,
      "Content-Length": String(pdf.length),
    },
  });
}
