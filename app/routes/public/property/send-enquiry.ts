// Sending an enquiry: opens WhatsApp with the visitor's message and counts the lead. Loaded on demand by the form.
import { enquiryWhatsappUrl, type EnquiryListing, type EnquiryVisitor } from "../../../properties/whatsapp.ts";
import { sendLead } from "../../../analytics/lead-beacon.ts";

/** Opens the chat in a new window and returns its URL (the form offers it again if a blocker stopped it). */
export function sendEnquiry(whatsappNumber: string, visitor: EnquiryVisitor, listing: EnquiryListing): string {
  const url = enquiryWhatsappUrl(whatsappNumber, visitor, listing);
  window.open(url, "_blank", "noopener,noreferrer");
  sendLead(listing.id);
  return url;
}
