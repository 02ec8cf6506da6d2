// Reading leads for the 'Consultas' inbox (issue #35): what a viewer may see (agents: theirs and unassigned),
// newest first, filtered by status, listing, agent and a search over name, phone and e-mail.
import { type ExpressionBuilder, type Kysely, sql } from "kysely";
import type { StaffRole } from "../auth/roles.ts";
import type { Database, LeadsTable } from "../db/schema.ts";
import { isLeadStatus, needsFollowUp } from "./statuses.ts";

export interface LeadViewer {
  id: string;
  role: StaffRole;
}

export const INBOX_PAGE_SIZE = 50;

export interface LeadFilters {
  status?: string;
  propertyId?: string;
  /** An agent's id, or 'ninguno' for the unassigned. */
  agentId?: string;
  q?: string;
  page?: number;
}

export interface LeadRow {
  id: string;
  name: string;
  email: string;
  phone: string;
  propertyId: string;
  propertyName: string;
  status: string;
  agentId: string | null;
  agentName: string | null;
  createdAt: string;
  overdue: boolean;
}

/** Agents see the leads assigned to them and the unassigned ones; administrators see all. */
export function visibleTo(viewer: LeadViewer) {
  return (eb: ExpressionBuilder<Database, "leads">) =>
    viewer.role === "admin"
      ? eb.lit(true)
      : eb.or([eb("leads.agent_id", "=", viewer.id), eb("leads.agent_id", "is", null)]);
}

export async function listLeads(
  db: Kysely<Database>,
  viewer: LeadViewer,
  filters: LeadFilters,
  now = new Date(),
): Promise<{ rows: LeadRow[]; total: number }> {
  let q = db.selectFrom("leads").where(visibleTo(viewer));
  if (isLeadStatus(filters.status)) q = q.where("leads.status", "=", filters.status);
  if (filters.propertyId) q = q.where("leads.property_id", "=", filters.propertyId);
  if (filters.agentId === "ninguno") q = q.where("leads.agent_id", "is", null);
  else if (filters.agentId) q = q.where("leads.agent_id", "=", filters.agentId);
  const term = filters.q?.trim().toLowerCase();
  if (term) {
    const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const digits = term.replace(/\D/g, "");
    q = q.where((eb) =>
      eb.or([
        eb(sql`lower(leads.name)`, "like", sql`${like} escape '\\'`),
        eb(sql`lower(leads.email)`, "like", sql`${like} escape '\\'`),
        ...(digits.length >= 3 ? [eb("leads.phone", "like", `%${digits.split("").join("%")}%`)] : []),
      ]),
    );
  }
  const page = Math.max(1, filters.page ?? 1);
  const [rows, count] = await Promise.all([
    q
      .leftJoin("user", "user.id", "leads.agent_id")
      .select([
        "leads.id",
        "leads.name",
        "leads.email",
        "leads.phone",
        "leads.property_id",
        "leads.property_name",
        "leads.status",
        "leads.agent_id",
        "leads.created_at",
        "user.name as agent_name",
      ])
      .orderBy("leads.created_at", "desc")
      .orderBy("leads.id", "desc")
      .limit(INBOX_PAGE_SIZE)
      .offset((page - 1) * INBOX_PAGE_SIZE)
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.n),
    rows: rows.map((r) => {
      const createdAt = new Date(r.created_at).toISOString();
      return {
        id: r.id,
        name: r.name,
        email: r.email,
        phone: r.phone,
        propertyId: r.property_id,
        propertyName: r.property_name,
        status: r.status,
        agentId: r.agent_id,
        agentName: r.agent_name,
        createdAt,
        overdue: needsFollowUp(r.status, createdAt, now),
      };
    }),
  };
}

/** The sidebar's count: 'Nueva' leads the viewer sees. */
export async function countNewLeads(db: Kysely<Database>, viewer: LeadViewer): Promise<number> {
  const row = await db
    .selectFrom("leads")
    .where(visibleTo(viewer))
    .where("status", "=", "nueva")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Stored leads in all, and in the last `days` days: the dashboard index's counters. */
export async function leadTotals(
  db: Kysely<Database>,
  now = new Date(),
  days = 30,
): Promise<{ total: number; recent: number }> {
  const since = new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();
  const row = await db
    .selectFrom("leads")
    .select((eb) => [
      eb.fn.countAll<number>().as("total"),
      eb.fn.sum<number>(eb.case().when("created_at", ">=", since).then(1).else(0).end()).as("recent"),
    ])
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), recent: Number(row.recent ?? 0) };
}

/** Stored leads per UTC day from `fromDay` (YYYY-MM-DD) on: the dashboard chart's third series. */
export async function leadsPerDay(db: Kysely<Database>, fromDay: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("leads")
    .select("created_at")
    .where("created_at", ">=", `${fromDay}T00:00:00.000Z`)
    .execute();
  const perDay = new Map<string, number>();
  for (const r of rows) {
    const day = new Date(r.created_at).toISOString().slice(0, 10);
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
  }
  return perDay;
}

export type LeadRecord = Omit<LeadsTable, "created_at" | "updated_at"> & {
  created_at: string;
  updated_at: string;
  agent_name: string | null;
};

/** One lead, or 'forbidden' when it exists but belongs to another agent (the page answers 403, shows nothing). */
export async function getLead(
  db: Kysely<Database>,
  viewer: LeadViewer,
  id: string,
): Promise<LeadRecord | "forbidden" | null> {
  const row = await db
    .selectFrom("leads")
    .leftJoin("user", "user.id", "leads.agent_id")
    .selectAll("leads")
    .select("user.name as agent_name")
    .where("leads.id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  if (viewer.role !== "admin" && row.agent_id !== null && row.agent_id !== viewer.id) return "forbidden";
  return {
    ...row,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

export async function leadNotes(db: Kysely<Database>, leadId: string) {
  const rows = await db
    .selectFrom("lead_notes")
    .select(["id", "author_name", "body", "created_at"])
    .where("lead_id", "=", leadId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() }));
}

export async function leadHistory(db: Kysely<Database>, leadId: string) {
  const rows = await db
    .selectFrom("activity")
    .select(["id", "at", "actor_name", "action", "details"])
    .where("lead_id", "=", leadId)
    .orderBy("at")
    .orderBy("id")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    at: new Date(r.at).toISOString(),
    actor: r.actor_name,
    action: r.action,
    note: (JSON.parse(r.details) as { note?: string }).note ?? "",
  }));
}
