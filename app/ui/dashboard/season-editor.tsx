// The edit screen's 'Temporadas y disponibilidad' for a temporary rental: seasons and occupied dates, each added
// or removed by a plain POST form with an intent, so it works without JavaScript (decision 136).
import { Form } from "react-router";
import { formatPrice } from "../../properties/format.ts";
import { dayNumber, dayText, nightsText, SEASON_UNITS, type DayRange, type Season } from "../../properties/seasons.ts";
import { Field, SubmitRow, RemoveButton } from "./season-fields.tsx";

type Row<T> = T & { id: number };
export interface SeasonEditorProps {
  currency: "$" | "USD";
  seasons: Array<Row<Season>>;
  occupied: Array<Row<DayRange>>;
  reply?: { seasonIntent: string; message: string; fields: Record<string, string> };
  /** What the last season form saved ('Temporada agregada y guardada.'), or null. */
  saved?: string | null;
}

/** The section is its own set of forms: nothing in it waits for the listing's 'Guardar'. */
export const SAVES_ON_ITS_OWN =
  "Cada temporada y cada período ocupado se guarda en el momento en que lo agregás o lo quitás, con su propio " +
  "botón. «Guardar», más abajo, guarda los demás datos de la propiedad.";
const UNIT_LABEL = { noche: "por noche", semana: "por semana", mes: "por mes" } as const;
const nights = (r: DayRange) => `del ${dayText(dayNumber(r.from)!)} al ${dayText(dayNumber(r.to)! - 1)}`;

export function SeasonEditor({ currency, seasons, occupied, reply, saved = null }: SeasonEditorProps) {
  const seasonReply = reply?.seasonIntent.startsWith("season") ? reply : undefined;
  const rangeReply = reply?.seasonIntent.startsWith("occupied") ? reply : undefined;
  const s = seasonReply?.fields ?? {};
  const r = rangeReply?.fields ?? {};
  return (
    <section
      id="temporadas"
      aria-labelledby="temporadas-titulo"
      className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="temporadas-titulo" className="text-xl font-semibold">
        Temporadas y disponibilidad
      </h2>
      <p className="text-slate-700">{SAVES_ON_ITS_OWN}</p>
      {saved && !reply ? (
        <p role="status" className="rounded-lg border border-emerald-300 bg-emerald-50 p-3 text-emerald-900">
          {saved}
        </p>
      ) : null}
      <h3 className="text-lg font-semibold">Temporadas</h3>
      {seasons.length === 0 ? (
        <p className="text-slate-700">Todavía no hay temporadas cargadas.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {seasons.map((season) => (
            <li key={season.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                <strong>{season.name}</strong>: noches {nights(season)} · {formatPrice(currency, season.price)}{" "}
                {UNIT_LABEL[season.unit]} · mínimo {nightsText(season.minNights)}
              </span>
              <RemoveButton intent="season-remove" rowId={season.id} label={`Quitar la temporada ${season.name}`} />
            </li>
          ))}
        </ul>
      )}
      <Form method="post" preventScrollReset className="grid gap-3 sm:grid-cols-3" aria-label="Agregar temporada">
        <input type="hidden" name="intent" value="season-add" />
        <Field name="name" label="Temporada" value={s.name} />
        <Field name="from" label="Desde (primera noche)" type="date" value={s.from} />
        <Field name="to" label="Hasta (día de salida)" type="date" value={s.to} />
        <Field name="price" label={`Tarifa (${currency})`} value={s.price} />
        <div className="flex flex-col gap-1">
          <label htmlFor="temporada-unidad" className="text-sm font-medium text-slate-800">
            Tarifa por
          </label>
          <select
            id="temporada-unidad"
            name="unit"
            defaultValue={s.unit ?? "noche"}
            className="min-h-11 rounded-lg border border-slate-300 px-3"
          >
            {SEASON_UNITS.map((u) => (
              <option key={u} value={u}>
                {u === "noche" ? "Noche" : u === "semana" ? "Semana" : "Mes"}
              </option>
            ))}
          </select>
        </div>
        <Field name="minNights" label="Estadía mínima (noches)" type="number" value={s.minNights ?? "1"} />
        <SubmitRow refusal={seasonReply?.message}>Agregar temporada</SubmitRow>
      </Form>
      <h3 className="text-lg font-semibold">Fechas ocupadas</h3>
      {occupied.length === 0 ? (
        <p className="text-slate-700">No hay fechas ocupadas.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {occupied.map((range) => (
            <li key={range.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>Ocupado: noches {nights(range)}</span>
              <RemoveButton intent="occupied-remove" rowId={range.id} label={`Quitar ocupado ${nights(range)}`} />
            </li>
          ))}
        </ul>
      )}
      <Form method="post" preventScrollReset className="grid gap-3 sm:grid-cols-3" aria-label="Marcar fechas ocupadas">
        <input type="hidden" name="intent" value="occupied-add" />
        <Field name="from" label="Ocupado desde (llegada)" type="date" value={r.from} />
        <Field name="to" label="Ocupado hasta (salida)" type="date" value={r.to} />
        <SubmitRow refusal={rangeReply?.message}>Marcar ocupado</SubmitRow>
      </Form>
    </section>
  );
}
