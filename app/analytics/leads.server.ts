// WhatsApp enquiries ('leads') as anonymous events: which listing, when, which visit. Never who.
import type { Kysely } from "kysely";
import { z } from "zod";
import type { Database } from "../db/schema.ts";
import { SHORT_ID } from "../properties/ids.ts";
import { publiclyVisible } from "../properties/visibility.server.ts";
import { propertyPath } from "./property-path.ts";

/** Anonymous per-tab visit id made by the browser (see visit-id.ts); nothing personal. */
export const VISIT_ID = /^[A-Za-z0-9_-]{8,64}$/;

export const leadSchema = z.object({
  propertyId: z.string().regex(SHORT_ID, "La propiedad no es válida."),
  visitId: z.string().regex(VISIT_ID, "La visita no es válida.").nullish(),
});

export type LeadInput = z.infer<typeof leadSchema>;

/** Stores one enquiry event; false when visitors cannot see the listing (a draft, the trash, no such id): nothing is
 * stored then. */
export async function recordEnquiry(db: Kysely<Database>, lead: LeadInput, now = new Date()): Promise<boolean> {
  const exists = await db
    .selectFrom("properties")
    .select("id")
    .where("id", "=", lead.propertyId)
    .where(publiclyVisible())
    .executeTakeFirst();
  if (!exists) return false;
  await db
    .insertInto("events")
    .values({
      kind: "enquiry",
      path: propertyPath(lead.propertyId),
      property_id: lead.propertyId,
      visit_id: lead.visitId ?? null,
      referrer: null,
      created_at: now.toISOString(),
    })
    .execute();
  return true;
}
