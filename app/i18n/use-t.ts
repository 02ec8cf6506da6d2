// The translation hooks every public component uses: t(spanishText, values) and the page's locale.
import { LinguiContext } from "@lingui/react";
import { useContext } from "react";
import type { LocaleContext } from "./i18n-provider.tsx";
import type { Locale } from "./locale.ts";

export type Translate = (id: string, values?: Record<string, unknown>) => string;

const spanish: Translate = (id) => id;

/**
 * `t('Texto en castellano', { count })`: the message id is the Spanish text (app/i18n/locales/en.json).
 * This is useLingui's context read without its development-only throw: outside the public layout (dashboard,
 * sign-in pages) there is no provider and the Spanish text is shown.
 */
export function useT(): Translate {
  const lingui = useContext(LinguiContext) as LocaleContext | null;
  if (!lingui) return spanish;
  const { i18n, texts } = lingui;
  // Only the server keeps texts: the browser's bundle leaves this out (the first-load budget).
  if (!import.meta.env.SSR || !texts) return (id, values) => i18n._(id, values);
  // On the server the provider keeps the texts its messages made (decision 248): a page's texts are made once.
  return (id, values) => {
    const key = textKey(id, values);
    if (key === undefined) return i18n._(id, values);
    let text = texts.get(key);
    if (text === undefined) {
      text = i18n._(id, values);
      if (texts.size >= KEPT_TEXTS) texts.clear();
      texts.set(key, text);
    }
    return text;
  };
}

/** Texts kept per set of messages at most; past that they are made again. */
const KEPT_TEXTS = 5000;

/** The message and its values as one key; undefined when a value is not a string, number or boolean. */
function textKey(id: string, values?: Record<string, unknown>): string | undefined {
  let key = id;
  for (const name in values) {
    const value = values[name];
    const type = typeof value;
    if (type !== "string" && type !== "number" && type !== "boolean") return undefined;
    key += `\u0000${name}\u0001${type[0]}${value}`;
  }
  return key;
}

export function useLocale(): Locale {
  const lingui = useContext(LinguiContext) as LocaleContext | null;
  return lingui?.i18n.locale === "en" ? "en" : "es";
}
