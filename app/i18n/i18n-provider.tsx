// The public layout's Lingui provider: the page's locale and the compiled messages the layout's and the page's
// loaders sent (docs/decisions/220). The context is given directly (no I18nProvider): the instance never changes
// locale in place, a new page language or page remounts it.
import { LinguiContext } from "@lingui/react";
import type { Messages } from "@lingui/core";
import { useMemo } from "react";
import { createI18n } from "./create-i18n.ts";
import type { Locale } from "./locale.ts";

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
  const context = useMemo(() => {
    const i18n = createI18n(locale, (pageMessages ? { ...messages, ...pageMessages } : messages) as Messages);
    return { i18n, _: i18n.t };
  }, [locale, messages, pageMessages]);
  return <LinguiContext.Provider value={context}>{children}</LinguiContext.Provider>;
}
