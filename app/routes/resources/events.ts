// POST /api/events: the page-view beacon. Only from the site's own pages, a bounded number per address
// (beacon-gate.server.ts), bots ignored, garbage and paths the site does not have refused with 400; a view of a
// listing visitors cannot see is not stored, and answered like any other.
import { isbot } from "isbot";
import { runtime } from "../../runtime/process/runtime.server.ts";
import { addressLimit } from "../../analytics/address-limit.server.ts";
import { beaconReply, refuseBeacon } from "../../analytics/beacon-gate.server.ts";
import { MAX_EVENT_BYTES, parsePageView, recordPageView } from "../../analytics/events.server.ts";
import { deviceClass } from "../../analytics/device-class.ts";
import type { Route } from "./+types/events";
import { log } from "../../log/logger.server.ts";

/** A visitor browsing fast sees a page every few seconds: 300 in ten minutes leaves room for a shared address. */
const perAddress = addressLimit(300, 10 * 60 * 1000);

export async function action({ request }: Route.ActionArgs) {
  const { settings, db } = await runtime();
  const refused = refuseBeacon(request, settings.PUBLIC_URL, perAddress);
  if (refused) return refused;
  const userAgent = request.headers.get("user-agent") ?? "";
  if (isbot(userAgent)) return beaconReply(204);
  if (Number(request.headers.get("content-length") ?? 0) > MAX_EVENT_BYTES)
    return beaconReply(413, "Evento demasiado grande");
  const body = await request.text();
  const view = body.length <= MAX_EVENT_BYTES ? parsePageView(body) : null;
  if (!view) return beaconReply(400, "Evento inválido");
  try {
    await recordPageView(db.kysely, view, new Date(), deviceClass(userAgent));
  } catch (err) {
    log.error({ err }, `Error al guardar una visita a ${view.path}`);
    return beaconReply(500, "No se pudo registrar la visita");
  }
  return beaconReply(204);
}

export function loader() {
  return beaconReply(405, "Método no permitido");
}
