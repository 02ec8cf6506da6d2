// 'Consultas': the agency's enquiries, newest first — filters by status, listing and agent and a search by name,
// phone or e-mail, all in the URL (a GET form); leads still 'Nueva' after a working day are flagged.
import { Form, Link } from "react-router";
import type { Route } from "./+types/leads";
import { requireUser } from "../../auth/session.server.ts";
import { INBOX_PAGE_SIZE, listLeads } from "../../leads/queries.server.ts";
import { LEAD_STATUSES, type LeadStatus } from "../../leads/statuses.ts";
import { leadTime } from "../../leads/format.ts";
import { runtime } from "../../runtime/process/runtime.server.ts";
import { Notice } from "../../ui/notice.tsx";
import { filterOptions, filtersFrom } from "./leads.server.ts";
import { LeadStatusOptions, StaffOptions } from "../../ui/dashboard/choice-options.tsx";
import { OverdueBadge } from "../../ui/dashboard/overdue-badge.tsx";
import { FilterButtons } from "../../ui/dashboard/filter-buttons.tsx";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const { db } = await runtime();
  const url = new URL(request.url);
  const filters = filtersFrom(url);
  const [{ rows, total }, options] = await Promise.all([listLeads(db.kysely, user, filters), filterOptions()]);
  const deleted = url.searchParams.get("hecho") === "eliminada";
  const pages = Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE));
  return { rows, total, pages, filters, options, isAdmin: user.role === "admin", deleted };
}

export function meta() {
  return [{ title: "Consultas" }];
}

const field = "mt-1 block min-h-11 w-full rounded-md border border-slate-300 bg-white px-3";

export default function Leads({ loaderData }: Route.ComponentProps) {
  const { rows, total, pages, filters, options, isAdmin, deleted } = loaderData;
  const page = filters.page ?? 1;
  const pageLink = (n: number) => {
    const p = new URLSearchParams();
    for (const [k, v] of Object.entries({
      estado: filters.status,
      propiedad: filters.propertyId,
      agente: filters.agentId,
      q: filters.q,
    }))
      if (v) p.set(k, v);
    p.set("pagina", String(n));
    return `?${p}`;
  };
  return (
    <section className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold">Consultas</h1>
          <p className="text-slate-700">Las consultas que llegan desde el sitio, la más nueva primero.</p>
        </div>
        {isAdmin ? (
          <a
            href="/dashboard/consultas/exportar"
            className="inline-flex min-h-11 items-center rounded-md border border-slate-300 bg-white px-4 font-medium"
          >
            Exportar CSV
          </a>
        ) : null}
      </header>
      <Notice>{deleted ? "Consulta eliminada." : null}</Notice>
      <Form method="get" className="grid gap-3 rounded-lg bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-5">
        <label className="font-medium lg:col-span-2">
          Buscar
          <input
            name="q"
            type="search"
            defaultValue={filters.q ?? ""}
            placeholder="Nombre, teléfono o email"
            className={field}
          />
        </label>
        <FilterSelect label="Estado" name="estado" value={filters.status} all="Todos">
          <LeadStatusOptions />
        </FilterSelect>
        <FilterSelect label="Propiedad" name="propiedad" value={filters.propertyId} all="Todas">
          {options.listings.map((l) => (
            <option key={l.id} value={l.id}>
              {l.name} ({l.id})
            </option>
          ))}
        </FilterSelect>
        <FilterSelect label="Agente" name="agente" value={filters.agentId} all="Todos">
          <option value="ninguno">Sin asignar</option>
          <StaffOptions staff={options.staff} />
        </FilterSelect>
        <div className="flex items-end gap-3 sm:col-span-2 lg:col-span-5">
          <FilterButtons clearTo="/dashboard/consultas" clearClass="inline-flex min-h-11 items-center underline" />
          <p className="ml-auto text-slate-700">Número de consultas: {total}</p>
        </div>
      </Form>
      {rows.length === 0 ? (
        <p className="rounded-lg bg-white p-6 text-slate-700 shadow-sm">No hay consultas.</p>
      ) : (
        <ol className="divide-y divide-slate-200 rounded-lg bg-white shadow-sm" aria-label="Consultas">
          {rows.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 p-4">
              {/* A line of its own on phones; beside the date and status from the small breakpoint. */}
              <div className="min-w-0 basis-full sm:basis-0 sm:flex-1">
                <Link to={`/dashboard/consultas/${r.id}`} className="font-semibold text-accent underline">
                  {r.name || "Consulta anonimizada"}
                </Link>
                <p className="truncate text-sm text-slate-700">
                  {r.propertyName} · {r.email} · {r.phone}
                </p>
              </div>
              <p className="text-sm text-slate-700">
                <time dateTime={r.createdAt}>{leadTime(r.createdAt)}</time> · {r.agentName ?? "Sin asignar"}
              </p>
              <span className="rounded-full bg-slate-100 px-3 py-1 text-sm">
                {LEAD_STATUSES[r.status as LeadStatus] ?? r.status}
              </span>
              {r.overdue ? <OverdueBadge /> : null}
            </li>
          ))}
        </ol>
      )}
      {pages > 1 ? (
        <nav aria-label="Páginas" className="flex items-center gap-4">
          {page > 1 ? <Link to={pageLink(page - 1)}>Anterior</Link> : null}
          <span>
            página {page} de {pages}
          </span>
          {page < pages ? <Link to={pageLink(page + 1)}>Siguiente</Link> : null}
        </nav>
      ) : null}
    </section>
  );
}

/** One of the filters: a labelled picker whose first choice, `all`, leaves it unset. */
function FilterSelect(props: { label: string; name: string; value?: string; all: string; children: React.ReactNode }) {
  return (
    <label className="font-medium">
      {props.label}
      <select name={props.name} defaultValue={props.value ?? ""} className={field}>
        <option value="">{props.all}</option>
        {props.children}
      </select>
    </label>
  );
}
