// Storing a visitor's enquiry (issue #35): checked by one schema, bots refused silently (honeypot, per-address
// limit), only listings the public can see, assigned to the listing's agent, its history started.
import type { Kysely } from "kysely";
import { recordActivity } from "../activity/record.server.ts";
import { beginAttempt, type ThrottleRule } from "../auth/throttle.server.ts";
import type { Database } from "../db/schema.ts";
import { publiclyVisible } from "../properties/visibility.server.ts";
import { leadInputSchema, type LeadValues } from "./schema.ts";

/**
 * Enquiries per e-mail and per client address in 15 minutes; more are dropped without a word. The address limit
 * leaves room for an office or a phone network behind one address; the e-mail one stops a form resent in a loop.
 */
export const LEAD_THROTTLE: ThrottleRule = { prefix: "consulta-", perAccount: 5, perIp: 20 };

export const UNKNOWN_LISTING = "La propiedad no existe o no está publicada.";

export interface StoredLead extends LeadValues {
  id: string;
  agentId: string | null;
  propertyName: string;
  createdAt: string;
}

export type CreateLeadResult =
  | { kind: "stored"; lead: StoredLead }
  /** A bot (honeypot filled) or too many from one address: nothing stored, answered like a success. */
  | { kind: "ignored" }
  | { kind: "invalid"; errors: Record<string, string> };

export async function createLead(
  db: Kysely<Database>,
  input: unknown,
  clientAddress: string,
  now = new Date(),
): Promise<CreateLeadResult> {
  const parsed = leadInputSchema.safeParse(input);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
    return { kind: "invalid", errors };
  }
  const values = parsed.data;
  if (values.website?.trim()) return { kind: "ignored" };
  const listing = await db
    .selectFrom("properties")
    .select(["id", "name", "agent_id"])
    .where("id", "=", values.propertyId)
    .where(publiclyVisible())
    .executeTakeFirst();
  if (!listing) return { kind: "invalid", errors: { propertyId: UNKNOWN_LISTING } };
  const attempt = await beginAttempt(db, LEAD_THROTTLE, values.email.toLowerCase(), clientAddress, now);
  if (attempt.throttled) return { kind: "ignored" };

  const lead: StoredLead = {
    ...values,
    id: crypto.randomUUID(),
    agentId: listing.agent_id,
    propertyName: listing.name,
    createdAt: now.toISOString(),
  };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("leads")
      .values({
        id: lead.id,
        property_id: listing.id,
        property_name: listing.name,
        name: values.name,
        email: values.email,
        phone: values.phone,
        message: values.message,
        stay_from: values.stayFrom,
        stay_to: values.stayTo,
        language: values.language,
        source_page: values.sourcePage,
        status: "nueva",
        agent_id: listing.agent_id,
        created_at: lead.createdAt,
        updated_at: lead.createdAt,
        anonymised_at: null,
      })
      .execute();
    await recordActivity(trx, {
      action: "lead_new",
      actor: { id: null, name: "Sitio web" },
      property: { id: listing.id, name: listing.name },
      leadId: lead.id,
      at: now,
    });
  });
  return { kind: "stored", lead };
}
