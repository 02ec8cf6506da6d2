// The 'Consultas' screens' server side: the inbox's filters from the URL, the options of its selects, and the
// lead page's actions (status, note, reassignment, deletion), each through app/leads with the viewer's rights.
import { data, redirect } from "react-router";
import type { StaffUser } from "../../auth/session.server.ts";
import { addLeadNote, deleteLead, LeadCommandError, reassignLead, setLeadStatus } from "../../leads/commands.server.ts";
import type { LeadFilters } from "../../leads/queries.server.ts";
import { runtime } from "../../runtime/process/runtime.server.ts";

export function filtersFrom(url: URL): LeadFilters {
  const p = url.searchParams;
  return {
    status: p.get("estado") || undefined,
    propertyId: p.get("propiedad") || undefined,
    agentId: p.get("agente") || undefined,
    q: p.get("q")?.slice(0, 100) || undefined,
    page: Math.max(1, Number.parseInt(p.get("pagina") ?? "1", 10) || 1),
  };
}

/** The listings that have leads and the staff, for the inbox's filter selects and the reassignment. */
export async function filterOptions() {
  const { db } = await runtime();
  const [listings, staff] = await Promise.all([
    db.kysely
      .selectFrom("leads")
      .select(["property_id as id", "property_name as name"])
      .distinct()
      .orderBy("property_name")
      .execute(),
    db.kysely.selectFrom("user").select(["id", "name"]).orderBy("name").execute(),
  ]);
  return { listings, staff };
}

export async function leadAction(user: StaffUser, id: string, form: FormData) {
  const { db } = await runtime();
  const intent = String(form.get("intent") ?? "");
  try {
    if (intent === "status") await setLeadStatus(db.kysely, user, id, String(form.get("status") ?? ""));
    else if (intent === "note") await addLeadNote(db.kysely, user, id, form.get("note"));
    else if (intent === "assign") await reassignLead(db.kysely, user, id, String(form.get("agentId") ?? ""));
    else if (intent === "delete") {
      await deleteLead(db.kysely, user, id);
      return redirect("/dashboard/consultas?hecho=eliminada");
    } else return data({ error: "Acción desconocida." }, { status: 400 });
  } catch (err) {
    if (!(err instanceof LeadCommandError)) throw err;
    if (err.status !== 400) throw data(err.message, { status: err.status });
    return data({ error: err.message }, { status: 400 });
  }
  return redirect(`/dashboard/consultas/${id}?hecho=${intent}`);
}
