// /dashboard: listing counters (total, featured, per state), the four shortcuts of SPEC.md §2, the last
// 7 / 30 / 90 days of page views and WhatsApp enquiries (a chart per day, the top 5 listings), and the last backup.
import { Link } from "react-router";
import Eye from "lucide-react/icons/eye";
import MessageCircle from "lucide-react/icons/message-circle";
import Pencil from "lucide-react/icons/pencil";
import Plus from "lucide-react/icons/plus";
import Trash2 from "lucide-react/icons/trash";
import type { Route } from "./+types/index";
import { requireUser } from "../../auth/session.server.ts";
import { backupNotice } from "../../backup/notice.ts";
import { lastGoodBackupAt } from "../../backup/runs.server.ts";
import { runtime } from "../../runtime/process/runtime.server.ts";
import { listingCounters, recentActivity } from "../../properties/counters.server.ts";
import { PROPERTY_STATES } from "../../properties/options.ts";
import { CHART_RANGES, parseRange } from "../../analytics/chart-range.ts";
import { dailySeries } from "../../analytics/daily-series.server.ts";
import { DailyChart } from "../../ui/dashboard/daily-chart.tsx";
import { listingRankings } from "../../analytics/listing-rankings.server.ts";
import { ListingRankings } from "../../ui/dashboard/listing-rankings.tsx";
import { SmallTable } from "../../ui/dashboard/small-table.tsx";
import { visitSources } from "../../analytics/visit-sources.server.ts";
import { VisitSources } from "../../ui/dashboard/visit-sources.tsx";
import { savedSearchDemand } from "../../alerts/demand.server.ts";
import { SavedSearchDemandCard } from "../../ui/dashboard/saved-search-demand.tsx";
import { leadsPerDay, leadTotals } from "../../leads/queries.server.ts";
import { windowStart } from "../../properties/counters.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const { db, settings } = await runtime();
  const days = parseRange(new URL(request.url).searchParams.get("dias"));
  const now = new Date();
  const [counters, activity, clicks, lastBackup, rankings, sources, demand, leads, stored] = await Promise.all([
    listingCounters(db.kysely),
    recentActivity(db.kysely, now, days),
    dailySeries(db.kysely, days, now),
    lastGoodBackupAt(db.kysely),
    listingRankings(db.kysely, now, days),
    visitSources(db.kysely, now, days, new URL(settings.PUBLIC_URL).host),
    savedSearchDemand(db.kysely),
    leadTotals(db.kysely, now, days),
    leadsPerDay(db.kysely, windowStart(now, days)),
  ]);
  // The chart counts stored enquiries beside the WhatsApp clicks (issue #35).
  const series = clicks.map((d) => ({ ...d, leads: stored.get(d.day) ?? 0 }));
  const backup = backupNotice(lastBackup, Boolean(settings.BACKUP_DIR));
  return { name: user.name, counters, activity, series, backup, rankings, sources, demand, leads };
}

export function meta() {
  return [{ title: "Panel" }];
}

const SHORTCUTS = [
  { to: "/dashboard/propiedades/ver", label: "Ver propiedades", icon: Eye },
  { to: "/dashboard/propiedades/agregar", label: "Agregar propiedad", icon: Plus },
  { to: "/dashboard/propiedades/ver", label: "Editar propiedades", icon: Pencil },
  { to: "/dashboard/propiedades/ver", label: "Eliminar propiedades", icon: Trash2 },
];

function Counter({ label, value }: { label: string; value: number }) {
  return (
    <li className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <p className="text-sm text-slate-600">{label}</p>
      <p className="text-3xl font-bold text-slate-900 tabular-nums" data-counter={label}>
        {value}
      </p>
    </li>
  );
}

export default function DashboardHome({ loaderData }: Route.ComponentProps) {
  const { counters, activity, series, backup, rankings, sources, leads } = loaderData;
  return (
    <section className="flex flex-col gap-8">
      <div>
        <h1 className="text-2xl font-semibold">Panel</h1>
        <p className="mt-1 text-slate-700">Hola, {loaderData.name}.</p>
        <p
          data-backup-notice={backup.warning ? "warning" : "ok"}
          className={
            backup.warning
              ? "mt-3 rounded-lg bg-amber-50 px-4 py-3 text-amber-900 ring-1 ring-amber-300"
              : "mt-1 text-sm text-slate-600"
          }
        >
          {backup.text}
        </p>
      </div>
      <section aria-labelledby="counters-title">
        <h2 id="counters-title" className="mb-3 text-lg font-semibold">
          Propiedades
        </h2>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-7">
          <Counter label="Total" value={counters.total} />
          <Counter label="Destacadas" value={counters.featured} />
          {PROPERTY_STATES.map((s) => (
            <Counter key={s} label={s} value={counters.byState[s]} />
          ))}
        </ul>
      </section>
      <nav aria-label="Accesos directos" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {SHORTCUTS.map(({ to, label, icon: Icon }) => (
          <Link
            key={label}
            to={to}
            className={
              "flex min-h-16 items-center gap-3 rounded-xl bg-white p-4 font-semibold shadow-sm ring-1 " +
              "ring-slate-200 hover:ring-accent"
            }
          >
            <Icon aria-hidden="true" className="size-6 text-accent" />
            {label}
          </Link>
        ))}
      </nav>
      <section aria-labelledby="activity-title" className="flex flex-col gap-3">
        <h2 id="activity-title" className="text-lg font-semibold">
          Últimos {activity.days} días
        </h2>
        <nav aria-label="Período" className="flex gap-2">
          {CHART_RANGES.map((d) => (
            <Link
              key={d}
              to={`?dias=${d}`}
              aria-current={d === activity.days ? "page" : undefined}
              className="min-h-11 rounded-md px-3 py-2 ring-1 ring-slate-300 aria-[current=page]:bg-accent aria-[current=page]:text-white"
            >
              {d} días
            </Link>
          ))}
        </nav>
        <DailyChart series={series} />
        <ul className="grid grid-cols-2 gap-3 sm:max-w-2xl sm:grid-cols-3">
          <Counter label="Visitas a la web" value={activity.views} />
          <Counter label="Consultas por WhatsApp" value={activity.enquiries} />
          {/* Enquiries stored in 'Consultas' (issue #35), not only the clicks counted above. */}
          <Counter label="Consultas recibidas" value={leads.recent} />
        </ul>
        <SmallTable
          caption="Propiedades más vistas"
          columns={[
            { label: "Propiedad" },
            {
              label: (
                <>
                  <Eye aria-hidden="true" className="mr-1 inline size-4" />
                  Visitas
                </>
              ),
              align: "right",
            },
            {
              label: (
                <>
                  <MessageCircle aria-hidden="true" className="mr-1 inline size-4" />
                  Consultas
                </>
              ),
              align: "right",
            },
          ]}
          empty="No hay datos disponibles"
          rows={activity.top.map((t) => (
            <tr key={t.id} className="border-t border-slate-100">
              <th scope="row" className="px-4 py-2 text-left font-medium">
                <Link to={`/dashboard/propiedades/editar/${t.id}`} className="hover:text-accent hover:underline">
                  {t.name}
                </Link>
              </th>
              <td className="px-4 py-2 text-right tabular-nums">{t.views}</td>
              <td className="px-4 py-2 text-right tabular-nums">{t.enquiries}</td>
            </tr>
          ))}
        />
        <ListingRankings byEnquiries={rankings.byEnquiries} byRate={rankings.byRate} />
      </section>
      <VisitSources sources={sources} />
      <SavedSearchDemandCard demand={loaderData.demand} />
    </section>
  );
}
