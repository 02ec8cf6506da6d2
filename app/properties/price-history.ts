// Price history rules (decision 134): which change counts as a drop worth a badge, and how it reads.
import { msg } from "../i18n/msg.ts";
import { formatPrice } from "./format.ts";

/** A drop is shown for this long after the price went down. */
export const PRICE_DROP_DAYS = 60;

export interface PriceChange {
  at: string;
  by: string | null;
  from: { currency: string | null; price: number | null };
  to: { currency: string | null; price: number | null };
}

/**
 * The drop, in whole percent, from the highest price the listing had in the same currency within the window to
 * its price now; null when it did not go down by at least 1%.
 */
export function dropPercent(now: number | null, highestBefore: number | null): number | null {
  if (now == null || highestBefore == null || highestBefore <= 0 || now >= highestBefore) return null;
  const percent = Math.floor(((highestBefore - now) / highestBefore) * 100);
  return percent >= 1 ? percent : null;
}

/** 'Bajó de precio 8%': the badge's message (catalogue id; translated where shown). */
export const DROP_LABEL = msg("Bajó de precio {percent}%");
export const dropLabel = (percent: number) => `Bajó de precio ${percent}%`;

/** 'USD 120.000 → USD 110.000' ('Consultar' for no price). */
export function changeText(c: PriceChange): string {
  return `${formatPrice(c.from.currency, c.from.price)} → ${formatPrice(c.to.currency, c.to.price)}`;
}
