// The listing table: sortable headers, one row per listing with its actions (featured, public page, edit,
// delete) in a column that stays in view. Scrolls sideways inside its box on small screens, never the page.
import Copy from "lucide-react/icons/copy";
import { BULK_FORM } from "./bulk-bar.tsx";
import { DraftBadge } from "./draft-badge.tsx";
import { Form, Link } from "react-router";
import ExternalLink from "lucide-react/icons/external-link";
import Pencil from "lucide-react/icons/pencil";
import { formatPrice } from "../../properties/format.ts";
import type { TableParams } from "../../properties/table-params.ts";
import type { TableRow } from "../../properties/table.server.ts";
import { typeLabel } from "../../properties/type-labels.ts";
import { StateBadge } from "../state-badge.tsx";
import { DeleteListing } from "./delete-listing.tsx";
import { FeaturedToggle } from "./featured-toggle.tsx";
import { SortHeader } from "./sort-header.tsx";

const dateFormat = new Intl.DateTimeFormat("es-AR", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  timeZone: "America/Argentina/Cordoba",
});
const ICON_LINK = "inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100";

export function ListingsTable({
  rows,
  params,
  allowDelete,
}: {
  rows: TableRow[];
  params: TableParams;
  allowDelete: boolean;
}) {
  return (
    <div className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full text-sm">
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="w-12 px-3 py-2">
              <span className="sr-only">Seleccionar</span>
            </th>
            <SortHeader params={params} sort="nombre" label="Nombre" />
            <SortHeader params={params} sort="tipo" label="Tipo" />
            <SortHeader params={params} sort="estado" label="Estado" />
            <SortHeader params={params} sort="localidad" label="Localidad" />
            <SortHeader params={params} sort="precio" label="Precio" />
            <SortHeader params={params} sort="visitas" label="Visitas" className="text-right" />
            <SortHeader params={params} sort="consultas" label="Consultas" className="text-right" />
            <SortHeader params={params} sort="creada" label="Creada" />
            <th
              scope="col"
              className={
                "sticky right-0 bg-slate-50 px-3 py-2 text-left font-semibold " +
                "shadow-[-1px_0_0_var(--color-slate-200)]"
              }
            >
              Acciones
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={10} className="px-3 py-10 text-center text-slate-600">
                No hay datos disponibles
              </td>
            </tr>
          ) : (
            rows.map((r) => (
              <tr key={r.id} className="border-b border-slate-100 last:border-0">
                <td className="px-3 py-2">
                  {/* Belongs to the bulk-action form above the table (works without JavaScript). */}
                  <input
                    type="checkbox"
                    name="ids"
                    value={r.id}
                    form={BULK_FORM}
                    aria-label={`Seleccionar ${r.name}`}
                    className="size-5"
                  />
                </td>
                <th scope="row" className="min-w-48 px-3 py-2 text-left font-medium text-slate-900">
                  {r.name}
                  {r.draft ? <DraftBadge /> : null}
                  <span className="block text-xs font-normal text-slate-500">{r.address}</span>
                </th>
                <td className="px-3 py-2 whitespace-nowrap">{typeLabel(r.type)}</td>
                <td className="px-3 py-2 whitespace-nowrap">
                  <StateBadge state={r.state} />
                </td>
                <td className="px-3 py-2 whitespace-nowrap">{r.locality}</td>
                <td className="px-3 py-2 whitespace-nowrap">{formatPrice(r.currency, r.price)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{r.views}</td>
                <td className="px-3 py-2 text-right tabular-nums">{r.enquiries}</td>
                <td className="px-3 py-2 whitespace-nowrap">{dateFormat.format(new Date(r.createdAt))}</td>
                <td className="sticky right-0 bg-white px-2 py-1 shadow-[-1px_0_0_var(--color-slate-200)]">
                  <div className="flex items-center">
                    <FeaturedToggle id={r.id} name={r.name} featured={r.featured} version={r.version} />
                    <a
                      href={`/propiedad/${r.id}`}
                      target="_blank"
                      rel="noopener"
                      className={ICON_LINK}
                      aria-label={`Ver ${r.name} en la web`}
                      title="Ver en la web"
                    >
                      <ExternalLink aria-hidden="true" className="size-5" />
                    </a>
                    <Link
                      to={`/dashboard/propiedades/editar/${r.id}`}
                      className={ICON_LINK}
                      aria-label={`Editar ${r.name}`}
                      title="Editar"
                    >
                      <Pencil aria-hidden="true" className="size-5" />
                    </Link>
                    <Form method="post" action={`/dashboard/propiedades/${r.id}/duplicar`}>
                      <button type="submit" className={ICON_LINK} aria-label={`Duplicar ${r.name}`} title="Duplicar">
                        <Copy aria-hidden="true" className="size-5" />
                      </button>
                    </Form>
                    {allowDelete ? <DeleteListing id={r.id} name={r.name} version={r.version} /> : null}
                  </div>
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
