// A Lingui instance from the compiled messages the public layout's and page's loaders sent (docs/decisions/170): one
// per page render in the browser; on the server one per language and set of messages, shared by the renders that show
// them (app/i18n/i18n-provider.tsx, decision 248).
import { setupI18n, type I18n, type Messages } from "@lingui/core";
import { LOCALE_TAGS, type Locale } from "./locale.ts";
import { missingMessage } from "./missing-message.ts";

/**
 * A message without an entry is shown as its id, the Spanish source text (no warning, no compiler needed in the
 * browser). Spanish pages therefore carry only the messages with placeholders or plurals.
 */
export function createI18n(locale: Locale, messages: Messages): I18n {
  return setupI18n({
    locale,
    locales: [LOCALE_TAGS[locale]],
    messages: { [locale]: messages },
    // The server also says when a catalogue id was left out of the page's set; the browser only shows the id.
    missing: import.meta.env.SSR ? (_locale, id) => missingMessage(locale, id) : (_locale, id) => id,
  });
}
