// The periods the dashboard's chart offers (7 / 30 / 90 days) and the figures of one day.

export interface DayFigures {
  day: string;
  views: number;
  enquiries: number;
}

export const CHART_RANGES = [7, 30, 90] as const;
export type ChartRange = (typeof CHART_RANGES)[number];

/** The `dias` URL value as a range; anything else is the default 30. */
export function parseRange(value: string | null): ChartRange {
  return CHART_RANGES.find((d) => String(d) === value) ?? 30;
}
