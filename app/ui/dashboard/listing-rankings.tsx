// Dashboard home: the listings that bring WhatsApp enquiries, by count and by enquiries per visit. Each is a
// table (the text alternative is the numbers themselves) with a bar drawn beside each figure for a quick read.
import { Link } from "react-router";

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
    <div className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full text-sm">
        <caption className="px-4 pt-3 text-left font-semibold">{caption}</caption>
        <thead className="text-slate-600">
          <tr>
            <th scope="col" className="px-4 py-2 text-left">
              Propiedad
            </th>
            <th scope="col" className="px-4 py-2 text-right">
              Consultas
            </th>
            <th scope="col" className="px-4 py-2 text-right">
              Consultas por visita
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={3} className="px-4 py-3 text-slate-600">
                Todavía no hay consultas en este período.
              </td>
            </tr>
          ) : (
            rows.map((r) => (
              <tr key={r.id} className="border-t border-slate-100">
                <td className="px-4 py-2">
                  <Link to={`/dashboard/propiedades/editar/${r.id}`} className="text-accent underline">
                    {r.name}
                  </Link>
                  <span
                    aria-hidden="true"
                    className="mt-1 block h-1.5 rounded bg-accent/70"
                    style={{
                      width: `${max ? Math.round((value(r) / max) * 100) : 0}%`,
                    }}
                  />
                </td>
                <td className="px-4 py-2 text-right tabular-nums">{r.enquiries}</td>
                <td className="px-4 py-2 text-right tabular-nums">
                  {r.views ? percent.format(r.enquiries / r.views) : "—"}
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
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
