// GET /propiedad/{id}/ficha.pdf: the listing's printable ficha (A4 PDF), made on the server and cached until the
// listing changes (app/ficha/). A plain link on the detail page: no JavaScript.
import { runtime } from "../../runtime.server.ts";
import { getProperty } from "../../properties/queries.server.ts";
import { SHORT_ID } from "../../properties/ids.ts";
import { fichaKey, listingFicha } from "../../ficha/ficha.server.ts";
import type { Route } from "./+types/ficha";

const notFound = () =>
  new Response("Propiedad no encontrada", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

export async function loader({ params, request }: Route.LoaderArgs) {
  if (!SHORT_ID.test(params.id)) return notFound();
  const { db, settings, storage } = await runtime();
  const property = await getProperty(db.kysely, params.id, "public");
  if (!property) return notFound();
  // The browser may keep it, but asks again each time: an edited listing must never print the old ficha.
  const etag = `"${Buffer.from(fichaKey(property)).toString("base64url")}"`;
  const headers = { ETag: etag, "Cache-Control": "no-cache" };
  if (request.headers.get("If-None-Match") === etag) return new Response(null, { status: 304, headers });
  const pdf = await listingFicha(property, settings, storage);
  return new Response(new Uint8Array(pdf), {
    headers: {
      ...headers,
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="ficha-${property.id}.pdf"`,
      "Content-Length": String(pdf.length),
    },
  });
}
