// Reads the activity history: the 'Actividad' page (filters by person, listing, action and dates, newest first,
// paged by id) and one listing's history on its edit screen. Read-only: nothing here or anywhere writes
// to an existing entry (decision 143).
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { FieldChange } from "./record.server.ts";
import type { ActivityAction } from "./actions.ts";

export interface ActivityItem {
  id: number;
  at: string;
  actor: string;
  action: ActivityAction;
  property: { id: string; name: string } | null;
  changes: FieldChange[];
  note: string | null;
}

export interface ActivityFilters {
  actorId?: string;
  propertyId?: string;
  action?: ActivityAction;
  /** Inclusive days, YYYY-MM-DD (UTC). */
  from?: string;
  to?: string;
  /** Entries older than this id (the next page). */
  before?: number;
}

export const ACTIVITY_PAGE = 50;

type Row = {
  id: number | string;
  at: string;
  actor_name: string;
  action: string;
  property_id: string | null;
  property_name: string | null;
  details: string;
};

function toItem(r: Row): ActivityItem {
  const details = JSON.parse(r.details || "{}") as { changes?: FieldChange[]; note?: string };
  return {
    id: Number(r.id),
    at: new Date(r.at).toISOString(),
    actor: r.actor_name,
    action: r.action as ActivityAction,
    property: r.property_id ? { id: r.property_id, name: r.property_name ?? r.property_id } : null,
    changes: details.changes ?? [],
    note: details.note ?? null,
  };
}

const nextDay = (day: string) => new Date(new Date(`${day}T00:00:00Z`).getTime() + 86_400_000).toISOString();

export async function listActivity(db: Kysely<Database>, f: ActivityFilters): Promise<ActivityItem[]> {
  const rows = await db
    .selectFrom("activity")
    .select(["id", "at", "actor_name", "action", "property_id", "property_name", "details"])
    .$if(Boolean(f.actorId), (q) => q.where("actor_id", "=", f.actorId!))
    .$if(Boolean(f.propertyId), (q) => q.where("property_id", "=", f.propertyId!))
    .$if(Boolean(f.action), (q) => q.where("action", "=", f.action!))
    .$if(Boolean(f.from), (q) => q.where("at", ">=", `${f.from}T00:00:00.000Z`))
    .$if(Boolean(f.to), (q) => q.where("at", "<", nextDay(f.to!)))
    .$if(f.before !== undefined, (q) => q.where("id", "<", f.before!))
    .orderBy("id", "desc")
    .limit(ACTIVITY_PAGE)
    .execute();
  return rows.map(toItem);
}

/** The people who appear in the history, for the filter (names as recorded). */
export async function activityActors(db: Kysely<Database>): Promise<Array<{ id: string; name: string }>> {
  const rows = await db
    .selectFrom("activity")
    .select(["actor_id", (eb) => eb.fn.max("actor_name").as("name")])
    .where("actor_id", "is not", null)
    .groupBy("actor_id")
    .execute();
  return rows.map((r) => ({ id: r.actor_id!, name: String(r.name) })).sort((a, b) => a.name.localeCompare(b.name));
}

export const listingHistory = (db: Kysely<Database>, propertyId: string) => listActivity(db, { propertyId });
