// A listing's agent (issue #35): as the public pages need them, and setting it. Only the agent's shown name, photo
// and WhatsApp number reach a page, never their e-mail or role; a disabled agent is no agent (the agency's then).
import type { Kysely } from "kysely";
import { recordActivity } from "../activity/record.server.ts";
import { type StaffPhoto, staffPhoto } from "../agency/staff-photos.server.ts";
import { type Database, toBool } from "../db/schema.ts";

export interface ListingAgent {
  name: string;
  /** null: the agent has no number of their own, the agency's is used. */
  whatsapp: string | null;
  photo: StaffPhoto | null;
}

export async function listingAgent(db: Kysely<Database>, propertyId: string): Promise<ListingAgent | null> {
  const row = await db
    .selectFrom("properties")
    .innerJoin("user", "user.id", "properties.agent_id")
    .select(["user.id", "user.name", "user.whatsapp", "user.banned"])
    .where("properties.id", "=", propertyId)
    .executeTakeFirst();
  if (!row || toBool(row.banned)) return null;
  return { name: row.name, whatsapp: row.whatsapp ?? null, photo: await staffPhoto(db, row.id) };
}

/** Thrown when the listing or the staff member does not exist; the message is the page's. */
export class ListingAgentError extends Error {}

/** The listing's agent and the staff who can be one, for the edit page's 'Agente' section. */
export async function listingAgentChoice(db: Kysely<Database>, propertyId: string) {
  const [row, staff] = await Promise.all([
    db.selectFrom("properties").select("agent_id").where("id", "=", propertyId).executeTakeFirst(),
    db.selectFrom("user").select(["id", "name"]).orderBy("name").execute(),
  ]);
  return { current: row?.agent_id ?? null, staff };
}

/** Gives a listing to an agent ('' : none, the agency's WhatsApp), with its history entry. */
export async function setListingAgent(
  db: Kysely<Database>,
  actor: { id: string; name: string },
  propertyId: string,
  agentId: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const listing = await trx
      .selectFrom("properties")
      .leftJoin("user", "user.id", "properties.agent_id")
      .select(["properties.id", "properties.name", "properties.agent_id", "user.name as agent_name"])
      .where("properties.id", "=", propertyId)
      .where("properties.deleted_at", "is", null)
      .executeTakeFirst();
    if (!listing) throw new ListingAgentError("La propiedad no existe.");
    const agent = agentId
      ? await trx.selectFrom("user").select(["id", "name"]).where("id", "=", agentId).executeTakeFirst()
      : null;
    if (agentId && !agent) throw new ListingAgentError("El agente no existe.");
    if ((agent?.id ?? null) === listing.agent_id) return;
    await trx
      .updateTable("properties")
      .set({ agent_id: agent?.id ?? null })
      .where("id", "=", propertyId)
      .execute();
    await recordActivity(trx, {
      action: "edit",
      actor,
      property: { id: listing.id, name: listing.name },
      changes: [{ field: "Agente", from: listing.agent_name ?? "Sin agente", to: agent?.name ?? "Sin agente" }],
    });
  });
}
