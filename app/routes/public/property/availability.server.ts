// A temporary rental's availability on its detail page (decision 137): seasons and occupied dates read once, the
// visitor's stay (GET ?llegada=&salida=) quoted from them, the calendar rendered here, the stay line for WhatsApp.
import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema.ts";
import { shownNow } from "../../../runtime/process/clock.server.ts";
import { argentineToday, calendarMonths, firstMonth, readStay, stayText } from "../../../properties/availability.ts";
import { listOccupied, listSeasons } from "../../../properties/seasons.server.ts";
import { TEMPORARY } from "../../../properties/seasons.ts";
import { quoteStay, type StayRefusal, stayCurrency, stayRefusal } from "../../../properties/seasons.ts";
import { availabilityHtml } from "./availability-html.server.ts";
import type { Locale } from "../../../i18n/locale.ts";
import { serverT } from "../../../i18n/catalog.server.ts";
import { addMonths } from "../../../properties/availability.ts";
import { formatDate, formatPrice } from "../../../properties/format.ts";
import { msg } from "../../../i18n/msg.ts";
import type { Translate } from "../../../i18n/use-t.ts";

const DAY_MS = 86_400_000;

/** A refused stay in the page's language: Spanish as quoteStay wrote it, else through the catalogue (decision 211). */
function refusalText({ message, reason }: StayRefusal, locale: Locale, t: Translate): string {
  if (locale === "es") return message;
  const dates = Object.fromEntries(
    Object.entries(reason.days).map(([k, n]) => [k, formatDate(new Date(n * DAY_MS), locale, { timeZone: "UTC" })]),
  );
  return t(reason.id, { ...reason.values, ...dates });
}

export async function loadAvailability(
  db: Kysely<Database>,
  listing: { id: string; state: string; currency: string | null },
  path: string,
  request: Request,
  locale: Locale = "es",
  now = shownNow(),
): Promise<{ html: string; stay: string | null } | null> {
  const t = serverT(locale);
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
        ? stayRefusal(msg("La fecha de llegada no puede ser anterior a hoy."))
        : quoteStay(stay, seasons, occupied);
    const currency = stayCurrency(listing.currency);
    answer = quote.ok
      ? {
          ok: true,
          text:
            locale === "es"
              ? stayText(stay, quote, currency)
              : t("Llegada {from}, salida {to}: {nights, plural, one {# noche} other {# noches}}, total {total}", {
                  from: formatDate(`${stay.from}T12:00:00Z`, locale, { timeZone: "UTC" }),
                  to: formatDate(`${stay.to}T12:00:00Z`, locale, { timeZone: "UTC" }),
                  nights: quote.nights,
                  total: formatPrice(currency, quote.total, locale),
                }),
        }
      : { ok: false, text: refusalText(quote, locale, t) };
  }
  const months = calendarMonths(first, occupied, today);
  // Month names for the page's readers ('November 2026'); Spanish ones come from availability.ts.
  if (locale !== "es")
    months.forEach((m, i) => {
      const day = new Date(`${addMonths(first, i)}T12:00:00Z`);
      m.title = formatDate(day, locale, { month: "long", year: "numeric", timeZone: "UTC" });
    });
  const html = availabilityHtml({
    t,
    path,
    months,
    first,
    thisMonth: today.slice(0, 7),
    stay,
    answer,
  });
  return { html, stay: answer?.ok ? answer.text : null };
}
