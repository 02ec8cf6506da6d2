// POST /api/leads: records a WhatsApp enquiry (listing id and anonymous visit id only) for the dashboard. Only from
// the site's own pages, a few per address (beacon-gate.server.ts); a listing visitors cannot see is answered like
// one that does not exist, and neither is counted.
import { runtime } from "../../runtime/process/runtime.server.ts";
import { addressLimit } from "../../analytics/address-limit.server.ts";
import { beaconReply, refuseBeacon } from "../../analytics/beacon-gate.server.ts";
import { leadSchema, recordEnquiry } from "../../analytics/leads.server.ts";
import type { Route } from "./+types/leads";
import { log } from "../../log/logger.server.ts";

/** A visitor asks about a handful of listings; twenty in ten minutes from one address is already a lot. */
export const LEADS_PER_ADDRESS = 20;
const perAddress = addressLimit(LEADS_PER_ADDRESS, 10 * 60 * 1000);

export function loader() {
  return beaconReply(405, "Método no permitido");
}

export async function action({ request }: Route.ActionArgs) {
  const { db, settings } = await runtime();
  const refused = refuseBeacon(request, settings.PUBLIC_URL, perAddress);
  if (refused) return refused;
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return beaconReply(400, "El cuerpo debe ser JSON");
  }
  const parsed = leadSchema.safeParse(body);
  if (!parsed.success) return beaconReply(400, parsed.error.issues.map((i) => i.message).join(" "));
  try {
    // Stored or not (a draft, the trash, no such listing), the answer is the same: it tells nothing about ids.
    await recordEnquiry(db.kysely, parsed.data);
    return beaconReply(204);
  } catch (err) {
    log.error({ err }, `Error al registrar la consulta de la propiedad ${parsed.data.propertyId}`);
    return beaconReply(500, "No se pudo registrar la consulta");
  }
}
