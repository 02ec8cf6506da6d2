// Staff work on a lead (issue #35): status, notes, reassignment and deletion on request, each with its history
// entry in the same transaction. Every command checks first that the viewer may see the lead.
import type { Kysely } from "kysely";
import type { Actor } from "../activity/record.server.ts";
import { recordActivity } from "../activity/record.server.ts";
import type { Database } from "../db/schema.ts";
import { textField } from "../forms/field-messages.ts";
import { getLead, type LeadRecord, type LeadViewer } from "./queries.server.ts";
import { isLeadStatus, LEAD_STATUSES } from "./statuses.ts";

/** Refused for a reason the page shows in Spanish; 'forbidden' and 'missing' become 403 and 404. */
export class LeadCommandError extends Error {
  readonly status: 400 | 403 | 404;
  constructor(message: string, status: 400 | 403 | 404 = 400) {
    super(message);
    this.status = status;
  }
}

export const noteSchema = textField("Nota", { max: 2000, multiline: true });

type Staff = LeadViewer & Actor & { id: string };

async function leadFor(db: Kysely<Database>, viewer: LeadViewer, id: string): Promise<LeadRecord> {
  const lead = await getLead(db, viewer, id);
  if (lead === "forbidden") throw new LeadCommandError("No tenés permiso para ver esta consulta.", 403);
  if (!lead) throw new LeadCommandError("La consulta no existe.", 404);
  return lead;
}

const entry = (lead: LeadRecord) => ({ property: { id: lead.property_id, name: lead.property_name }, leadId: lead.id });

export async function setLeadStatus(db: Kysely<Database>, staff: Staff, id: string, status: string, now = new Date()) {
  if (!isLeadStatus(status)) throw new LeadCommandError("El estado no es válido.");
  const lead = await leadFor(db, staff, id);
  if (lead.status === status) return;
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("leads").set({ status, updated_at: now.toISOString() }).where("id", "=", id).execute();
    const from = LEAD_STATUSES[lead.status as keyof typeof LEAD_STATUSES] ?? lead.status;
    await recordActivity(trx, {
      action: "lead_status",
      actor: staff,
      ...entry(lead),
      note: `${from} → ${LEAD_STATUSES[status]}`,
      at: now,
    });
  });
}

export async function addLeadNote(db: Kysely<Database>, staff: Staff, id: string, body: unknown, now = new Date()) {
  const parsed = noteSchema.safeParse(body ?? "");
  if (!parsed.success) throw new LeadCommandError(`Nota: ${parsed.error.issues[0].message}`);
  const lead = await leadFor(db, staff, id);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("lead_notes")
      .values({
        lead_id: id,
        author_id: staff.id,
        author_name: staff.name,
        body: parsed.data,
        created_at: now.toISOString(),
      })
      .execute();
    await trx.updateTable("leads").set({ updated_at: now.toISOString() }).where("id", "=", id).execute();
    await recordActivity(trx, { action: "lead_note", actor: staff, ...entry(lead), at: now });
  });
}

/** Gives the lead to another agent (or none: ''); an agent may only take a lead or hand one over. */
export async function reassignLead(db: Kysely<Database>, staff: Staff, id: string, agentId: string, now = new Date()) {
  const lead = await leadFor(db, staff, id);
  const target = agentId
    ? await db.selectFrom("user").select(["id", "name"]).where("id", "=", agentId).executeTakeFirst()
    : null;
  if (agentId && !target) throw new LeadCommandError("El agente no existe.");
  if ((target?.id ?? null) === lead.agent_id) return;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("leads")
      .set({ agent_id: target?.id ?? null, updated_at: now.toISOString() })
      .where("id", "=", id)
      .execute();
    await recordActivity(trx, {
      action: "lead_assign",
      actor: staff,
      ...entry(lead),
      note: `${lead.agent_name ?? "Sin asignar"} → ${target?.name ?? "Sin asignar"}`,
      at: now,
    });
  });
}

/** Deletes a lead on the visitor's request (Ley 25.326): the lead and its notes go; the history keeps only that it was. */
export async function deleteLead(db: Kysely<Database>, staff: Staff, id: string, now = new Date()) {
  const lead = await leadFor(db, staff, id);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("lead_notes").where("lead_id", "=", id).execute();
    await trx.deleteFrom("leads").where("id", "=", id).execute();
    await recordActivity(trx, { action: "lead_delete", actor: staff, ...entry(lead), at: now });
  });
}
