// A listing's agent as the public pages need them (issue #35): name and WhatsApp number, or null when the listing
// has no agent, the agent is disabled or has no number (the agency's number is used then).
import type { Kysely } from "kysely";
import { type Database, toBool } from "../db/schema.ts";

export interface ListingAgent {
  name: string;
  whatsapp: string;
}

export async function listingAgent(db: Kysely<Database>, propertyId: string): Promise<ListingAgent | null> {
  const row = await db
    .selectFrom("properties")
    .innerJoin("user", "user.id", "properties.agent_id")
    .select(["user.name", "user.whatsapp", "user.banned"])
    .where("properties.id", "=", propertyId)
    .executeTakeFirst();
  if (!row?.whatsapp || toBool(row.banned)) return null;
  return { name: row.name, whatsapp: row.whatsapp };
}
