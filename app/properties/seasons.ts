// Alquiler Temporal: pricing a stay from the listing's seasons and checking it against occupied dates (issue #16,
// decision 135). Dates are calendar days 'YYYY-MM-DD'; a stay and an occupied range both run from their first
// night to the day they end (exclusive): leaving on the day another stay arrives is no overlap.
import { msg } from "../i18n/msg.ts";
import { SPANISH } from "../i18n/wording.ts";

/** The state whose listings have seasons and stays. */
export const TEMPORARY = "Alquiler Temporal";

export const SEASON_UNITS = ["noche", "semana", "mes"] as const;
export type SeasonUnit = (typeof SEASON_UNITS)[number];

/** Nights a price covers: a week is 7, a month is 30 (how Argentine temporary rentals quote a month). */
export const NIGHTS_PER: Record<SeasonUnit, number> = { noche: 1, semana: 7, mes: 30 };
export const MAX_STAY_NIGHTS = 365;

export interface Season {
  name: string;
  /** First night. */
  from: string;
  /** The day after the last night. */
  to: string;
  unit: SeasonUnit;
  price: number;
  minNights: number;
}

export interface DayRange {
  from: string;
  to: string;
}

/**
 * Why a stay cannot be booked, in parts a page can word in its language (docs/decisions/211): the catalogue id,
 * its values, and its dates as day numbers (formatted for the page's readers).
 */
export interface StayRefusalReason {
  id: string;
  values: Record<string, string | number>;
  days: Record<string, number>;
}

export type StayQuote =
  | { ok: true; nights: number; total: number; parts: Array<{ season: string; nights: number; amount: number }> }
  | { ok: false; message: string; reason: StayRefusalReason };

export type StayRefusal = Extract<StayQuote, { ok: false }>;

const DAY = 86_400_000;
const ISO = /^\d{4}-\d{2}-\d{2}$/;

/** Days since the epoch, or null for anything that is not a real calendar day. */
export function dayNumber(day: string): number | null {
  if (!ISO.test(day)) return null;
  const t = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(t) || new Date(t).toISOString().slice(0, 10) !== day ? null : t / DAY;
}

/** 'DD/MM/YYYY' of a day number (Spanish messages and the calendar). */
export const dayText = (n: number) => {
  const [y, m, d] = new Date(n * DAY).toISOString().slice(0, 10).split("-");
  return `${d}/${m}/${y}`;
};

/** A refusal: its Spanish message (dates 'DD/MM/YYYY') and the parts to word it in another language. */
/** '1 noche', '7 noches': a count of nights in Spanish, singular for one. */
export const nightsText = (n: number) => (n === 1 ? "1 noche" : `${n} noches`);

export function stayRefusal(
  id: string,
  values: Record<string, string | number> = {},
  days: Record<string, number> = {},
): StayRefusal {
  const dates = Object.fromEntries(Object.entries(days).map(([k, n]) => [k, dayText(n)]));
  return { ok: false, message: SPANISH.t(id, { ...values, ...dates }), reason: { id, values, days } };
}

/** Whether two [from, to) day ranges share a night; touching edges do not. */
export function overlaps(a: DayRange, b: DayRange): boolean {
  return a.from < b.to && b.from < a.to;
}

/** The stay's price from the seasons, or why it cannot be booked (Spanish, for the visitor). */
export function quoteStay(stay: DayRange, seasons: Season[], occupied: DayRange[]): StayQuote {
  const from = dayNumber(stay.from);
  const to = dayNumber(stay.to);
  if (from === null || to === null) return stayRefusal(msg("Elegí fechas válidas de llegada y salida."));
  if (to <= from) return stayRefusal(msg("La fecha de salida debe ser posterior a la de llegada."));
  const nights = to - from;
  if (nights > MAX_STAY_NIGHTS) {
    return stayRefusal(msg("La estadía no puede superar {max} noches."), { max: MAX_STAY_NIGHTS });
  }
  const busy = occupied.filter((o) => overlaps(stay, o)).sort((a, b) => (a.from < b.from ? -1 : 1))[0];
  if (busy) {
    return stayRefusal(
      msg("Las fechas elegidas no están disponibles: ocupado del {first} al {last}."),
      {},
      { first: dayNumber(busy.from)!, last: dayNumber(busy.to)! - 1 },
    );
  }
  const parts = new Map<Season, number>();
  for (let night = from; night < to; night++) {
    const season = seasons.find((s) => dayNumber(s.from)! <= night && night < dayNumber(s.to)!);
    if (!season) return stayRefusal(msg("No hay tarifa cargada para la noche del {night}."), {}, { night });
    parts.set(season, (parts.get(season) ?? 0) + 1);
  }
  // The strictest minimum among the seasons the stay touches.
  const strict = [...parts.keys()].reduce<Season | null>((m, s) => (!m || s.minNights > m.minNights ? s : m), null);
  if (strict && nights < strict.minNights) {
    return stayRefusal(msg("La estadía mínima en {season} es de {min} noches."), {
      season: strict.name,
      min: strict.minNights,
    });
  }
  const list = [...parts].map(([s, n]) => ({
    season: s.name,
    nights: n,
    amount: Math.round((s.price * n) / NIGHTS_PER[s.unit]),
  }));
  return { ok: true, nights, total: list.reduce((sum, p) => sum + p.amount, 0), parts: list };
}

/** Season prices are in the listing's currency; a listing priced 'Consultar' quotes its stays in pesos (decision 137). */
export function stayCurrency(listingCurrency: string | null | undefined): "$" | "USD" {
  return listingCurrency === "USD" ? "USD" : "$";
}
