// The rent period a feed's price carries (decision 266). Alquiler is priced by the month. Alquiler Temporal's price
// has no unit of its own: staff price its seasons by the night, week or month (seasons.ts), and the listing's price
// is read in that unit when all its seasons share one. Trovit's published homes.xsd allows only `monthly` and
// `weekly` (OpenEstate's schema from Trovit's current documentation adds `daily`; a feed must pass both), so a
// price per night is published per week, as 7 nights, the way Vitrina quotes a week (quoteStay).
import { NIGHTS_PER, type SeasonUnit, TEMPORARY } from "../properties/seasons.ts";

export type RentPeriod = "monthly" | "weekly";

/** What 'Portales' lists for a price per night, published per week. */
export const NIGHT_AS_WEEK = "Precio por noche: se publica por semana (7 noches), el período que Trovit acepta";

export interface FeedPrice {
  amount: number;
  period?: RentPeriod;
  /** A change made to publish it, in Spanish. */
  fix?: string;
}

/** The units a temporary rental's price is read in: its seasons' one unit, or null when that is not one. */
export function temporaryUnit(seasonUnits: readonly SeasonUnit[]): SeasonUnit | null {
  const units = new Set(seasonUnits);
  return units.size === 1 ? [...units][0] : null;
}

/**
 * The price as a feed publishes it, or null when it cannot say per what (a temporary rental without seasons or
 * with seasons in different units: left out, requirements.ts says why).
 */
export function feedPrice(l: { state: string; price: number; seasonUnits: readonly SeasonUnit[] }): FeedPrice | null {
  if (l.state === "Alquiler") return { amount: l.price, period: "monthly" };
  if (l.state !== TEMPORARY) return { amount: l.price };
  switch (temporaryUnit(l.seasonUnits)) {
    case "mes":
      return { amount: l.price, period: "monthly" };
    case "semana":
      return { amount: l.price, period: "weekly" };
    case "noche":
      return { amount: l.price * NIGHTS_PER.semana, period: "weekly", fix: NIGHT_AS_WEEK };
    default:
      return null;
  }
}
