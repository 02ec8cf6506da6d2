// What the listing table's POST endpoints (…/eliminar, …/restaurar) share: JSON answers that are never cached,
// and the refusal of a wrong method or an unknown listing id, in the spec's words.
import { SHORT_ID } from "../../properties/ids.ts";

export const noStoreJson = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store" } });

/** The answer to anything but a POST. */
export const methodNotAllowed = () => noStoreJson({ message: "Método no permitido." }, 405);

/** The answer refusing a request to /dashboard/propiedades/{id}/… before its work, or null to go on. */
export function refuseListingPost(request: Request, id: string): Response | null {
  if (request.method !== "POST") return methodNotAllowed();
  if (!SHORT_ID.test(id)) return noStoreJson({ message: "Propiedad desconocida." }, 404);
  return null;
}
