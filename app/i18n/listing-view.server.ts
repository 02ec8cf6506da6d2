// What the detail page shows in the page's language, built by its loader with serverT (decision 177): the listing's own English
// title and description when staff wrote them (decision 176), else the Spanish ones with a note; the
// characteristics' groups, labels and values through the catalogue, numbers for the page's readers.
import type { Translate } from "./use-t.ts";
import type { Locale } from "./locale.ts";
import {
  type CharacteristicGroup,
  characteristicGroups,
  type Characteristics,
  definition,
} from "../properties/characteristics.ts";
import { formatDate, formatNumber, formatPrice } from "../properties/format.ts";
import { type CurrencyRate, convert, equivalentText, rateName, roughly } from "../properties/currency-rate.ts";
import type { Property } from "../properties/types.ts";
import { listingName } from "./listing-name.ts";

/** The listing's title and description as the page shows them; `note` when the description stays Spanish. */
export function shownText(p: Pick<Property, "name" | "description" | "titleEn" | "descriptionEn">, locale: Locale) {
  if (locale === "es") return { name: p.name, description: p.description, note: null };
  return {
    name: listingName(p, locale),
    description: p.descriptionEn || p.description,
    note: p.descriptionEn ? null : "Description available in Spanish only.",
  };
}

/** The Características tab's groups, translated: labels and options through the catalogue, numbers per locale. */
export function shownCharacteristics(
  c: Characteristics,
  locale: Locale,
  t: Translate,
): { groups: CharacteristicGroup[]; lists: CharacteristicGroup[] } {
  const spanish = characteristicGroups(c);
  if (locale === "es") return spanish;
  const value = (key: CharacteristicGroup["rows"][number]["key"], text: string) => {
    const raw = c[key];
    const kind = definition(key).kind;
    if (typeof raw === "number" && kind === "money")
      return t("{amount} por mes", { amount: formatPrice("$", raw, locale) });
    if (typeof raw === "number" && kind !== "year") return formatNumber(raw, locale);
    // Options (Si, Muy Bueno, Noreste…) are catalogue ids; free text (Contrato) stays as written.
    return kind === "choice" ? t(text) : text;
  };
  const group = (g: CharacteristicGroup) => ({
    title: t(g.title),
    rows: g.rows.map((r) => ({ ...r, label: t(r.label), value: value(r.key, r.value) })),
  });
  const list = (g: CharacteristicGroup) => ({
    title: t(g.title),
    rows: g.rows.map((r) => ({ ...r, label: t(r.label), value: t(r.value) })),
  });
  return { groups: spanish.groups.map(group), lists: spanish.lists.map(list) };
}

/**
 * The price in the other currency (decision 133) in the page's language: currency-rate.ts's Spanish text, or the
 * same figure worded for English readers ('≈ USD 535 (dólar MEP rate of 11/20/2026)'). The rate's name is the
 * staff's own text.
 */
export function shownEquivalent(
  currency: string | null,
  price: number | null,
  rate: CurrencyRate | null,
  locale: Locale,
  t: Translate,
): string | null {
  const spanish = equivalentText(currency, price, rate);
  if (locale === "es" || !spanish || !rate || price == null) return spanish;
  const to = currency === "$" ? "USD" : "$";
  const amount = formatPrice(to, roughly(convert(price, currency as "$" | "USD", rate.value)), locale);
  const date = formatDate(`${rate.date}T12:00:00Z`, locale, { timeZone: "UTC" });
  return t("≈ {amount} ({rate} del {date})", { amount, rate: rateName(rate.name, locale), date });
}
