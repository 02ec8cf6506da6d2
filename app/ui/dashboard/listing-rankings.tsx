// Dashboard home: the listings that bring WhatsApp enquiries, by count and by enquiries per visit. Each is a
// table (the text alternative is the numbers themselves) with a bar drawn beside each figure for a quick read.
import { Link } from "react-router";
import { SmallTable } from "./small-table.tsx";

interface Ranked {
  id: string;
  name: string;
  views: number;
  enquiries: number;
  rate?: number;
}

const percent = new Intl.NumberFormat("es-AR", { style: "percent", maximumFractionDigits: 1 });

function RankingTable({ caption, rows, value }: { caption: string; rows: Ranked[]; value: (r: Ranked) => number }) {
  const max = Math.max(...rows.map(value), 0);
  return (
    <SmallTable
      caption={caption}
      columns={[
        { label: "Propiedad" },
        { label: "Consultas", align: "right" },
        { label: "Consultas por visita", align: "right" },
      ]}
      empty="Todavía no hay consultas en este período."
      rows={rows.map((r) => (
        <tr key={r.id} className="border-t border-slate-100">
          <td className="px-4 py-2">
            <Link to={`/dashboard/propiedades/editar/${r.id}`} className="text-accent underline">
              {r.name}
            </Link>
            <span
              aria-hidden="true"
              className="mt-1 block h-1.5 rounded bg-accent/70"
              style={{ width: `${max ? Math.round((value(r) / max) * 100) : 0}%` }}
            />
          </td>
          <td className="px-4 py-2 text-right tabular-nums">{r.enquiries}</td>
          <td className="px-4 py-2 text-right tabular-nums">{r.views ? percent.format(r.enquiries / r.views) : "—"}</td>
        </tr>
      ))}
    />
  );
}

export function ListingRankings({ byEnquiries, byRate }: { byEnquiries: Ranked[]; byRate: Ranked[] }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <RankingTable caption="Más consultas por WhatsApp" rows={byEnquiries} value={(r) => r.enquiries} />
      <RankingTable
        caption="Más consultas por visita (con 10 visitas o más)"
        rows={byRate}
        value={(r) => r.rate ?? 0}
      />
    </div>
  );
}

/** The edit screen: this listing's own visits and enquiries. */
export function ListingNumbersSummary({ days, views, enquiries }: { days: number; views: number; enquiries: number }) {
  return (
    <section aria-labelledby="numeros-titulo" className="flex flex-col gap-2">
      <h2 id="numeros-titulo" className="text-xl font-semibold">
        Visitas y consultas
      </h2>
      <p className="text-slate-700" data-listing-numbers>
        Últimos {days} días: {views} visitas, {enquiries} consultas por WhatsApp
        {views ? ` (${percent.format(enquiries / views)} de las visitas)` : ""}.
      </p>
    </section>
  );
}
