// A demo temporary rental's calendar (issue 31): seasons for two years from the seed's month, so every stay a visitor
// picks is priced, and a few occupied stays in the coming weeks, so the calendar shows what 'ocupado' looks like.
import { argentineToday } from "../properties/availability.ts";
import { type DayRange, dayNumber, type Season } from "../properties/seasons.ts";

const DAY = 86_400_000;
const iso = (n: number) => new Date(n * DAY).toISOString().slice(0, 10);
const SEASON_MONTHS = 24;

/** The valley's high season: summer (December to February) and July's winter holidays. */
function seasonOf(year: number, month: number): { key: string; name: string; high: boolean } {
  if (month === 12 || month <= 2) {
    const summer = month === 12 ? year + 1 : year;
    return { key: `verano-${summer}`, name: `Verano ${summer}`, high: true };
  }
  if (month === 7) return { key: `invierno-${year}`, name: `Vacaciones de invierno ${year}`, high: true };
  const half = month < 7 ? "otoño" : "primavera";
  return { key: `${half}-${year}`, name: `Temporada baja (${half} ${year})`, high: false };
}

/** Consecutive months of one season make one season, from the seed's month on; prices per night, rounded. */
export function demoSeasons(nightly: number, today: string): Season[] {
  const [y, m] = today.split("-").map(Number);
  const seasons: Array<Season & { key: string }> = [];
  for (let k = 0; k < SEASON_MONTHS; k++) {
    const year = y + Math.floor((m - 1 + k) / 12);
    const month = ((m - 1 + k) % 12) + 1;
    const from = `${year}-${String(month).padStart(2, "0")}-01`;
    const next = new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
    const s = seasonOf(year, month);
    const last = seasons.at(-1);
    if (last?.key === s.key) {
      last.to = next;
      continue;
    }
    const price = Math.round((s.high ? nightly * 1.3 : nightly) / 1000) * 1000;
    seasons.push({ key: s.key, name: s.name, from, to: next, unit: "noche", price, minNights: s.high ? 3 : 2 });
  }
  return seasons.map(({ key: _key, ...season }) => season);
}

/** Three stays in the next five weeks, placed differently for each listing (`i`). */
export function demoOccupied(today: string, i: number): DayRange[] {
  const start = dayNumber(today)! + (i % 4);
  return [
    [3, 6],
    [12, 14],
    [24, 29],
  ].map(([a, b]) => ({ from: iso(start + a), to: iso(start + b) }));
}

/** The seasons and occupied stays of a demo temporary rental seeded at `now`. */
export function demoStays(nightly: number, i: number, now: Date): { seasons: Season[]; occupied: DayRange[] } {
  const today = argentineToday(now);
  return { seasons: demoSeasons(nightly, today), occupied: demoOccupied(today, i) };
}
