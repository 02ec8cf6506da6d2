// A list of history entries (who, when, what, and for edits each field old → new): the 'Actividad' page and the
// listing's history on its edit screen.
import { Link } from "react-router";
import { ACTIVITY_LABELS } from "../../activity/actions.ts";
import type { ActivityItem } from "../../activity/query.server.ts";

const when = new Intl.DateTimeFormat("es-AR", {
  dateStyle: "short",
  timeStyle: "short",
  timeZone: "America/Argentina/Cordoba",
});

const shorten = (text: string) => (text.length > 80 ? `${text.slice(0, 77)}…` : text || "—");

export function ActivityList({ items, showListing = true }: { items: ActivityItem[]; showListing?: boolean }) {
  if (items.length === 0) return <p className="text-slate-600">No hay actividad registrada.</p>;
  return (
    <ol className="divide-y divide-slate-200 rounded-lg bg-white shadow-sm" aria-label="Actividad">
      {items.map((item) => (
        <li key={item.id} className="flex flex-col gap-1 p-3">
          <p>
            <time dateTime={item.at} className="text-sm text-slate-600">
              {when.format(new Date(item.at))}
            </time>{" "}
            <strong>{item.actor}</strong> · {ACTIVITY_LABELS[item.action] ?? item.action}
            {showListing && item.property ? (
              <>
                {" · "}
                <Link to={`/dashboard/actividad?propiedad=${item.property.id}`} className="underline">
                  {item.property.name}
                </Link>
              </>
            ) : null}
          </p>
          {item.note ? <p className="text-sm text-slate-700">{item.note}</p> : null}
          {item.changes.length ? (
            <ul className="text-sm text-slate-700">
              {item.changes.map((c) => (
                <li key={c.field}>
                  {c.field}: <del className="text-slate-500">{shorten(c.from)}</del> → <ins>{shorten(c.to)}</ins>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
