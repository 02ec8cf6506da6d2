// A listing's title on a page in `locale`: its English title on English pages when staff wrote one (decision 176),
// else the Spanish name. Loaders apply it to the cards and the detail page alike.
import type { Locale } from "./locale.ts";

export function listingName(p: { name: string; titleEn?: string | null }, locale: Locale): string {
  return locale === "en" && p.titleEn ? p.titleEn : p.name;
}
