// One lead: the visitor's message, the listing, the language, buttons to answer by WhatsApp, e-mail and phone, the
// status pipeline, notes with author and time, reassignment and the lead's history. Another agent's lead is a 403.
import { Form, Link } from "react-router";
import { data } from "react-router";
import type { Route } from "./+types/lead";
import { ACTIVITY_LABELS } from "../../activity/actions.ts";
import { requireUser } from "../../auth/session.server.ts";
import { getLead, leadHistory, leadNotes } from "../../leads/queries.server.ts";
import { LEAD_STATUSES, type LeadStatus, needsFollowUp } from "../../leads/statuses.ts";
import { leadTime, telHref, visitorWhatsapp } from "../../leads/format.ts";
import { runtime } from "../../runtime/process/runtime.server.ts";
import { ErrorBox } from "../../ui/error-box.tsx";
import { Notice } from "../../ui/notice.tsx";
import { filterOptions, leadAction } from "./leads.server.ts";
import { LeadStatusOptions, StaffOptions } from "../../ui/dashboard/choice-options.tsx";
import { OverdueBadge } from "../../ui/dashboard/overdue-badge.tsx";

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const { db } = await runtime();
  const lead = await getLead(db.kysely, user, params.id);
  if (lead === "forbidden") throw data("No tenés permiso para ver esta consulta.", { status: 403 });
  if (!lead) throw data("La consulta no existe.", { status: 404 });
  const [notes, history, { staff }] = await Promise.all([
    leadNotes(db.kysely, lead.id),
    leadHistory(db.kysely, lead.id),
    filterOptions(),
  ]);
  const saved = new URL(request.url).searchParams.get("hecho");
  return {
    lead,
    notes,
    history,
    staff,
    isAdmin: user.role === "admin",
    overdue: needsFollowUp(lead.status, lead.created_at),
    whatsapp: visitorWhatsapp(lead.phone, lead.name, lead.property_name),
    saved: saved ? "Cambios guardados." : null,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const form = await request.formData();
  // Deleting a lead (a visitor's request under Ley 25.326) is for administrators.
  const user = await requireUser(request, form.get("intent") === "delete" ? { role: "admin" } : {});
  return leadAction(user, params.id, form);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `Consulta de ${loaderData.lead.name || "visitante"}` : "Consulta" }];
}

const button = "inline-flex min-h-11 items-center rounded-md px-4 font-medium";
const input = "mt-1 block min-h-11 w-full rounded-md border border-slate-300 bg-white px-3";

export default function Lead({ loaderData, actionData }: Route.ComponentProps) {
  const { lead, notes, history, staff, isAdmin, overdue, whatsapp, saved } = loaderData;
  const rows: Array<[string, React.ReactNode]> = [
    ["Recibida", leadTime(lead.created_at)],
    [
      "Propiedad",
      <Link
        key="p"
        to={`/propiedad/${lead.property_id}`}
        className="underline"
      >{`${lead.property_name} (${lead.property_id})`}</Link>,
    ],
    ["Email", lead.email],
    ["Teléfono", lead.phone],
    ["Idioma", lead.language === "en" ? "Inglés" : "Español"],
    ["Página", lead.source_page],
    ...(lead.stay_from && lead.stay_to ? [["Estadía", `${lead.stay_from} → ${lead.stay_to}`] as [string, string]] : []),
    ["Agente", lead.agent_name ?? "Sin asignar"],
  ];
  return (
    <section className="flex max-w-4xl flex-col gap-6">
      <header>
        <Link to="/dashboard/consultas" className="text-sm underline">
          ← Consultas
        </Link>
        <h1 className="mt-2 text-2xl font-semibold">{lead.name || "Consulta anonimizada"}</h1>
        <p className="mt-1 flex flex-wrap gap-2">
          <span className="rounded-full bg-slate-100 px-3 py-1 text-sm">
            {LEAD_STATUSES[lead.status as LeadStatus] ?? lead.status}
          </span>
          {overdue ? <OverdueBadge /> : null}
        </p>
      </header>
      {actionData ? <ErrorBox errors={[actionData.error]} /> : <Notice>{saved}</Notice>}
      <div className="flex flex-wrap gap-3">
        {whatsapp ? (
          <a
            href={whatsapp.href}
            target="_blank"
            rel="noopener noreferrer"
            className={`${button} bg-accent text-white`}
          >
            WhatsApp {whatsapp.shown}
          </a>
        ) : null}
        {lead.email ? (
          <a href={`mailto:${lead.email}`} className={`${button} border border-slate-300 bg-white`}>
            Responder por email
          </a>
        ) : null}
        {lead.phone ? (
          <a href={telHref(lead.phone)} className={`${button} border border-slate-300 bg-white`}>
            Llamar
          </a>
        ) : null}
      </div>
      <dl className="grid gap-x-6 gap-y-2 rounded-lg bg-white p-4 shadow-sm sm:grid-cols-[auto_1fr]">
        {rows.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="font-medium text-slate-700">{k}</dt>
            <dd className="break-words">{v}</dd>
          </div>
        ))}
        <dt className="font-medium text-slate-700">Mensaje</dt>
        <dd className="whitespace-pre-line">{lead.message}</dd>
      </dl>
      <div className="grid gap-4 md:grid-cols-2">
        <Form method="post" className="flex flex-col gap-2 rounded-lg bg-white p-4 shadow-sm">
          <input type="hidden" name="intent" value="status" />
          <label className="font-medium">
            Estado
            <select name="status" defaultValue={lead.status} className={input}>
              <LeadStatusOptions />
            </select>
          </label>
          <button type="submit" className={`${button} self-start bg-accent text-white`}>
            Cambiar estado
          </button>
        </Form>
        <Form method="post" className="flex flex-col gap-2 rounded-lg bg-white p-4 shadow-sm">
          <input type="hidden" name="intent" value="assign" />
          <label className="font-medium">
            Asignada a
            <select name="agentId" defaultValue={lead.agent_id ?? ""} className={input}>
              <option value="">Sin asignar</option>
              <StaffOptions staff={staff} />
            </select>
          </label>
          <button type="submit" className={`${button} self-start border border-slate-300`}>
            Reasignar
          </button>
        </Form>
      </div>
      <TitledSection id="notas" title="Notas" className="flex flex-col gap-3">
        {notes.length === 0 ? <p className="text-slate-600">Todavía no hay notas.</p> : null}
        <ol className="flex flex-col gap-2">
          {notes.map((n) => (
            <li key={n.id} className="rounded-lg bg-white p-3 shadow-sm">
              <p className="text-sm text-slate-600">
                <strong>{n.author_name}</strong> · <time dateTime={n.created_at}>{leadTime(n.created_at)}</time>
              </p>
              <p className="whitespace-pre-line">{n.body}</p>
            </li>
          ))}
        </ol>
        {/* Keyed by the count: a saved note leaves an empty field for the next one. */}
        <Form key={notes.length} method="post" className="flex flex-col gap-2">
          <input type="hidden" name="intent" value="note" />
          <label className="font-medium">
            Nueva nota
            <textarea name="note" rows={3} maxLength={2000} required className={input} />
          </label>
          <button type="submit" className={`${button} self-start bg-accent text-white`}>
            Agregar nota
          </button>
        </Form>
      </TitledSection>
      <TitledSection id="historial" title="Historial" className="flex flex-col gap-2">
        <ol className="divide-y divide-slate-200 rounded-lg bg-white shadow-sm">
          {history.map((h) => (
            <li key={h.id} className="p-3 text-sm">
              <time dateTime={h.at} className="text-slate-600">
                {leadTime(h.at)}
              </time>{" "}
              <strong>{h.actor}</strong> · {ACTIVITY_LABELS[h.action as keyof typeof ACTIVITY_LABELS] ?? h.action}
              {h.note ? ` · ${h.note}` : ""}
            </li>
          ))}
        </ol>
      </TitledSection>
      {isAdmin ? (
        <Form method="post" className="rounded-lg border border-red-200 bg-red-50 p-4">
          <input type="hidden" name="intent" value="delete" />
          <p className="mb-2 text-sm text-red-900">
            Si la persona pide que borremos sus datos (Ley 25.326), eliminá la consulta: se borran sus datos y sus
            notas.
          </p>
          <button type="submit" className={`${button} bg-red-700 text-white`}>
            Eliminar consulta
          </button>
        </Form>
      ) : null}
    </section>
  );
}

/** A part of the lead's page under its own heading, which names it for assistive technology. */
function TitledSection(props: { id: string; title: string; className: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={props.id} className={props.className}>
      <h2 id={props.id} className="text-lg font-semibold">
        {props.title}
      </h2>
      {props.children}
    </section>
  );
}
