// The WhatsApp enquiry's words in the page's language (decision 177), through the catalogue: built by the loader,
// so the page's JavaScript carries no catalogue for them.
import type { Translate } from "../../../i18n/use-t.ts";
import { type EnquiryWords, SPANISH_ENQUIRY_WORDS } from "../../../properties/whatsapp.ts";

export function enquiryWords(t: Translate): EnquiryWords {
  return Object.fromEntries(
    // The greeting keeps its {name} placeholder: the visitor's name goes in when the message is sent.
    Object.entries(SPANISH_ENQUIRY_WORDS).map(([k, spanish]) => [k, t(spanish, { name: "{name}" })]),
  ) as unknown as EnquiryWords;
}
