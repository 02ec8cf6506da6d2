// The English catalogue compiled once at boot, the messages each page's browser gets, and t() for loaders and
// meta (docs/decisions/170). The browser bundle has no message compiler: only compiled messages travel, and only
// those its page can show (app/i18n/page-messages.server.ts, docs/decisions/220).
import { compileMessage } from "@lingui/message-utils/compileMessage";
import type { Messages } from "@lingui/core";
import en from "./locales/en.json" with { type: "json" };
import { createI18n } from "./create-i18n.ts";
import type { Locale } from "./locale.ts";
import type { Translate } from "./use-t.ts";
import { reportMissingMessagesWith } from "./missing-message.ts";
import { log } from "../log/logger.server.ts";

function compileAll(source: Record<string, string>): Messages {
  return Object.fromEntries(Object.entries(source).map(([id, text]) => [id, compileMessage(text)]));
}

/** Every id, in English. */
const english = compileAll(en);

/**
 * Spanish needs no catalogue, only its own ids that hold placeholders or plurals, compiled from the id itself
 * (every id is a key of en.json, checked by app/i18n/catalog.test.ts).
 */
const spanishWithValues = compileAll(
  Object.fromEntries(
    Object.keys(en)
      .filter((id) => id.includes("{"))
      .map((id) => [id, id]),
  ),
);

const COMPILED: Record<Locale, Messages> = { es: spanishWithValues, en: english };

// A page rendered on the server asked for a message its set lacks (scripts/build/page-messages.ts): its browser
// would show the Spanish text, or a Spanish one with its placeholders unfilled.
reportMissingMessagesWith((locale, id) => {
  if (id in (COMPILED[locale as Locale] ?? {})) log.warn({ locale, id }, "Mensaje que la página no recibió");
});

/** Every compiled message of the locale: for what the server renders itself (the layout's static chrome). */
export function allMessages(locale: Locale): Messages {
  return COMPILED[locale];
}

/** The compiled messages among `ids` that a browser needs in `locale` (Spanish: only those with values). */
export function clientMessages(locale: Locale, ids: Iterable<string>): Messages {
  const all = COMPILED[locale];
  const out: Messages = {};
  for (const id of ids) if (id in all) out[id] = all[id];
  return out;
}

const translators = {
  es: createI18n("es", spanishWithValues),
  en: createI18n("en", english),
};

/** One t() per language, the same function on every call: what is worded with it can be kept by it (countText). */
const serverTs: Record<Locale, Translate> = {
  es: (id, values) => translators.es._(id, values),
  en: (id, values) => translators.en._(id, values),
};

/** t() for loaders, meta and other server code (sitemap, error pages). */
export function serverT(locale: Locale): Translate {
  return serverTs[locale];
}

/** The catalogue's ids, for the id check. */
export const CATALOGUE_IDS: ReadonlySet<string> = new Set(Object.keys(en));
