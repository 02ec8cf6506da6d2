// How server-built text (loaders, domain display rules) gets the page's language: its t and locale together.
import type { Locale } from "./locale.ts";
import type { Translate } from "./use-t.ts";

export interface Wording {
  t: Translate;
  locale: Locale;
}

/**
 * Spanish without the catalogue, for callers that have no page language (the dashboard, the ficha PDF): ids are
 * the Spanish text; only simple '{name}' placeholders are filled (no plurals).
 */
export const SPANISH: Wording = {
  t: (id, values) =>
    id.replace(/\{(\w+)\}/g, (whole, name: string) => (values && name in values ? String(values[name]) : whole)),
  locale: "es",
};
