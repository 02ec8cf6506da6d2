// The dashboard's listing card (cards view): photo, name, locality, address, type, state and an edit link.
// Shares the state badge and photo naming with the public PropertyCard; shows staff fields instead of price.
import { Link } from "react-router";
import Pencil from "lucide-react/icons/pencil";
import type { TableRow } from "../properties/table.server.ts";
import { typeLabel } from "../properties/type-labels.ts";
import { CoverPhoto } from "./cover-photo.tsx";
import { StateBadge } from "./state-badge.tsx";

export function DashboardPropertyCard({ property: p }: { property: TableRow }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-md">
      <div className="relative aspect-[3/2] bg-slate-200">
        <CoverPhoto
          id={p.id}
          cover={p.cover}
          alt={p.name}
          sizes="(min-width: 1024px) 320px, (min-width: 768px) 50vw, 100vw"
        />
        <StateBadge state={p.state} className="absolute top-3 left-3" />
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h2 className="text-lg font-semibold text-slate-900">{p.name}</h2>
        <p className="text-slate-700">{p.locality}</p>
        <p className="text-slate-600">{p.address}</p>
        <p className="text-sm text-slate-600">
          {typeLabel(p.type)} · {p.state}
        </p>
        <Link
          to={`/dashboard/propiedades/editar/${p.id}`}
          className={
            "mt-auto inline-flex min-h-11 items-center gap-2 self-start pt-2 font-semibold text-accent " +
            "hover:underline"
          }
        >
          <Pencil aria-hidden="true" className="size-4" />
          Editar <span className="sr-only">{p.name}</span>
        </Link>
      </div>
    </article>
  );
}
