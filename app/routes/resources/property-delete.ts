// POST /dashboard/propiedades/{id}/eliminar: deletes a listing (row, photos, uploads in one transaction; files
// after the commit). Answers JSON so the table can refresh in place or show its alert.
import { requireUser } from "../../auth/session.server.ts";
import { photoContext } from "../../photos/context.server.ts";
import { deleteListing } from "../../properties/delete.server.ts";
import { SHORT_ID } from "../../properties/ids.ts";
import type { Route } from "./+types/property-delete";

const json = (body: unknown, status = 200) => Response.json(body, { status, headers: { "Cache-Control": "no-store" } });

export async function loader() {
  return json({ message: "Método no permitido." }, 405);
}

export async function action({ request, params }: Route.ActionArgs) {
  await requireUser(request);
  if (request.method !== "POST") return json({ message: "Método no permitido." }, 405);
  if (!SHORT_ID.test(params.id)) return json({ message: "Propiedad desconocida." }, 404);
  try {
    const deleted = await deleteListing(await photoContext(), params.id);
    return deleted ? json({ ok: true }) : json({ message: "La propiedad ya no existe." }, 404);
  } catch (err) {
    console.error(`Error al eliminar la propiedad ${params.id}:`, err);
    return json({ message: "Error al eliminar la propiedad. Por favor, inténtalo de nuevo." }, 500);
  }
}
