// The detail page's availability for a temporary rental (decision 137): the stay a visitor asked for in the URL, the
// two-month calendar grid with occupied nights, and the stay's one-line summary shared by the page and WhatsApp.
import { formatPrice } from "./format.ts";
import { type DayRange, dayNumber, dayText, nightsText, overlaps, type StayQuote } from "./seasons.ts";
import { LAST_DAY, withinSiteDays } from "../forms/day-bounds.ts";

export interface CalendarDay {
  iso: string;
  day: number;
  occupied: boolean;
  past: boolean;
}
export interface CalendarMonth {
  title: string;
  /** Weeks from Monday; null pads the days of other months. */
  weeks: Array<Array<CalendarDay | null>>;
}

const DAY = 86_400_000;
const iso = (n: number) => new Date(n * DAY).toISOString().slice(0, 10);
const monthTitle = new Intl.DateTimeFormat("es-AR", { month: "long", year: "numeric", timeZone: "UTC" });

/** Today in Argentina, as 'YYYY-MM-DD' (the agency's calendar, whatever the server's zone). */
export function argentineToday(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Argentina/Buenos_Aires" }).format(now);
}

/** The stay asked for with ?llegada=…&salida=… (either may be missing or wrong: the quote says so). */
export function readStay(url: URL): { from: string; to: string } | null {
  const from = url.searchParams.get("llegada")?.trim() ?? "";
  const to = url.searchParams.get("salida")?.trim() ?? "";
  return from || to ? { from, to } : null;
}

/** The first month shown: ?mes=YYYY-MM, else the arrival's month, else this month; never before this month. */
export function firstMonth(url: URL, stay: { from: string } | null, today: string): string {
  const thisMonth = today.slice(0, 7);
  const asked = url.searchParams.get("mes") ?? "";
  const pick = [asked, stay?.from.slice(0, 7) ?? ""].find((m) => /^\d{4}-(0[1-9]|1[0-2])$/.test(m)) ?? thisMonth;
  if (pick < thisMonth) return `${thisMonth}-01`;
  // The calendar pages month by month up to the site's last day (app/forms/day-bounds.ts), no further.
  if (!withinSiteDays(pick)) return `${LAST_DAY.slice(0, 7)}-01`;
  return `${pick}-01`;
}

/** Adds months to 'YYYY-MM-01'. */
export function addMonths(first: string, n: number): string {
  const d = new Date(`${first}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + n);
  return d.toISOString().slice(0, 10);
}

export function calendarMonths(first: string, occupied: DayRange[], today: string, count = 2): CalendarMonth[] {
  return Array.from({ length: count }, (_, i) => {
    const start = dayNumber(addMonths(first, i))!;
    const end = dayNumber(addMonths(first, i + 1))!;
    // 1970-01-01 was a Thursday: Monday-first column of the month's first day.
    const pad = (((start + 3) % 7) + 7) % 7;
    const cells: Array<CalendarDay | null> = Array.from({ length: pad }, () => null);
    for (let n = start; n < end; n++) {
      const night = { from: iso(n), to: iso(n + 1) };
      const occ = occupied.some((o) => overlaps(night, o));
      cells.push({ iso: night.from, day: n - start + 1, occupied: occ, past: night.from < today });
    }
    while (cells.length % 7) cells.push(null);
    const weeks = Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
    return { title: monthTitle.format(new Date(start * DAY)), weeks };
  });
}

/** 'Llegada 10/01/2027, salida 17/01/2027: 7 noches, total $ 700.000' for a free, priced stay. */
export function stayText(stay: DayRange, quote: Extract<StayQuote, { ok: true }>, currency: "$" | "USD"): string {
  const [from, to] = [dayText(dayNumber(stay.from)!), dayText(dayNumber(stay.to)!)];
  return `Llegada ${from}, salida ${to}: ${nightsText(quote.nights)}, total ${formatPrice(currency, quote.total)}`;
}
