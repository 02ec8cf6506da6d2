// A temporary rental's availability on its detail page (decision 137): seasons and occupied dates read once, the
// visitor's stay (GET ?llegada=&salida=) quoted from them, the calendar rendered here, the stay line for WhatsApp.
import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema.ts";
import { argentineToday, calendarMonths, firstMonth, readStay, stayText } from "../../../properties/availability.ts";
import { listOccupied, listSeasons, TEMPORARY } from "../../../properties/seasons.server.ts";
import { quoteStay, stayCurrency } from "../../../properties/seasons.ts";
import { availabilityHtml } from "./availability-html.server.ts";

export async function loadAvailability(
  db: Kysely<Database>,
  listing: { id: string; state: string; currency: string | null },
  path: string,
  request: Request,
  now = new Date(),
): Promise<{ html: string; stay: string | null } | null> {
  if (listing.state !== TEMPORARY) return null;
  const url = new URL(request.url);
  const today = argentineToday(now);
  const stay = readStay(url);
  const first = firstMonth(url, stay, today);
  // Ranges ending after the earliest day shown or asked about: the past is never read.
  const since = stay?.from && stay.from < first ? stay.from : first;
  const [seasons, occupied] = await Promise.all([listSeasons(db, listing.id), listOccupied(db, listing.id, since)]);
  let answer: { ok: boolean; text: string } | null = null;
  if (stay) {
    const quote =
      stay.from && stay.from < today
        ? { ok: false as const, message: "La fecha de llegada no puede ser anterior a hoy." }
        : quoteStay(stay, seasons, occupied);
    answer = quote.ok
      ? { ok: true, text: stayText(stay, quote, stayCurrency(listing.currency)) }
      : { ok: false, text: quote.message };
  }
  const html = availabilityHtml({
    path,
    months: calendarMonths(first, occupied, today),
    first,
    thisMonth: today.slice(0, 7),
    stay,
    answer,
  });
  return { html, stay: answer?.ok ? answer.text : null };
}
