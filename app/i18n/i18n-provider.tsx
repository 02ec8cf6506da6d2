// The public layout's Lingui provider: the page's locale and the compiled messages the layout's and the page's
// loaders sent (docs/decisions/220). The context is given directly (no I18nProvider): the instance never changes
// locale in place, a new page language or page remounts it. On the server it is kept per set of messages, with the
// texts it made (decision 248).
import { LinguiContext } from "@lingui/react";
import type { I18n, Messages } from "@lingui/core";
import { useMemo } from "react";
import { createI18n } from "./create-i18n.ts";
import type { Locale } from "./locale.ts";

/** What the provider gives: Lingui's context, and on the server the texts it made (read by useT). */
export type LocaleContext = { i18n: I18n; _: I18n["t"]; texts?: Map<string, string> };

function newContext(
  locale: Locale,
  messages: Record<string, unknown>,
  pageMessages?: Record<string, unknown>,
): LocaleContext {
  const i18n = createI18n(locale, (pageMessages ? { ...messages, ...pageMessages } : messages) as Messages);
  return { i18n, _: i18n.t };
}

/**
 * On the server the same messages always give the same texts: one context per language and set of messages (the
 * loaders keep those objects per language and route, decisions 220 and 247), shared by every render that shows them,
 * with the texts it made (`texts`, read by useT). Nothing changes a Lingui instance during a render.
 */
const NO_PAGE = {};
const kept = new WeakMap<object, WeakMap<object, Partial<Record<Locale, LocaleContext>>>>();
function keptContext(locale: Locale, messages: Record<string, unknown>, pageMessages?: Record<string, unknown>) {
  let byPage = kept.get(messages);
  if (!byPage) {
    byPage = new WeakMap();
    kept.set(messages, byPage);
  }
  const page = pageMessages ?? NO_PAGE;
  let byLocale = byPage.get(page);
  if (!byLocale) {
    byLocale = {};
    byPage.set(page, byLocale);
  }
  byLocale[locale] ??= { ...newContext(locale, messages, pageMessages), texts: new Map() };
  return byLocale[locale];
}

export function LocaleProvider({
  locale,
  messages,
  pageMessages,
  children,
}: {
  locale: Locale;
  /** As the loader data arrived (serialised compiled messages): the layout's, or everything the render needs. */
  messages: Record<string, unknown>;
  /** The page's own, from its loader's data. */
  pageMessages?: Record<string, unknown>;
  children: React.ReactNode;
}) {
  const context = useMemo(
    () =>
      import.meta.env.SSR ? keptContext(locale, messages, pageMessages) : newContext(locale, messages, pageMessages),
    [locale, messages, pageMessages],
  );
  return <LinguiContext.Provider value={context}>{children}</LinguiContext.Provider>;
}
