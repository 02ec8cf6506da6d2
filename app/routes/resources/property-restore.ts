// POST /dashboard/propiedades/{id}/restaurar: takes a listing back out of 'Papelera' (the table's 'Deshacer' right
// after a delete). Answers JSON, so the table refreshes in place or says why it could not.
import { requireUser } from "../../auth/session.server.ts";
import { photoContext } from "../../photos/context.server.ts";
import { ListingNotFound } from "../../properties/concurrency.server.ts";
import { restoreListing } from "../../properties/delete.server.ts";
import { SHORT_ID } from "../../properties/ids.ts";
import type { Route } from "./+types/property-restore";

const json = (body: unknown, status = 200) => Response.json(body, { status, headers: { "Cache-Control": "no-store" } });

export async function loader() {
  return json({ message: "Método no permitido." }, 405);
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  if (request.method !== "POST") return json({ message: "Método no permitido." }, 405);
  if (!SHORT_ID.test(params.id)) return json({ message: "Propiedad desconocida." }, 404);
  try {
    await restoreListing(await photoContext(), params.id, { id: user.id, name: user.name });
    return json({ ok: true });
  } catch (err) {
    if (err instanceof ListingNotFound) return json({ message: "La propiedad ya no está en la papelera." }, 404);
    throw err;
  }
}
