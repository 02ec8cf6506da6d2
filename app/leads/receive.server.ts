// What POST /api/consultas does with an enquiry: store it (create.server.ts), then e-mail its agent at once —
// or the agency's address when the listing has no agent. A failed e-mail is logged; the lead stays stored.
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { log } from "../log/logger.server.ts";
import { type CreateLeadResult, createLead } from "./create.server.ts";
import { leadPath, type SendLeadMail } from "./notify.server.ts";

export interface ReceiveDeps {
  db: Kysely<Database>;
  sendMail: SendLeadMail;
  publicUrl: string;
  /** The agency's e-mail (Configuración): where unassigned leads are announced. */
  agencyEmail: string;
}

export async function receiveLead(
  deps: ReceiveDeps,
  input: unknown,
  clientAddress: string,
  now = new Date(),
): Promise<CreateLeadResult> {
  const result = await createLead(deps.db, input, clientAddress, now);
  if (result.kind !== "stored") return result;
  const { lead } = result;
  const agent = lead.agentId
    ? await deps.db
        .selectFrom("user")
        .select(["email", "name", "banned"])
        .where("id", "=", lead.agentId)
        .executeTakeFirst()
    : undefined;
  const to = agent && !agent.banned ? agent.email : deps.agencyEmail;
  try {
    await deps.sendMail({
      to,
      agentName: agent?.name ?? "la inmobiliaria",
      lead,
      url: `${deps.publicUrl}${leadPath(lead.id)}`,
    });
  } catch (err) {
    log.error({ err }, `Consultas: no se pudo avisar por e-mail de la consulta ${lead.id} a ${to}`);
  }
  return result;
}
