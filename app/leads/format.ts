// How the inbox shows a lead's times and contact links: dates on Argentine time, the visitor's WhatsApp as +549….
import { normaliseArgentinePhone, whatsappUrl } from "../properties/whatsapp.ts";

const when = new Intl.DateTimeFormat("es-AR", {
  dateStyle: "short",
  timeStyle: "short",
  timeZone: "America/Argentina/Cordoba",
});

export const leadTime = (iso: string) => when.format(new Date(iso));

/** The visitor's number for WhatsApp ('+5493546461234') and the chat link, or null when it is not usable. */
export function visitorWhatsapp(phone: string, name: string, listing: string): { shown: string; href: string } | null {
  const number = normaliseArgentinePhone(phone);
  if (!number) return null;
  return {
    shown: `+${number}`,
    href: whatsappUrl(number, `Hola ${name}, te escribimos por tu consulta sobre ${listing}.`),
  };
}

/** A tel: link keeps only what dialling needs. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;
