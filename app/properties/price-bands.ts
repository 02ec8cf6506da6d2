// Price-range options for the home filter, chosen per currency from the spread of the listed prices.
import type { Locale } from "../i18n/locale.ts";
import { formatPrice } from "./format.ts";
import { priceRangeValue, type PriceCurrency, type PriceRange } from "./price-range.ts";

export interface PriceSpread {
  currency: PriceCurrency;
  min: number;
  max: number;
}

export interface PriceBand {
  currency: PriceCurrency;
  /** The filter value: 'min - max CUR'. */
  value: string;
  label: string;
}

const BANDS_PER_CURRENCY = 4;
const NICE_STEPS = [1, 2, 2.5, 5, 10];

/** Rounds to 1, 2, 2.5 or 5 times a power of ten, downwards or upwards. */
export function niceRound(x: number, direction: "down" | "up"): number {
  if (x <= 0) return 0;
  const power = 10 ** Math.floor(Math.log10(x));
  const steps = NICE_STEPS.map((s) => s * power);
  const pick = direction === "down" ? steps.filter((s) => s <= x).pop() : steps.find((s) => s >= x);
  return Math.round(pick ?? x);
}

/** Boundaries spaced evenly on a log scale (prices spread over orders of magnitude), rounded to nice numbers. */
function boundaries(min: number, max: number): number[] {
  const lo = niceRound(min, "down");
  const hi = niceRound(max, "up");
  if (lo >= hi) return [lo, Math.max(hi, lo)];
  const points = [lo];
  for (let i = 1; i < BANDS_PER_CURRENCY; i++) {
    const raw = lo > 0 ? lo * (hi / lo) ** (i / BANDS_PER_CURRENCY) : (hi * i) / BANDS_PER_CURRENCY;
    const nice = niceRound(raw, "up");
    if (nice > points[points.length - 1] && nice < hi) points.push(nice);
  }
  points.push(hi);
  return points;
}

function rangeLabel(currency: PriceCurrency, min: number, max: number, locale: Locale): string {
  const upper = formatPrice(currency, max, locale).slice(currency.length + 1);
  return `${formatPrice(currency, min, locale)} - ${upper}`;
}

export function priceBands(spreads: PriceSpread[], locale: Locale = "es"): PriceBand[] {
  const bands: PriceBand[] = [];
  for (const { currency, min, max } of spreads) {
    if (!Number.isFinite(min) || !Number.isFinite(max) || min > max) continue;
    const points = boundaries(min, max);
    for (let i = 0; i + 1 < points.length; i++) {
      const range = { min: points[i], max: points[i + 1], currency };
      bands.push({
        currency,
        value: priceRangeValue(range),
        label: rangeLabel(currency, range.min, range.max, locale),
      });
    }
  }
  return bands;
}

/**
 * A well-formed range typed into the URL that no band offers, as an option of its own (so the select tells the
 * truth), or null. Built by the loader: the browser gets the label, not the parsing.
 */
export function customBand(
  range: PriceRange | null,
  bands: PriceBand[],
  locale: Locale = "es",
): { value: string; label: string } | null {
  const value = range ? priceRangeValue(range) : "";
  if (!range || bands.some((b) => b.value === value)) return null;
  const label = range.currency
    ? `${formatPrice(range.currency, range.min, locale)} - ${formatPrice(range.currency, range.max, locale)}`
    : `${range.min} - ${range.max}`;
  return { value, label };
}
