// POST /api/consultas: the enquiry form's data, stored as a lead for the inbox (issue #35). The WhatsApp chat has
// already opened in the browser; bots (honeypot, too many from one address) get the same answer as people.
import { agencySettings } from "../../agency/settings.server.ts";
import { clientIp } from "../../auth/client-ip.ts";
import { receiveLead } from "../../leads/receive.server.ts";
import { leadErrorsFor } from "../../leads/english-messages.ts";
import { leadMailer } from "../../leads/mailer-instance.server.ts";
import { log } from "../../log/logger.server.ts";
import { runtime } from "../../runtime/process/runtime.server.ts";
import type { Route } from "./+types/consultas";

const json = (body: unknown, status: number) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store" } });

export function loader() {
  return json({ error: "Método no permitido" }, 405);
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return json({ error: "Método no permitido" }, 405);
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return json({ error: "El cuerpo debe ser JSON" }, 400);
  }
  const { db, settings } = await runtime();
  try {
    const agency = await agencySettings(db.kysely, settings);
    const deps = { db: db.kysely, sendMail: leadMailer(), publicUrl: settings.PUBLIC_URL, agencyEmail: agency.email };
    const result = await receiveLead(deps, body, clientIp(request));
    const language = (body as { language?: unknown } | null)?.language;
    if (result.kind === "invalid") return json({ errors: leadErrorsFor(language, result.errors) }, 400);
    return json({ ok: true }, 202);
  } catch (err) {
    log.error({ err }, "Consultas: error al guardar una consulta");
    return json({ error: "No se pudo guardar la consulta" }, 500);
  }
}
