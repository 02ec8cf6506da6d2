// Page views and WhatsApp enquiries per day for the dashboard's chart, read from the trigger-kept daily totals
// (event_daily): a few rows per day whatever the number of events. Days without events read as zero.
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { windowStart } from "../properties/counters.server.ts";
import type { DayFigures } from "./chart-range.ts";

export async function dailySeries(db: Kysely<Database>, days: number, now = new Date()): Promise<DayFigures[]> {
  const from = windowStart(now, days);
  const rows = await db
    .selectFrom("event_daily")
    .select(["day", "kind", (eb) => eb.fn.sum<number>("n").as("n")])
    .where("day", ">=", from)
    .groupBy(["day", "kind"])
    .execute();
  const byDay = new Map<string, DayFigures>();
  for (let i = 0; i < days; i++) {
    const day = new Date(new Date(`${from}T00:00:00Z`).getTime() + i * 86_400_000).toISOString().slice(0, 10);
    byDay.set(day, { day, views: 0, enquiries: 0 });
  }
  for (const r of rows) {
    const entry = byDay.get(r.day);
    if (!entry) continue;
    if (r.kind === "page_view") entry.views += Number(r.n);
    else entry.enquiries += Number(r.n);
  }
  return [...byDay.values()];
}
