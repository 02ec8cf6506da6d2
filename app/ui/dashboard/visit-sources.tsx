// Dashboard home: where visitors came from (referring sites, campaigns) and the share of visits from phones.
// Lists of numbers, readable as they are on a phone and by a screen reader; a bar beside each for a quick read.
import type { VisitSources as Sources } from "../../analytics/visit-sources.server.ts";

const percent = new Intl.NumberFormat("es-AR", { style: "percent", maximumFractionDigits: 0 });

function SourceList({ title, items, empty }: { title: string; items: Sources["referrers"]; empty: string }) {
  const max = Math.max(0, ...items.map((i) => i.visits));
  return (
    <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h3 className="font-semibold">{title}</h3>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{empty}</p>
      ) : (
        <ol className="mt-2 flex flex-col gap-2 text-sm">
          {items.map((i) => (
            <li key={i.label}>
              <span className="flex justify-between gap-2">
                <span className="break-all">{i.label}</span>
                <span className="tabular-nums">{i.visits} visitas</span>
              </span>
              <span
                aria-hidden="true"
                className="mt-1 block h-1.5 rounded bg-accent/70"
                style={{ width: `${max ? Math.round((i.visits / max) * 100) : 0}%` }}
              />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

export function VisitSources({ sources }: { sources: Sources }) {
  const { known, phones } = sources.devices;
  return (
    <section aria-labelledby="origen-titulo" className="flex flex-col gap-3">
      <h2 id="origen-titulo" className="text-lg font-semibold">
        De dónde llegan las visitas
      </h2>
      <p data-phone-share className="text-slate-700">
        {known
          ? `${percent.format(phones / known)} de las visitas desde teléfonos (${phones} de ${known}).`
          : "Todavía no hay visitas con el tipo de dispositivo registrado."}
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        <SourceList title="Sitios de origen" items={sources.referrers} empty="Sin visitas desde otros sitios." />
        <SourceList title="Campañas (utm_campaign)" items={sources.campaigns} empty="Sin visitas de campañas." />
      </div>
    </section>
  );
}
