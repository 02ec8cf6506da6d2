// What the two anonymous beacons (/api/events, /api/leads) refuse before reading a body: another method, a request
// that is not from one of the site's own pages (no Origin, or another one), and an address over its limit — the last
// answered 204 like any beacon, storing nothing: a browser shows an error status in its console, and a counter owes
// its sender no explanation.
import { clientIp } from "../auth/client-ip.ts";
import type { AddressLimit } from "./address-limit.server.ts";

export const beaconReply = (status: number, text?: string) =>
  new Response(text ?? null, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

/** The refusal for this request, or null when it may go on. `publicUrl`: PUBLIC_URL, whose origin is ours too. */
export function refuseBeacon(request: Request, publicUrl: string, limit: AddressLimit): Response | null {
  if (request.method !== "POST") return beaconReply(405, "Método no permitido");
  // A page of the site always sends its Origin with a POST; a script elsewhere, or a bare client, does not match.
  const origin = request.headers.get("origin");
  if (!origin || (origin !== new URL(request.url).origin && origin !== new URL(publicUrl).origin))
    return beaconReply(403, "Origen no permitido");
  if (!limit.allow(clientIp(request))) return beaconReply(204);
  return null;
}
