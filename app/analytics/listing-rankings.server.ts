// Which listings bring enquiries: the top ones by WhatsApp enquiries and by enquiries per visit over the chosen
// days, and one listing's own visits and enquiries (its edit screen). Read from event_daily, so the cost follows
// listings × days, not the number of recorded events.
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { windowStart } from "../properties/counters.server.ts";
import { listingTotals } from "./listing-totals.server.ts";

export interface ListingNumbers {
  id: string;
  name: string;
  views: number;
  enquiries: number;
}

/** Fewer visits than this make a rate meaningless (one visit, one enquiry = 100%): left out of that ranking. */
export const MIN_VIEWS_FOR_RATE = 10;

export async function listingRankings(db: Kysely<Database>, now: Date, days: number, top = 5) {
  const rows = await listingTotals(db, windowStart(now, days)).execute();
  const listings: ListingNumbers[] = rows.map((r) => ({
    id: r.id,
    name: r.name,
    views: Number(r.views),
    enquiries: Number(r.enquiries),
  }));
  const byName = (a: ListingNumbers, b: ListingNumbers) => a.name.localeCompare(b.name, "es");
  const rate = (l: ListingNumbers) => l.enquiries / l.views;
  return {
    byEnquiries: listings
      .filter((l) => l.enquiries > 0)
      .sort((a, b) => b.enquiries - a.enquiries || byName(a, b))
      .slice(0, top),
    byRate: listings
      .filter((l) => l.enquiries > 0 && l.views >= MIN_VIEWS_FOR_RATE)
      .sort((a, b) => rate(b) - rate(a) || b.enquiries - a.enquiries || byName(a, b))
      .slice(0, top)
      .map((l) => ({ ...l, rate: rate(l) })),
  };
}

/** One listing's visits and enquiries over the last `days` days. */
export async function listingNumbers(db: Kysely<Database>, id: string, now: Date, days: number) {
  const rows = await db
    .selectFrom("event_daily")
    .select(["kind", (eb) => eb.fn.sum<number>("n").as("n")])
    .where("property_id", "=", id)
    .where("day", ">=", windowStart(now, days))
    .groupBy("kind")
    .execute();
  const of = (kind: string) => Number(rows.find((r) => r.kind === kind)?.n ?? 0);
  return { days, views: of("page_view"), enquiries: of("enquiry") };
}
