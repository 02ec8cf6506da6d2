import { describe, expect, it } from "vitest";
import { quoteStay } from "../properties/seasons.ts";
import { demoOccupied, demoSeasons, demoStays } from "./stays.ts";

describe("a demo temporary rental's calendar (issue 31)", () => {
  it("prices every night of the next two years, one season after another", () => {
    const seasons = demoSeasons(95_000, "2026-11-27");
    expect(seasons[0]).toMatchObject({ name: "Temporada baja (primavera 2026)", from: "2026-11-01", to: "2026-12-01" });
    expect(seasons[1]).toMatchObject({ name: "Verano 2027", from: "2026-12-01", to: "2027-03-01", price: 124_000 });
    expect(seasons.find((s) => s.name === "Vacaciones de invierno 2027")).toMatchObject({
      from: "2027-07-01",
      to: "2027-08-01",
      minNights: 3,
    });
    for (let k = 1; k < seasons.length; k++) expect(seasons[k].from).toBe(seasons[k - 1].to);
    expect(seasons.at(-1)?.to).toBe("2028-11-01");
  });

  it("quotes a stay a visitor picks, and refuses one across an occupied night", () => {
    const now = new Date("2026-11-27T15:00:00Z");
    const { seasons, occupied } = demoStays(95_000, 0, now);
    expect(quoteStay({ from: "2027-01-10", to: "2027-01-14" }, seasons, occupied)).toMatchObject({
      ok: true,
      nights: 4,
      total: 4 * 124_000,
    });
    expect(occupied[0]).toEqual({ from: "2026-11-30", to: "2026-12-03" });
    expect(quoteStay({ from: "2026-11-29", to: "2026-12-02" }, seasons, occupied).ok).toBe(false);
  });

  it("places the occupied stays differently per listing, all in the coming weeks", () => {
    expect(demoOccupied("2026-11-27", 1)[0]).toEqual({ from: "2026-12-01", to: "2026-12-04" });
    expect(demoOccupied("2026-11-27", 3).at(-1)).toEqual({ from: "2026-12-24", to: "2026-12-29" });
  });
});
