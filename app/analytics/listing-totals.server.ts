// Each listing's page views and enquiries since a UTC day, from event_daily: summed per listing first, then joined
// to the few listings that have any (decision 180), so the cost is the summary rows of the window, one lookup each.
import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema.ts";

const sumOfKind = (kind: string) => sql<number>`sum(CASE WHEN kind = ${kind} THEN n ELSE 0 END)`;

/** A query of (id, name, views, enquiries) per listing with events since `from` ('YYYY-MM-DD'); callers sort. */
export function listingTotals(db: Kysely<Database>, from: string) {
  const totals = db
    .selectFrom("event_daily")
    .select(["property_id", sumOfKind("page_view").as("views"), sumOfKind("enquiry").as("enquiries")])
    .where("day", ">=", from)
    .where("property_id", "<>", "")
    .groupBy("property_id");
  return db
    .selectFrom(totals.as("t"))
    .innerJoin("properties", "properties.id", "t.property_id")
    .select(["properties.id", "properties.name", "t.views", "t.enquiries"]);
}
