// The edit screen's 'Historial de precios': every price or currency change, newest first (decision 134).
import { changeText, type PriceChange } from "../../properties/price-history.ts";

const when = new Intl.DateTimeFormat("es-AR", {
  dateStyle: "short",
  timeStyle: "short",
  timeZone: "America/Argentina/Buenos_Aires",
});

export function PriceHistory({ changes }: { changes: PriceChange[] }) {
  return (
    // Not a labelled region: its name would also match the form's 'Precio' field for label lookups.
    <section className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200" data-testid="price-history">
      <h2 className="mb-2 text-lg font-semibold">Historial de precios</h2>
      {changes.length === 0 ? (
        <p className="text-slate-700">El precio no cambió desde que se cargó la propiedad.</p>
      ) : (
        <ol className="divide-y divide-slate-100">
          {changes.map((c) => (
            <li key={`${c.at}-${changeText(c)}`} className="flex flex-wrap justify-between gap-2 py-2">
              <span className="font-medium">{changeText(c)}</span>
              <span className="text-sm text-slate-600">
                {when.format(new Date(c.at))} · {c.by ?? "Sin registrar"}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
