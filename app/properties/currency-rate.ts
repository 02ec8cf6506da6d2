// The reference dollar rate (decision 133): converting prices between pesos and dollars for display, filters and
// sorts, and the es-AR texts that say a converted price is approximate and by which rate.
import type { Locale } from "../i18n/locale.ts";
import { formatNumber } from "./format.ts";
import type { PriceCurrency, PriceRange } from "./price-range.ts";

export interface CurrencyRate {
  /** Pesos per dollar. */
  value: number;
  /** What the rate is: 'dólar MEP', 'dólar oficial'… */
  name: string;
  /** The day it is from, YYYY-MM-DD. */
  date: string;
}

const other = (c: PriceCurrency): PriceCurrency => (c === "$" ? "USD" : "$");

/** A price in the other currency, unrounded. */
export function convert(price: number, from: PriceCurrency, rate: number): number {
  return from === "USD" ? price * rate : price / rate;
}

/** Rounded to three significant digits, never finer than whole units: an approximation should not look like a quote. */
export function roughly(value: number): number {
  if (!Number.isFinite(value) || value <= 0) return 0;
  const step = 10 ** Math.max(0, Math.floor(Math.log10(value)) - 2);
  return Math.round(value / step) * step;
}

/** What price sorts compare: the price in pesos. */
export function priceSortKey(currency: string | null, price: number, rate: number): number {
  return currency === "USD" ? price * rate : price;
}

/** What a price order reads of a listing: its price in its currency, and its seq (the order of creation). */
export interface PricedListing {
  currency: string | null;
  price: number | string | null;
  seq: number | string;
}

/**
 * The one order of priced listings, for the public 'Menor/Mayor precio' and the dashboard's 'Precio' column: through
 * the rate when one is set (equal converted prices keep pesos first), else pesos, then dollars; within a currency,
 * its own price, then seq.
 */
export function comparePriced(a: PricedListing, b: PricedListing, dir: "asc" | "desc", rate: number | null): number {
  const key = (r: PricedListing) => (rate ? priceSortKey(r.currency, Number(r.price), rate) : 0);
  const byCurrency = (r: PricedListing) => (r.currency === "$" ? 0 : 1);
  const sign = dir === "asc" ? 1 : -1;
  return (
    sign * (key(a) - key(b)) ||
    byCurrency(a) - byCurrency(b) ||
    sign * (Number(a.price) - Number(b.price)) ||
    sign * (Number(a.seq) - Number(b.seq))
  );
}

/** A price range asked in one currency, as the inclusive whole-number range of `currency` it means. */
export function rangeIn(range: PriceRange, currency: PriceCurrency, rate: number): { min: number; max: number } {
  if (!range.currency || range.currency === currency) return { min: range.min, max: range.max };
  return {
    min: Math.ceil(convert(range.min, range.currency, rate) - 1e-9),
    max: Math.floor(convert(range.max, range.currency, rate) + 1e-9),
  };
}

const integer = new Intl.NumberFormat("es-AR", { maximumFractionDigits: 0 });
const rateNumber = new Intl.NumberFormat("es-AR", { maximumFractionDigits: 2 });

/** The rate's day for English readers (/en): '11/20/2026'. */
function englishDate(date: string): string {
  const [y, m, d] = date.split("-");
  return `${m}/${d}/${y}`;
}

/** '20/11/2026' from '2026-11-20'. */
export function formatRateDate(date: string): string {
  const [y, m, d] = date.split("-");
  return `${d}/${m}/${y}`;
}

/** English words for the kinds of dollar rate staff name in Spanish ('Oficial', 'dólar blue'…), accents and case aside. */
const ENGLISH_RATE_WORDS: Record<string, string> = {
  oficial: "official",
  mayorista: "wholesale",
  minorista: "retail",
  tarjeta: "card",
  turista: "tourist",
  cripto: "crypto",
  bolsa: "MEP",
  mep: "MEP",
  ccl: "CCL",
  blue: "blue",
};
const DOLLAR = /^d[oó]lar(es)?$/i;

/**
 * The rate's name as a reader of the page's language says it: staff write it in Spanish ('dólar oficial'), so on
 * English pages its known words are translated ('official dollar'); a word we do not know stays as written.
 */
export function rateName(name: string, locale: Locale = "es"): string {
  if (locale === "es") return name;
  const words = name.trim().split(/\s+/);
  const dollar = words.some((w) => DOLLAR.test(w));
  const rest = words
    .filter((w) => !DOLLAR.test(w) && !/^del?$/i.test(w))
    .map((w) => ENGLISH_RATE_WORDS[w.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase()] ?? w);
  return [...rest, ...(dollar ? ["dollar"] : [])].join(" ");
}

/** 'dólar MEP del 20/11/2026: $ 1.215,50' */
export function rateLabel(rate: CurrencyRate, locale: Locale = "es"): string {
  if (locale === "en")
    return `${rateName(rate.name, locale)} (${englishDate(rate.date)}): $ ${formatNumber(rate.value, "en")}`;
  return `${rate.name} del ${formatRateDate(rate.date)}: $ ${rateNumber.format(rate.value)}`;
}

/** '≈ USD 535 (dólar MEP del 20/11/2026)', or null when the price cannot be converted. */
export function equivalentText(
  currency: string | null,
  price: number | null,
  rate: CurrencyRate | null,
  locale: Locale = "es",
): string | null {
  if (!rate || price == null || price <= 0 || (currency !== "$" && currency !== "USD")) return null;
  const to = other(currency);
  const amount = roughly(convert(price, currency, rate.value));
  if (amount <= 0) return null;
  if (locale === "en")
    return `≈ ${to} ${formatNumber(amount, "en")} (${rateName(rate.name, locale)}, ${englishDate(rate.date)})`;
  return `≈ ${to} ${integer.format(amount)} (${rate.name} del ${formatRateDate(rate.date)})`;
}
