// The detail page's 'Disponibilidad' section as server-made HTML (decision 137): two month tables and the
// arrival/departure GET form. Built in the loader so the page ships no JavaScript for it (first-load budget, 150).
import { addMonths, type CalendarDay, type CalendarMonth } from "../../../properties/availability.ts";
import type { Translate } from "../../../i18n/use-t.ts";
import { msg } from "../../../i18n/msg.ts";

export interface AvailabilityView {
  path: string;
  months: CalendarMonth[];
  first: string;
  thisMonth: string;
  stay: { from: string; to: string } | null;
  /** The answer to the stay asked for: free with its total, or why not (already in the page's language). */
  answer: { ok: boolean; text: string } | null;
  /** The page's language (decision 177): its texts through the catalogue. Spanish when not given. */
  t?: Translate;
}

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
const ISO = /^\d{4}-\d{2}-\d{2}$/;
const WEEKDAYS = [
  [msg("Lu"), msg("lunes")],
  [msg("Ma"), msg("martes")],
  [msg("Mi"), msg("miércoles")],
  [msg("Ju"), msg("jueves")],
  [msg("Vi"), msg("viernes")],
  [msg("Sá"), msg("sábado")],
  [msg("Do"), msg("domingo")],
];
const spanish: Translate = (id) => id;
const CELL = "h-11 min-w-11 p-0 text-center align-middle";
const LINK = "flex h-11 items-center justify-center rounded-md hover:bg-slate-100 focus-visible:outline-2";

/** Arrival and departure in the accent; the nights between them tinted, so the stay reads as one range. */
function stayMark(d: CalendarDay, v: AvailabilityView): string {
  const stay = v.stay && ISO.test(v.stay.from) ? v.stay : null;
  if (!stay) return "";
  if (d.iso === stay.from || d.iso === stay.to) return " bg-accent text-white";
  return ISO.test(stay.to) && d.iso > stay.from && d.iso < stay.to ? " bg-accent/15 font-semibold" : "";
}

function dayCell(d: CalendarDay | null, v: AvailabilityView): string {
  const t = v.t ?? spanish;
  if (!d) return `<td class="${CELL}"></td>`;
  if (d.occupied) {
    // Dark text on the grey cell (AA at 11px), the day struck through, the word not (issue 31).
    return (
      `<td class="${CELL} rounded-md bg-slate-200 text-slate-900"><span class="line-through">${d.day}</span>` +
      `<span class="block text-[11px] leading-none">${esc(t("ocupado"))}</span></td>`
    );
  }
  if (d.past) return `<td class="${CELL} text-slate-500">${d.day}</td>`;
  // A free day is a link: the first picks the arrival, the next one after it the departure. The months shown stay
  // where they are (`mes`): the second click lands where the first one did (issue 31).
  const from = v.stay && ISO.test(v.stay.from) && !v.stay.to && d.iso > v.stay.from ? v.stay.from : null;
  const query = `${from ? `llegada=${from}&salida=${d.iso}` : `llegada=${d.iso}`}&mes=${v.first.slice(0, 7)}`;
  const month = v.months.find((m) => m.weeks.flat().includes(d))?.title ?? "";
  const label = from
    ? t("{day} de {month}: libre, elegir como salida", { day: d.day, month })
    : t("{day} de {month}: libre, elegir como llegada", { day: d.day, month });
  return (
    `<td class="${CELL}"><a class="${LINK}${stayMark(d, v)}" href="${esc(`${v.path}?${query}#disponibilidad`)}" ` +
    `aria-label="${esc(label)}">${d.day}</a></td>`
  );
}

function monthTable(m: CalendarMonth, v: AvailabilityView): string {
  const t = v.t ?? spanish;
  const head = WEEKDAYS.map(
    ([s, l]) => `<th scope="col" class="p-1 text-xs font-medium"><abbr title="${esc(t(l))}">${esc(t(s))}</abbr></th>`,
  );
  const rows = m.weeks.map((w) => `<tr>${w.map((d) => dayCell(d, v)).join("")}</tr>`);
  return (
    `<table class="w-full table-fixed border-separate border-spacing-0.5 text-sm">` +
    `<caption class="mb-1 text-left font-semibold first-letter:uppercase">${esc(m.title)}</caption>` +
    `<thead><tr>${head.join("")}</tr></thead><tbody>${rows.join("")}</tbody></table>`
  );
}

function dateInput(name: string, label: string, value: string | undefined): string {
  const v = value && ISO.test(value) ? ` value="${value}"` : "";
  return (
    `<div class="flex flex-col gap-1"><label for="stay-${name}" class="text-sm font-medium">${label}</label>` +
    `<input id="stay-${name}" name="${name}" type="date" required${v} ` +
    `class="min-h-11 rounded-lg border border-slate-300 px-3 py-2"></div>`
  );
}

export function availabilityHtml(v: AvailabilityView): string {
  const t = v.t ?? spanish;
  const prev = addMonths(v.first, -2).slice(0, 7);
  const next = addMonths(v.first, 2).slice(0, 7);
  // Moving through the months keeps the arrival (and departure) already chosen.
  const kept = [
    ["llegada", v.stay?.from],
    ["salida", v.stay?.to],
  ]
    .filter(([, day]) => day && ISO.test(day))
    .map(([k, day]) => `${k}=${day}&`)
    .join("");
  const nav = (month: string, text: string) =>
    `<a class="inline-flex min-h-11 items-center text-accent underline" href="${esc(`${v.path}?${kept}mes=${month}#disponibilidad`)}">${text}</a>`;
  const answer = v.answer
    ? `<p role="status" data-testid="stay-answer" class="rounded-lg p-3 ${
        v.answer.ok ? "bg-emerald-50 text-emerald-900" : "bg-red-50 text-red-800"
      }">${esc(v.answer.ok ? t("Disponible. {stay}.", { stay: v.answer.text }) : v.answer.text)}</p>`
    : "";
  return [
    `<h2 id="disponibilidad-titulo" class="text-xl font-semibold">${esc(t("Disponibilidad"))}</h2>`,
    `<p class="text-slate-700">${esc(t("Los días marcados «ocupado» no están disponibles. Elegí un día libre como llegada y otro como salida, o usá las fechas."))}</p>`,
    `<div class="grid gap-4 sm:grid-cols-2">${v.months.map((m) => monthTable(m, v)).join("")}</div>`,
    `<p class="flex justify-between gap-4">${v.first.slice(0, 7) > v.thisMonth ? nav(prev, esc(t("Meses anteriores"))) : "<span></span>"}${nav(next, esc(t("Meses siguientes")))}</p>`,
    `<form method="get" action="${esc(v.path)}#disponibilidad" class="grid gap-3 sm:grid-cols-3 sm:items-end">`,
    dateInput("llegada", esc(t("Llegada")), v.stay?.from),
    dateInput("salida", esc(t("Salida")), v.stay?.to),
    `<button type="submit" class="inline-flex min-h-11 items-center justify-center rounded-lg bg-accent px-5 py-2.5 font-semibold text-white hover:bg-accent-dark">${esc(t("Consultar disponibilidad"))}</button>`,
    `</form>`,
    answer,
  ].join("");
}
