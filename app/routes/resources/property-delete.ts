// POST /dashboard/propiedades/{id}/eliminar: deletes a listing (row, photos, uploads in one transaction; files
// after the commit), over the version the table showed. Answers JSON so the table can refresh in place or show
// its alert: the spec's message on failure, who changed the listing and when if it changed since.
import { requireUser } from "../../auth/session.server.ts";
import { photoContext } from "../../photos/context.server.ts";
import { changeNotice } from "../../properties/change-notice.ts";
import { ListingChanged, ListingNotFound, parseVersion } from "../../properties/concurrency.server.ts";
import { deleteListing } from "../../properties/delete.server.ts";
import { methodNotAllowed, noStoreJson, refuseListingPost } from "./listing-post.server.ts";
import type { Route } from "./+types/property-delete";
import { log } from "../../log/logger.server.ts";

export const loader = methodNotAllowed;

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  const refused = refuseListingPost(request, params.id);
  if (refused) return refused;
  const version = parseVersion((await request.formData().catch(() => null))?.get("version"));
  if (version == null) return noStoreJson({ message: "La lista no está al día. Recargá la página." }, 400);
  try {
    await deleteListing(await photoContext(), params.id, { version, by: { id: user.id, name: user.name } });
    return noStoreJson({ ok: true });
  } catch (err) {
    if (err instanceof ListingChanged) return noStoreJson({ message: changeNotice("delete", err, user.id) }, 409);
    if (err instanceof ListingNotFound) return noStoreJson({ message: "La propiedad ya no existe." }, 404);
    log.error({ err }, `Error al eliminar la propiedad ${params.id}`);
    return noStoreJson({ message: "Error al eliminar la propiedad. Por favor, inténtalo de nuevo." }, 500);
  }
}
