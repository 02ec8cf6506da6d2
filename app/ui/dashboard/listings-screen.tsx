// The listing screen of the dashboard (Ver propiedades, Propiedades destacadas): title, toolbar, table or
// cards, pagination, the notice a save left behind, and a featured toggle's refusal when it posted without
// JavaScript (with it, the toggle shows its own).
import { useState } from "react";
import { DashboardPropertyCard } from "../dashboard-property-card.tsx";
import type { TableParams } from "../../properties/table-params.ts";
import type { TablePage } from "../../properties/table.server.ts";
import { BulkBar, BulkConfirm, type BulkConfirmation } from "./bulk-bar.tsx";
import { ListingsTable } from "./listings-table.tsx";
import { ListingsToolbar } from "./listings-toolbar.tsx";
import { Pagination } from "./pagination.tsx";
import { type DeletedListing, UndoDelete } from "./undo-delete.tsx";

interface Props {
  title: string;
  params: TableParams;
  page: TablePage;
  allowDelete: boolean;
  notice: string | null;
  refusal?: string | null;
  /** A bulk action waiting for its one confirmation. */
  bulkConfirm?: BulkConfirmation;
}

export function ListingsScreen({ title, params, page, allowDelete, notice, refusal, bulkConfirm }: Props) {
  const [deleted, setDeleted] = useState<DeletedListing | null>(null);
  return (
    <section className="flex flex-col gap-6">
      <h1 tabIndex={-1} className="text-2xl font-semibold outline-none">
        {title}
      </h1>
      {/* Right after the heading a delete leaves the focus on: one Tab reaches 'Deshacer'. */}
      <UndoDelete deleted={deleted} />
      {notice ? (
        <p role="status" className="rounded-lg border border-emerald-300 bg-emerald-50 p-3 text-emerald-900">
          {notice}
        </p>
      ) : null}
      {refusal ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-800">
          {refusal}
        </p>
      ) : null}
      <ListingsToolbar params={params} total={page.total} />
      {params.view === "tarjetas" ? null : bulkConfirm ? (
        <BulkConfirm confirm={bulkConfirm} />
      ) : (
        <BulkBar total={page.total} />
      )}
      {params.view === "tarjetas" ? (
        page.rows.length === 0 ? (
          <p className="rounded-xl bg-white p-10 text-center text-slate-600 shadow-sm">No hay datos disponibles</p>
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {page.rows.map((r) => (
              <li key={r.id}>
                <DashboardPropertyCard property={r} />
              </li>
            ))}
          </ul>
        )
      ) : (
        <ListingsTable rows={page.rows} params={params} allowDelete={allowDelete} onDeleted={setDeleted} />
      )}
      <Pagination params={params} page={page.page} pages={page.pages} />
    </section>
  );
}
