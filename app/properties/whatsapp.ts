// WhatsApp click-to-chat: Argentine number normalisation and the enquiry text a visitor sends.
import { typeLabel } from "./type-labels.ts";
import { msg } from "../i18n/msg.ts";

/** Area codes of 3 digits (all others are 4, except 11 for Buenos Aires); needed to find the mobile '15'. */
const THREE_DIGIT_AREA_CODES = new Set([
  "220",
  "221",
  "223",
  "230",
  "236",
  "237",
  "249",
  "260",
  "261",
  "263",
  "264",
  "266",
  "280",
  "291",
  "294",
  "297",
  "298",
  "299",
  "336",
  "341",
  "342",
  "343",
  "345",
  "348",
  "351",
  "353",
  "358",
  "362",
  "364",
  "370",
  "376",
  "379",
  "380",
  "381",
  "383",
  "385",
  "387",
  "388",
]);

function areaCodeLength(national: string): number {
  if (national.startsWith("11")) return 2;
  return THREE_DIGIT_AREA_CODES.has(national.slice(0, 3)) ? 3 : 4;
}

/**
 * Turns an Argentine phone number written any common way ('+54 9 3572 44-1234', '03572 15441234',
 * '3572441234', '5493572441234') into the international mobile form wa.me needs: 54 9 + area code + number,
 * without the trunk 0 and the 15. Returns null when the number has no area code or is not Argentine.
 */
export function normaliseArgentinePhone(input: string): string | null {
  if (/[^\d\s()+.\-/]/.test(input.trim())) return null;
  let digits = input.replace(/\D/g, "");
  const international = /^\s*(\+|00)/.test(input);
  if (digits.startsWith("00")) digits = digits.slice(2);
  // National numbers start with 1-3 (area codes), so a leading 54 is always the country code.
  if (digits.startsWith("54") && (international || digits.length >= 12)) digits = digits.slice(2);
  else if (international) return null;
  if (digits.startsWith("9") && digits.length >= 11) digits = digits.slice(1);
  if (digits.startsWith("0")) digits = digits.slice(1);
  if (digits.length === 12) {
    const at = areaCodeLength(digits);
    if (digits.slice(at, at + 2) !== "15") return null;
    digits = digits.slice(0, at) + digits.slice(at + 2);
  }
  if (!/^[1-3]\d{9}$/.test(digits)) return null;
  return `549${digits}`;
}

export interface EnquiryVisitor {
  name: string;
  email: string;
  phone: string;
  message: string;
}

export interface EnquiryListing {
  id: string;
  name: string;
  /** The stored type code: the text shows its label (type-labels.ts). */
  type: string;
  address: string;
  locality: string;
  /** Already formatted: '$ 1.250.000', 'USD 120.000' or 'Consultar'. */
  price: string;
  description: string;
  url: string;
  /** A temporary rental's chosen stay: 'Llegada …, salida …: 7 noches, total $ …' (availability.ts). */
  stay?: string;
  /** The message's words in another language (English pages, decision 177); Spanish when not given. */
  words?: EnquiryWords;
  /** The type as `words`' language names it; typeLabel's Spanish when not given. */
  typeText?: string;
}

/** The enquiry text's fixed words; `greeting` holds {name}. */
export interface EnquiryWords {
  greeting: string;
  code: string;
  type: string;
  address: string;
  price: string;
  stay: string;
  description: string;
  message: string;
  details: string;
  name: string;
  email: string;
  phone: string;
}

/** Catalogue ids (msg): the loader translates them for English pages (enquiry-words.server.ts). */
export const SPANISH_ENQUIRY_WORDS: EnquiryWords = {
  greeting: msg("Hola, soy {name}. Quisiera consultar por esta propiedad:"),
  code: msg("código"),
  type: msg("Tipo"),
  address: msg("Dirección"),
  price: msg("Precio"),
  stay: msg("Estadía"),
  description: msg("Descripción"),
  message: msg("Mensaje"),
  details: msg("Mis datos:"),
  name: msg("Nombre"),
  email: msg("Email"),
  phone: msg("Teléfono"),
};

/** Longest wa.me URL we produce; older phones and in-app browsers cut longer links. */
export const MAX_WHATSAPP_URL_LENGTH = 2000;

/** Plain text for WhatsApp: no markup, single spaces, at most one blank line in a row. */
export function plainText(value: string): string {
  return value
    .replace(/<[^>]*>/g, " ")
    .replace(/\r\n?/g, "\n")
    .replace(/[ \t\f\v]+/g, " ")
    .replace(/ *\n */g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

function compose(visitor: EnquiryVisitor, listing: EnquiryListing, description: string): string {
  const v = {
    name: plainText(visitor.name).replace(/\n/g, " "),
    email: plainText(visitor.email).replace(/\n/g, " "),
    phone: plainText(visitor.phone).replace(/\n/g, " "),
    message: plainText(visitor.message),
  };
  const w = listing.words ?? SPANISH_ENQUIRY_WORDS;
  return [
    w.greeting.replace("{name}", () => v.name),
    "",
    `${plainText(listing.name)} (${w.code} ${listing.id})`,
    `${w.type}: ${listing.typeText ?? typeLabel(listing.type)}`,
    `${w.address}: ${plainText(listing.address)}, ${plainText(listing.locality)}`,
    `${w.price}: ${listing.price}`,
    ...(listing.stay ? [`${w.stay}: ${listing.stay}`] : []),
    ...(description ? [`${w.description}: ${description}`] : []),
    listing.url,
    "",
    `${w.message}: ${v.message}`,
    "",
    w.details,
    `${w.name}: ${v.name}`,
    `${w.email}: ${v.email}`,
    `${w.phone}: ${v.phone}`,
  ].join("\n");
}

export function whatsappUrl(number: string, text: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

/**
 * The wa.me link for an enquiry. Only the listing's description is shortened to keep the link within
 * MAX_WHATSAPP_URL_LENGTH; the visitor's contact data and message are never cut.
 */
export function enquiryWhatsappUrl(number: string, visitor: EnquiryVisitor, listing: EnquiryListing): string {
  const full = plainText(listing.description);
  const fits = (d: string) => whatsappUrl(number, compose(visitor, listing, d)).length <= MAX_WHATSAPP_URL_LENGTH;
  if (fits(full)) return whatsappUrl(number, compose(visitor, listing, full));
  // Binary search the longest prefix that fits, then cut back to a word boundary and add an ellipsis.
  let lo = 0;
  let hi = full.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (fits(`${full.slice(0, mid)}…`)) lo = mid;
    else hi = mid - 1;
  }
  let cut = full.slice(0, lo);
  const space = cut.search(/\s\S*$/);
  if (space > lo * 0.6) cut = cut.slice(0, space);
  cut = cut.trimEnd();
  return whatsappUrl(number, compose(visitor, listing, cut ? `${cut}…` : ""));
}
