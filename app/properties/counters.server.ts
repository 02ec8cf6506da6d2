// Dashboard home figures: listing counters (total, featured, per state) and the last 30 days of page
// views and WhatsApp enquiries, site-wide and for the top listings. All read from trigger-kept tables.
import type { Kysely } from "kysely";
import { listingTotals } from "../analytics/listing-totals.server.ts";
import { toBool, type Database } from "../db/schema.ts";
import { PROPERTY_STATES, type PropertyState } from "./options.ts";

export interface ListingCounters {
  total: number;
  featured: number;
  byState: Record<PropertyState, number>;
}

export async function listingCounters(db: Kysely<Database>): Promise<ListingCounters> {
  const rows = await db.selectFrom("property_counts").select(["state", "featured", "n"]).execute();
  const byState = Object.fromEntries(PROPERTY_STATES.map((s) => [s, 0])) as Record<PropertyState, number>;
  let total = 0;
  let featured = 0;
  for (const r of rows) {
    const n = Number(r.n);
    total += n;
    if (toBool(r.featured)) featured += n;
    if (r.state in byState) byState[r.state as PropertyState] += n;
  }
  return { total, featured, byState };
}

export interface ActivityRow {
  id: string;
  name: string;
  views: number;
  enquiries: number;
}

export interface RecentActivity {
  days: number;
  views: number;
  enquiries: number;
  top: ActivityRow[];
}

/** The first UTC day inside the window of `days` days ending today. */
export function windowStart(now: Date, days: number): string {
  return new Date(now.getTime() - (days - 1) * 86_400_000).toISOString().slice(0, 10);
}

export async function recentActivity(
  db: Kysely<Database>,
  now = new Date(),
  days = 30,
  top = 5,
): Promise<RecentActivity> {
  const from = windowStart(now, days);
  const totals = await db
    .selectFrom("event_daily")
    .select(["kind", (eb) => eb.fn.sum<number>("n").as("n")])
    .where("day", ">=", from)
    .groupBy("kind")
    .execute();
  const sumOf = (kind: string) => Number(totals.find((t) => t.kind === kind)?.n ?? 0);
  const rows = await listingTotals(db, from)
    .orderBy("views", "desc")
    .orderBy("enquiries", "desc")
    .orderBy("properties.name")
    .limit(top)
    .execute();
  return {
    days,
    views: sumOf("page_view"),
    enquiries: sumOf("enquiry"),
    top: rows.map((r) => ({ id: r.id, name: r.name, views: Number(r.views), enquiries: Number(r.enquiries) })),
  };
}
