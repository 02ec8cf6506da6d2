// 'Actividad': everything staff did (decision 143), newest first, filtered by person, listing, action and dates
// through the URL (a GET form). There is no action: the history cannot be changed through any route.
import { Form, Link } from "react-router";
import type { Route } from "./+types/activity";
import { ACTIVITY_ACTIONS, ACTIVITY_LABELS, type ActivityAction } from "../../activity/actions.ts";
import { ACTIVITY_PAGE, activityActors, listActivity } from "../../activity/query.server.ts";
import { requireUser } from "../../auth/session.server.ts";
import { SHORT_ID } from "../../properties/ids.ts";
import { runtime } from "../../runtime/process/runtime.server.ts";
import { ActivityList } from "../../ui/dashboard/activity-list.tsx";
import { FilterButtons } from "../../ui/dashboard/filter-buttons.tsx";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request, { role: "admin" });
  const q = new URL(request.url).searchParams;
  const pick = (key: string, ok: (v: string) => boolean) => {
    const v = q.get(key) ?? "";
    return ok(v) ? v : undefined;
  };
  const filters = {
    actorId: pick("persona", (v) => v.length > 0 && v.length < 100),
    propertyId: pick("propiedad", (v) => SHORT_ID.test(v)),
    action: pick("accion", (v) => (ACTIVITY_ACTIONS as string[]).includes(v)) as ActivityAction | undefined,
    from: pick("desde", (v) => DAY.test(v)),
    to: pick("hasta", (v) => DAY.test(v)),
    before: pick("antes", (v) => /^\d{1,15}$/.test(v)),
  };
  const { db } = await runtime();
  const before = filters.before ? Number(filters.before) : undefined;
  const [items, actors] = await Promise.all([
    listActivity(db.kysely, { ...filters, before }),
    activityActors(db.kysely),
  ]);
  const next = new URLSearchParams(q);
  if (items.length === ACTIVITY_PAGE) next.set("antes", String(items[items.length - 1].id));
  return {
    items,
    actors,
    filters,
    nextHref: items.length === ACTIVITY_PAGE ? `?${next.toString()}` : null,
  };
}

export function meta() {
  return [{ title: "Actividad · Panel" }];
}

const FIELD = "min-h-11 rounded-md border border-slate-300 px-3";

export default function Activity({ loaderData }: Route.ComponentProps) {
  const { items, actors, filters, nextHref } = loaderData;
  return (
    <section className="flex max-w-4xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-semibold">Actividad</h1>
        <p className="text-slate-700">Quién hizo qué y cuándo. El historial no se puede modificar.</p>
      </header>
      <Form method="get" className="flex flex-wrap items-end gap-3 rounded-xl bg-white p-3 shadow-sm">
        <label className="flex flex-col gap-1 text-sm font-medium">
          Persona
          <select name="persona" defaultValue={filters.actorId ?? ""} className={FIELD}>
            <option value="">Todas</option>
            {actors.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Acción
          <select name="accion" defaultValue={filters.action ?? ""} className={FIELD}>
            <option value="">Todas</option>
            {ACTIVITY_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {ACTIVITY_LABELS[a]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Propiedad (código)
          <input name="propiedad" defaultValue={filters.propertyId ?? ""} className={FIELD} size={10} />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Desde
          <input type="date" name="desde" defaultValue={filters.from ?? ""} className={FIELD} />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Hasta
          <input type="date" name="hasta" defaultValue={filters.to ?? ""} className={FIELD} />
        </label>
        <FilterButtons clearTo="/dashboard/actividad" clearClass="flex min-h-11 items-center px-2 underline" />
      </Form>
      <ActivityList items={items} />
      {nextHref ? (
        <Link to={nextHref} className="self-start underline">
          Ver más antiguas
        </Link>
      ) : null}
    </section>
  );
}
