// Browser side of lead counting: tells /api/leads that this visit opened WhatsApp for a listing.
import { visitId } from "./visit-id.ts";

export const LEADS_ENDPOINT = "/api/leads";

export function sendLead(propertyId: string): void {
  // keepalive: the request survives the visitor switching to the WhatsApp window.
  fetch(LEADS_ENDPOINT, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ propertyId, visitId: visitId() }),
    keepalive: true,
  }).catch(() => {
    // Counting is best effort; the visitor's enquiry already went to WhatsApp.
  });
}
