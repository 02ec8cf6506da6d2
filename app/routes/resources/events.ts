// POST /api/events: the page-view beacon. Same-origin only, bots ignored, garbage refused with 400.
import { isbot } from "isbot";
import { runtime } from "../../runtime.server.ts";
import { MAX_EVENT_BYTES, parsePageView, recordPageView } from "../../analytics/events.server.ts";
import { deviceClass } from "../../analytics/device-class.ts";
import type { Route } from "./+types/events";
import { log } from "../../log/logger.server.ts";

function reply(status: number, text?: string) {
  return new Response(text ?? null, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return reply(405, "Método no permitido");
  const { settings, db } = await runtime();
  const origin = request.headers.get("origin");
  if (!origin || (origin !== new URL(request.url).origin && origin !== new URL(settings.PUBLIC_URL).origin)) {
    return reply(403, "Origen no permitido");
  }
  const userAgent = request.headers.get("user-agent") ?? "";
  if (isbot(userAgent)) return reply(204);
  if (Number(request.headers.get("content-length") ?? 0) > MAX_EVENT_BYTES)
    return reply(413, "Evento demasiado grande");
  const body = await request.text();
  const view = body.length <= MAX_EVENT_BYTES ? parsePageView(body) : null;
  if (!view) return reply(400, "Evento inválido");
  try {
    await recordPageView(db.kysely, view, new Date(), deviceClass(userAgent));
  } catch (err) {
    log.error({ err }, `Error al guardar una visita a ${view.path}`);
    return reply(500, "No se pudo registrar la visita");
  }
  return reply(204);
}

export function loader() {
  return reply(405, "Método no permitido");
}
