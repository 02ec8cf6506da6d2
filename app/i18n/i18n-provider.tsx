// The public layout's Lingui provider: the page's locale and the compiled messages its loader sent.
import { I18nProvider } from "@lingui/react";
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
  const i18n = useMemo(() => createI18n(locale, messages as Messages), [locale, messages]);
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
