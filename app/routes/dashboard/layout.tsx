// Dashboard shell (SPEC.md §2 Dashboard layout): signed-in staff only, a sidebar with Home, Propiedades,
// Usuarios, Cotización and 'Salir' (a POST), collapsing into a menu on small screens (works without JavaScript).
import { Form, Link, NavLink, Outlet } from "react-router";
import { RouteError } from "../../ui/route-error.tsx";
import type { Route } from "./+types/layout";
import { requireUser, dashboardSessionMiddleware } from "../../auth/session.server.ts";
import { currentAgency } from "../../agency/current.server.ts";
import { ADMIN_ONLY_PATHS, DASHBOARD_FORBIDDEN } from "../../auth/roles.ts";
import { countNewLeads } from "../../leads/queries.server.ts";
import { runtime } from "../../runtime/process/runtime.server.ts";

export const middleware: Route.MiddlewareFunction[] = [dashboardSessionMiddleware];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const { db } = await runtime();
  return {
    user: { name: user.name, email: user.email, role: user.role },
    agency: (await currentAgency()).name,
    newLeads: await countNewLeads(db.kysely, user),
  };
}

const LINKS = [
  { to: "/dashboard", label: "Home", end: true },
  { to: "/dashboard/propiedades", label: "Propiedades", end: false },
  { to: "/dashboard/consultas", label: "Consultas", end: false },
  { to: "/dashboard/usuarios", label: "Usuarios", end: false },
  { to: "/dashboard/cotizacion", label: "Cotización", end: false },
  { to: "/dashboard/actividad", label: "Actividad", end: false },
  { to: "/dashboard/portales", label: "Portales", end: false },
  { to: "/dashboard/configuracion", label: "Configuración", end: false },
  { to: "/dashboard/perfil", label: "Mi perfil", end: false },
];

/** Agents do not see the links the server would refuse them (the guard is in each route, not here). */
const linksFor = (role: string) =>
  role === "admin" ? LINKS : LINKS.filter((l) => !(ADMIN_ONLY_PATHS as readonly string[]).includes(l.to));

function Nav({ role, newLeads }: { role: string; newLeads: number }) {
  return (
    <nav aria-label="Panel" className="flex flex-col gap-1">
      {linksFor(role).map((l) => (
        <NavLink
          key={l.to}
          to={l.to}
          end={l.end}
          className={({ isActive }) =>
            `flex min-h-11 items-center rounded-md px-3 font-medium ${
              isActive ? "bg-accent text-white" : "text-slate-800 hover:bg-slate-100"
            }`
          }
        >
          {l.label}
          {l.to === "/dashboard/consultas" && newLeads > 0 ? (
            <span className="ml-auto rounded-full bg-amber-100 px-2 text-sm font-semibold text-amber-900">
              {newLeads}
              <span className="sr-only"> nuevas</span>
            </span>
          ) : null}
        </NavLink>
      ))}
      <Form method="post" action="/salir" className="mt-4">
        <button
          type="submit"
          className={
            "flex min-h-11 w-full items-center rounded-md px-3 text-left font-medium text-slate-800 " +
            "hover:bg-slate-100"
          }
        >
          Salir
        </button>
      </Form>
    </nav>
  );
}

export default function DashboardLayout({ loaderData }: Route.ComponentProps) {
  const { user, agency, newLeads } = loaderData;
  const who = (
    <p className="truncate text-sm text-slate-600" title={user.email}>
      {user.name}
    </p>
  );
  return (
    <div className="min-h-screen bg-slate-50 md:flex">
      {/* Small screens: a top bar whose menu opens with <details>, no JavaScript needed. */}
      <details className="group border-b border-slate-200 bg-white md:hidden">
        <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between px-4">
          <span className="font-semibold">{agency}</span>
          <span className="rounded-md border border-slate-300 px-3 py-1 text-sm">Menú</span>
        </summary>
        <div className="px-4 pb-4">
          {who}
          <div className="mt-2">
            <Nav role={user.role} newLeads={newLeads} />
          </div>
        </div>
      </details>
      <aside className="hidden w-60 shrink-0 flex-col gap-4 border-r border-slate-200 bg-white p-4 md:flex">
        <Link to="/dashboard" className="font-semibold">
          {agency}
        </Link>
        {who}
        <Nav role={user.role} newLeads={newLeads} />
      </aside>
      <main className="min-w-0 flex-1 p-4 md:p-8">
        <Outlet />
      </main>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <RouteError
      error={error}
      withTitle
      notFound={{ text: "Esta sección del panel no existe." }}
      failed={{ text: "No pudimos mostrar esta sección. Intentá nuevamente." }}
      forbidden={DASHBOARD_FORBIDDEN}
      wayBack={[{ to: "/dashboard", label: "Volver al panel" }]}
    />
  );
}
