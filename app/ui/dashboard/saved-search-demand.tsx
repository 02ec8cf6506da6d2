// The dashboard's 'Búsquedas guardadas' card (issue 36): confirmed searches and the most searched localities and
// types, marking those the agency has no open listing of.
import type { DemandRow, SavedSearchDemand } from "../../alerts/demand.server.ts";
import { typeLabel } from "../../properties/type-labels.ts";
import { SmallTable } from "./small-table.tsx";

function rows(list: DemandRow[], label: (v: string) => string) {
  return list.map((r) => (
    <tr key={r.value} className="border-t border-slate-100">
      <td className="px-4 py-2">
        {label(r.value)}
        {r.stocked ? null : (
          <span className="ml-2 text-xs font-semibold text-amber-700">Sin propiedades publicadas</span>
        )}
      </td>
      <td className="px-4 py-2 text-right tabular-nums">{r.searches}</td>
    </tr>
  ));
}

export function SavedSearchDemandCard({ demand }: { demand: SavedSearchDemand }) {
  const columns = (first: string) => [{ label: first }, { label: "Búsquedas", align: "right" as const }];
  return (
    <section aria-labelledby="busquedas-titulo" className="flex flex-col gap-3">
      <h2 id="busquedas-titulo" className="text-lg font-semibold">
        Búsquedas guardadas
      </h2>
      <p className="text-slate-700" data-counter="Búsquedas guardadas confirmadas">
        {demand.confirmed === 1 ? "1 búsqueda confirmada" : `${demand.confirmed} búsquedas confirmadas`}
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        <SmallTable
          caption="Localidades más buscadas"
          columns={columns("Localidad")}
          empty="Todavía no hay búsquedas con localidad."
          rows={rows(demand.localities, (v) => v)}
        />
        <SmallTable
          caption="Tipos más buscados"
          columns={columns("Tipo")}
          empty="Todavía no hay búsquedas con tipo."
          rows={rows(demand.types, typeLabel)}
        />
      </div>
    </section>
  );
}
