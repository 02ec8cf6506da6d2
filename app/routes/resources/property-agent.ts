// POST /dashboard/propiedades/{id}/agente: gives the listing to a staff member (or none), from the edit page's
// 'Agente' section (issue #35); works without JavaScript and returns to the edit page.
import { data, redirect } from "react-router";
import { requireUser } from "../../auth/session.server.ts";
import { ListingAgentError, setListingAgent } from "../../leads/listing-agent.server.ts";
import { SHORT_ID } from "../../properties/ids.ts";
import { runtime } from "../../runtime/process/runtime.server.ts";
import type { Route } from "./+types/property-agent";

export function loader() {
  return new Response("Método no permitido", { status: 405 });
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  if (!SHORT_ID.test(params.id)) throw data("Propiedad no encontrada", { status: 404 });
  const form = await request.formData();
  const { db } = await runtime();
  try {
    await setListingAgent(db.kysely, user, params.id, String(form.get("agentId") ?? ""));
  } catch (err) {
    if (err instanceof ListingAgentError) throw data(err.message, { status: 400 });
    throw err;
  }
  return redirect(`/dashboard/propiedades/editar/${params.id}?agente=1`);
}
