// Sending an enquiry: opens WhatsApp with the visitor's message, counts the lead and stores the enquiry for the
// agency's inbox (kept in the page until the server has it, app/leads/outbox.ts). Loaded on demand by the form.
import { enquiryWhatsappUrl, type EnquiryListing, type EnquiryVisitor } from "../../../properties/whatsapp.ts";
import { sendLead } from "../../../analytics/lead-beacon.ts";
import { type LeadErrors, queueLead } from "../../../leads/outbox.ts";

export { flushLeads } from "../../../leads/outbox.ts";

/** Opens the chat in a new window and returns its URL (the form offers it again if a blocker stopped it). */
export function sendEnquiry(
  whatsappNumber: string,
  visitor: EnquiryVisitor,
  listing: EnquiryListing,
  extra: { website: string; onErrors: (errors: LeadErrors) => void },
): string {
  const url = enquiryWhatsappUrl(whatsappNumber, visitor, listing);
  // First, from the click itself: no popup blocker, no wait for the server.
  window.open(url, "_blank", "noopener,noreferrer");
  sendLead(listing.id);
  const stay = new URLSearchParams(location.search);
  void queueLead(
    {
      propertyId: listing.id,
      ...visitor,
      stayFrom: stay.get("llegada") || null,
      stayTo: stay.get("salida") || null,
      language: location.pathname.startsWith("/en/") ? "en" : "es",
      sourcePage: `${location.pathname}${location.search}`.slice(0, 300),
      website: extra.website,
      queuedAt: new Date().toISOString(),
    },
    extra.onErrors,
  );
  return url;
}
