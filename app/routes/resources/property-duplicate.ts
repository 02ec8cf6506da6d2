// POST /dashboard/propiedades/{id}/duplicar: copies a listing (fields and photos) as a draft named '… (copia)',
// then opens the copy's edit form. A plain form post: works without JavaScript.
import { data, redirect } from "react-router";
import { requireUser } from "../../auth/session.server.ts";
import { photoContext } from "../../photos/context.server.ts";
import { ListingNotFound } from "../../properties/concurrency.server.ts";
import { duplicateListing } from "../../properties/duplicate.server.ts";
import { SHORT_ID } from "../../properties/ids.ts";
import type { Route } from "./+types/property-duplicate";

export async function loader() {
  throw data("Método no permitido.", { status: 405 });
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  if (!SHORT_ID.test(params.id)) throw data("Propiedad no encontrada", { status: 404 });
  try {
    const copy = await duplicateListing(await photoContext(), params.id, { id: user.id, name: user.name });
    return redirect(`/dashboard/propiedades/editar/${copy}`);
  } catch (err) {
    if (err instanceof ListingNotFound) throw data("Propiedad no encontrada", { status: 404 });
    throw err;
  }
}
