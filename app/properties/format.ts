// Price, number and date formatting per locale: es-AR ('$ 1.250.000', 'USD 120.000', 'Consultar') and English
// for /en ('$ 1,250,000', 'Price on request'). Intl with LOCALE_TAGS (docs/decisions/171).
import { LOCALE_TAGS, type Locale } from "../i18n/locale.ts";

const integer = {
  es: new Intl.NumberFormat(LOCALE_TAGS.es, { maximumFractionDigits: 0 }),
  en: new Intl.NumberFormat(LOCALE_TAGS.en, { maximumFractionDigits: 0 }),
};
const decimal = {
  es: new Intl.NumberFormat(LOCALE_TAGS.es, { maximumFractionDigits: 2 }),
  en: new Intl.NumberFormat(LOCALE_TAGS.en, { maximumFractionDigits: 2 }),
};

/** What a listing without a published price shows instead (SPEC.md: 'Consultar'). */
export const PRICE_ON_REQUEST = { es: "Consultar", en: "Price on request" } as const satisfies Record<Locale, string>;

export function formatPrice(
  currency: string | null | undefined,
  price: number | null | undefined,
  locale: Locale = "es",
): string {
  if (!currency || currency === "Consultar" || price == null || !Number.isFinite(price)) {
    return PRICE_ON_REQUEST[locale];
  }
  return `${currency} ${integer[locale].format(price)}`;
}

export function formatNumber(value: number | null | undefined, locale: Locale = "es"): string {
  return decimal[locale].format(value ?? 0);
}

/** A calendar date for readers of `locale` ('24/11/2026', '11/24/2026' or as `options` ask). */
export function formatDate(date: Date | string, locale: Locale = "es", options?: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], options).format(typeof date === "string" ? new Date(date) : date);
}
