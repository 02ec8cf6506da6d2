// POST /api/leads: records a WhatsApp enquiry (listing id and anonymous visit id only) for the dashboard.
import { runtime } from "../../runtime.server.ts";
import { leadSchema, recordEnquiry } from "../../analytics/leads.server.ts";
import type { Route } from "./+types/leads";
import { log } from "../../log/logger.server.ts";

const text = (body: string, status: number) =>
  new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

export function loader() {
  return text("Método no permitido", 405);
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return text("Método no permitido", 405);
  // Cross-site POSTs never get here: server/security.ts (sameOriginOnly) answers them 403.
  const { db } = await runtime();
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return text("El cuerpo debe ser JSON", 400);
  }
  const parsed = leadSchema.safeParse(body);
  if (!parsed.success) return text(parsed.error.issues.map((i) => i.message).join(" "), 400);
  try {
    const stored = await recordEnquiry(db.kysely, parsed.data);
    return stored ? new Response(null, { status: 204 }) : text("Propiedad no encontrada", 404);
  } catch (err) {
    log.error({ err }, `Error al registrar la consulta de la propiedad ${parsed.data.propertyId}`);
    return text("No se pudo registrar la consulta", 500);
  }
}
