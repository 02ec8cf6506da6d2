// Visits and WhatsApp enquiries per day as a small SVG bar chart (no chart library: dashboard-only, a few hundred
// bytes), scaled to its width so it reads on a phone, with the same figures as a table for screen readers.
import type { DayFigures } from "../../analytics/chart-range.ts";

const H = 120;

/** `leads`: enquiries stored in 'Consultas' that day (issue #35), beside the WhatsApp clicks. */
export function DailyChart({ series }: { series: Array<DayFigures & { leads?: number }> }) {
  const max = Math.max(1, ...series.map((d) => d.views));
  const w = 100 / series.length;
  const dayLabel = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
  return (
    <figure className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <figcaption className="mb-2 flex flex-wrap gap-4 text-sm">
        <span className="font-semibold">Visitas y consultas por día</span>
        <span className="flex items-center gap-1">
          <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-accent/40" /> Visitas
        </span>
        <span className="flex items-center gap-1">
          <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-accent" /> Consultas
        </span>
        <span className="flex items-center gap-1">
          <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-slate-800" /> Guardadas
        </span>
      </figcaption>
      <svg viewBox={`0 0 100 ${H}`} preserveAspectRatio="none" className="h-32 w-full text-accent" aria-hidden="true">
        {series.map((d, i) => {
          const vh = (d.views / max) * H;
          const eh = (d.enquiries / max) * H;
          const lh = ((d.leads ?? 0) / max) * H;
          return (
            <g key={d.day}>
              <rect x={i * w + w * 0.1} y={H - vh} width={w * 0.8} height={vh} fill="currentColor" opacity={0.4} />
              <rect x={i * w + w * 0.3} y={H - eh} width={w * 0.4} height={eh} fill="currentColor" />
              <rect x={i * w + w * 0.4} y={H - lh} width={w * 0.2} height={lh} className="fill-slate-800" />
            </g>
          );
        })}
      </svg>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer">Ver los datos en una tabla</summary>
        <table className="mt-2 w-full">
          <thead>
            <tr>
              <th scope="col" className="text-left">
                Día
              </th>
              <th scope="col" className="text-right">
                Visitas
              </th>
              <th scope="col" className="text-right">
                Consultas
              </th>
              <th scope="col" className="text-right">
                Guardadas
              </th>
            </tr>
          </thead>
          <tbody>
            {series.map((d) => (
              <tr key={d.day}>
                <th scope="row" className="text-left font-normal">
                  {dayLabel(d.day)}
                </th>
                <td className="text-right tabular-nums">{d.views}</td>
                <td className="text-right tabular-nums">{d.enquiries}</td>
                <td className="text-right tabular-nums">{d.leads ?? 0}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
