// The public layout's Lingui provider: the page's locale and the compiled messages its loader sent. The context is
// given directly (no I18nProvider): the instance never changes locale in place, a new page language remounts it.
import { LinguiContext } from "@lingui/react";
import type { Messages } from "@lingui/core";
import { useMemo } from "react";
import { createI18n } from "./create-i18n.ts";
import type { Locale } from "./locale.ts";

export function LocaleProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  /** As the loader data arrived (serialised compiled messages). */
  messages: Record<string, unknown>;
  children: React.ReactNode;
}) {
  const context = useMemo(() => {
    const i18n = createI18n(locale, messages as Messages);
    return { i18n, _: i18n.t };
  }, [locale, messages]);
  return <LinguiContext.Provider value={context}>{children}</LinguiContext.Provider>;
}
