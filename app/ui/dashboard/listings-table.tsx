// The listing table: sortable headers and one row per listing with its actions (featured, public page, edit,
// duplicate, delete). One markup, two layouts by the width of its box (a container query, so the sidebar counts):
// a stacked card per listing when narrow, a table whose columns all fit when wide (no column ever covers another).
import { BULK_FORM } from "./bulk-bar.tsx";
import type { TableParams } from "../../properties/table-params.ts";
import type { TableRow } from "../../properties/table.server.ts";
import { ListingsTableRow } from "./listings-table-row.tsx";
import { SortHeader } from "./sort-header.tsx";
import { WIDE_CELL } from "./listings-table-layout.ts";
import type { DeletedListing } from "./undo-delete.tsx";

export function ListingsTable({
  rows,
  params,
  allowDelete,
  onDeleted,
}: {
  rows: TableRow[];
  params: TableParams;
  allowDelete: boolean;
  onDeleted(listing: DeletedListing): void;
}) {
  const sort = { params };
  return (
    <div className="@container">
      <div className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200" data-listings-table>
        <table className="block w-full text-sm @min-[60rem]:table">
          <thead className="block border-b border-slate-200 bg-slate-50 text-slate-700 @min-[60rem]:table-header-group">
            <tr className="flex flex-wrap gap-x-1 px-2 @min-[60rem]:table-row">
              {/* The narrow layout's headers are a sort bar: this says so (the wide table's headers need no word). */}
              <td aria-hidden="true" className="w-full pt-2 text-xs text-slate-600 @min-[60rem]:hidden">
                Ordenar por
              </td>
              <th scope="col" className={`hidden w-11 ${WIDE_CELL}`}>
                <span className="sr-only">Seleccionar</span>
              </th>
              <SortHeader {...sort} sort="nombre" label="Nombre" />
              <SortHeader {...sort} sort="tipo" label="Tipo" />
              <SortHeader {...sort} sort="estado" label="Estado" />
              <SortHeader {...sort} sort="localidad" label="Localidad" />
              <SortHeader {...sort} sort="precio" label="Precio" />
              <SortHeader {...sort} sort="visitas" label="Visitas" align="right" />
              <SortHeader {...sort} sort="consultas" label="Consultas" align="right" />
              <SortHeader {...sort} sort="creada" label="Creada" />
              <th scope="col" className={`hidden text-left font-semibold ${WIDE_CELL}`}>
                Acciones
              </th>
            </tr>
          </thead>
          <tbody className="block divide-y divide-slate-100 @min-[60rem]:table-row-group">
            {rows.length === 0 ? (
              <tr className="block @min-[60rem]:table-row">
                <td colSpan={10} className="block px-3 py-10 text-center text-slate-600 @min-[60rem]:table-cell">
                  No hay datos disponibles
                </td>
              </tr>
            ) : (
              rows.map((r) => (
                <ListingsTableRow
                  key={r.id}
                  row={r}
                  allowDelete={allowDelete}
                  bulkForm={BULK_FORM}
                  onDeleted={onDeleted}
                />
              ))
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
