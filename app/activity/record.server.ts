// Writes the activity history (decision 143): one entry per staff action, inside the action's own transaction,
// so an action and its entry commit together. Entries are never changed: migration 014's triggers refuse it.
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/schema.ts";
import type { ActivityAction } from "./actions.ts";

export interface Actor {
  id: string | null;
  name: string;
}

/** One changed field of an edit, as shown: 'Precio: 100.000 → 120.000'. */
export interface FieldChange {
  field: string;
  from: string;
  to: string;
}

export interface ActivityEntry {
  action: ActivityAction;
  actor: Actor;
  property?: { id: string; name: string } | null;
  changes?: FieldChange[];
  /** A short free text: the purge count, the staff account concerned… */
  note?: string;
  /** The lead the entry is about (its page shows its history); never the visitor's data. */
  leadId?: string | null;
  at?: Date;
}

export async function recordActivity(db: Transaction<Database> | Kysely<Database>, entry: ActivityEntry) {
  await db
    .insertInto("activity")
    .values({
      at: (entry.at ?? new Date()).toISOString(),
      actor_id: entry.actor.id,
      actor_name: entry.actor.name,
      action: entry.action,
      property_id: entry.property?.id ?? null,
      property_name: entry.property?.name ?? null,
      lead_id: entry.leadId ?? null,
      details: JSON.stringify({
        ...(entry.changes?.length ? { changes: entry.changes } : {}),
        ...(entry.note ? { note: entry.note } : {}),
      }),
    })
    .execute();
}

/** The changes between two records of shown values (labels → text), in the order of `after`'s keys. */
export function diffFields(before: Record<string, string>, after: Record<string, string>): FieldChange[] {
  return Object.keys(after)
    .filter((field) => (before[field] ?? "") !== (after[field] ?? ""))
    .map((field) => ({ field, from: before[field] ?? "", to: after[field] ?? "" }));
}
