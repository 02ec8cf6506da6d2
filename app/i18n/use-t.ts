// The translation hooks every public component uses: t(spanishText, values) and the page's locale.
import { LinguiContext, type useLingui } from "@lingui/react";
import { useContext } from "react";
import type { Locale } from "./locale.ts";

export type Translate = (id: string, values?: Record<string, unknown>) => string;

const spanish: Translate = (id) => id;

/**
 * `t('Texto en castellano', { count })`: the message id is the Spanish text (app/i18n/locales/en.json).
 * This is useLingui's context read without its development-only throw: outside the public layout (dashboard,
 * sign-in pages) there is no provider and the Spanish text is shown.
 */
export function useT(): Translate {
  const lingui: ReturnType<typeof useLingui> | null = useContext(LinguiContext);
  if (!lingui) return spanish;
  const { i18n } = lingui;
  return (id, values) => i18n._(id, values);
}

export function useLocale(): Locale {
  const lingui: ReturnType<typeof useLingui> | null = useContext(LinguiContext);
  return lingui?.i18n.locale === "en" ? "en" : "es";
}
