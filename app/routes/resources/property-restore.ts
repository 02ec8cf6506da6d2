// POST /dashboard/propiedades/{id}/restaurar: takes a listing back out of 'Papelera' (the table's 'Deshacer' right
// after a delete). Answers JSON, so the table refreshes in place or says why it could not.
import { requireUser } from "../../auth/session.server.ts";
import { photoContext } from "../../photos/context.server.ts";
import { ListingNotFound } from "../../properties/concurrency.server.ts";
import { restoreListing } from "../../properties/delete.server.ts";
import { methodNotAllowed, noStoreJson, refuseListingPost } from "./listing-post.server.ts";
import type { Route } from "./+types/property-restore";

export const loader = methodNotAllowed;

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  const refused = refuseListingPost(request, params.id);
  if (refused) return refused;
  try {
    await restoreListing(await photoContext(), params.id, { id: user.id, name: user.name });
    return noStoreJson({ ok: true });
  } catch (err) {
    if (err instanceof ListingNotFound) return noStoreJson({ message: "La propiedad ya no está en la papelera." }, 404);
    throw err;
  }
}
