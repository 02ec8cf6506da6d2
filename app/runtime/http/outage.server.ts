// While the database is down every route answers 503 with Retry-After: pages keep their Spanish error page,
// other resources get a Spanish line instead of React Router's "Unexpected Server Error" (docs/decisions/083).
import type { MiddlewareFunction } from "react-router";
import { READINESS_PATH } from "../process/readiness.server.ts";
import { databaseAnswers } from "../process/runtime.server.ts";

export const RETRY_AFTER_SECONDS = 60;
export const OUTAGE_TEXT = "El sitio no está disponible en este momento. Intentá nuevamente en unos minutos.";

/** Documents (HTML) and React Router's own data requests keep their body; anything else gets OUTAGE_TEXT. */
function keepsBody(request: Request, response: Response): boolean {
  const type = response.headers.get("Content-Type") ?? "";
  return type.startsWith("text/html") || new URL(request.url).pathname.endsWith(".data");
}

/**
 * Root middleware. Whatever failed (a loader, an action, a route that caught the error and answered 500 itself),
 * a 5xx is an outage when the database does not answer right now: one check, only on the rare 5xx, for every
 * engine and every way a connection can fail.
 */
export const outageMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  const response = await next();
  if (response.status < 500 || new URL(request.url).pathname === READINESS_PATH) return response;
  if (await databaseAnswers()) return response;
  const headers = new Headers(response.headers);
  headers.set("Retry-After", String(RETRY_AFTER_SECONDS));
  headers.set("Cache-Control", "no-store");
  if (keepsBody(request, response)) {
    return new Response(response.body, { status: 503, statusText: "Service Unavailable", headers });
  }
  await response.body?.cancel();
  headers.set("Content-Type", "text/plain; charset=utf-8");
  headers.delete("Content-Length");
  return new Response(OUTAGE_TEXT, { status: 503, statusText: "Service Unavailable", headers });
};
