// One listing of the staff table: a card of short lines when the table's box is narrow, a table row when wide
// (listings-table-layout.ts). Its actions (featured, public page, edit, duplicate, delete) have a cell of their own.
import { Form, Link } from "react-router";
import Copy from "lucide-react/icons/copy";
import ExternalLink from "lucide-react/icons/external-link";
import Pencil from "lucide-react/icons/pencil";
import { formatPrice } from "../../properties/format.ts";
import type { TableRow } from "../../properties/table.server.ts";
import { typeLabel } from "../../properties/type-labels.ts";
import { StateBadge } from "../state-badge.tsx";
import { DeleteListing } from "./delete-listing.tsx";
import { DraftBadge } from "./draft-badge.tsx";
import type { DeletedListing } from "./undo-delete.tsx";
import { FeaturedToggle } from "./featured-toggle.tsx";
import { CARD_CELL, CARD_LABEL, WIDE_CELL } from "./listings-table-layout.ts";

const dateFormat = new Intl.DateTimeFormat("es-AR", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  timeZone: "America/Argentina/Cordoba",
});
const ICON_LINK = "inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100";
// Narrow: a card whose first column holds the checkbox and whose lines flow beside it. Wide: a table row.
const ROW = "grid grid-cols-[2.75rem_minmax(0,1fr)] gap-x-2 gap-y-1 px-2 py-3 @min-[60rem]:table-row @min-[60rem]:p-0";
const LINE = `col-start-2 ${CARD_CELL}`;

export function ListingsTableRow({
  row: r,
  allowDelete,
  bulkForm,
  onDeleted,
}: {
  row: TableRow;
  allowDelete: boolean;
  bulkForm: string;
  onDeleted(listing: DeletedListing): void;
}) {
  return (
    <tr className={ROW}>
      <td className={`flex justify-center pt-1 ${WIDE_CELL}`}>
        {/* Belongs to the bulk-action form above the table (works without JavaScript). */}
        <input
          type="checkbox"
          name="ids"
          value={r.id}
          form={bulkForm}
          aria-label={`Seleccionar ${r.name}`}
          className="size-5"
        />
      </td>
      <th
        scope="row"
        className={`text-left text-base font-medium text-slate-900 wrap-anywhere @min-[60rem]:text-sm ${LINE}`}
      >
        {r.name}
        {r.draft ? <DraftBadge /> : null}
        <span className="block text-xs font-normal text-slate-600">{r.address}</span>
      </th>
      <td className={`${LINE} @min-[60rem]:whitespace-nowrap`}>
        {typeLabel(r.type)} <span className={CARD_LABEL}>· {r.locality}</span>
      </td>
      <td className={LINE}>
        <StateBadge state={r.state} className="@min-[60rem]:rounded-xl @min-[60rem]:px-2" />
      </td>
      <td className={`hidden wrap-anywhere ${WIDE_CELL}`}>{r.locality}</td>
      <td className={`font-medium whitespace-nowrap ${LINE}`}>{formatPrice(r.currency, r.price)}</td>
      <td className={`${LINE} tabular-nums @min-[60rem]:pr-3 @min-[60rem]:text-right`}>
        <span className={CARD_LABEL}>Visitas: </span>
        {r.views}
        <span className={CARD_LABEL}> · Consultas: {r.enquiries}</span>
      </td>
      <td className={`hidden tabular-nums @min-[60rem]:pr-3 @min-[60rem]:text-right ${WIDE_CELL}`}>{r.enquiries}</td>
      <td className={`${LINE} whitespace-nowrap`}>
        <span className={CARD_LABEL}>Creada: </span>
        {dateFormat.format(new Date(r.createdAt))}
      </td>
      <td className={`${LINE} @min-[60rem]:py-1`}>
        <div className="-ml-2 flex flex-wrap items-center @min-[60rem]:ml-0 @min-[60rem]:grid @min-[60rem]:grid-cols-[repeat(3,2.75rem)]">
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
          {allowDelete ? <DeleteListing id={r.id} name={r.name} version={r.version} onDeleted={onDeleted} /> : null}
        </div>
      </td>
    </tr>
  );
}
