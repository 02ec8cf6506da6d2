import { describe, expect, it } from "vitest";
import { argentineToday, calendarMonths, firstMonth, readStay, stayText } from "./availability.ts";
import { quoteStay } from "./seasons.ts";

describe("availability", () => {
  it("lays out months from Monday and marks occupied nights (the checkout day is free)", () => {
    const [jan, feb] = calendarMonths("2027-01-01", [{ from: "2027-01-10", to: "2027-01-17" }], "2027-01-05");
    expect(jan!.title).toBe("enero de 2027");
    expect(feb!.title).toBe("febrero de 2027");
    // 1 January 2027 is a Friday: four empty cells before it.
    expect(jan!.weeks[0]!.slice(0, 5).map((d) => d?.day ?? null)).toEqual([null, null, null, null, 1]);
    const days = jan!.weeks.flat().filter((d) => d !== null);
    expect(days.filter((d) => d.occupied).map((d) => d.day)).toEqual([10, 11, 12, 13, 14, 15, 16]);
    expect(days.filter((d) => d.past).map((d) => d.day)).toEqual([1, 2, 3, 4]);
    expect(jan!.weeks.every((w) => w.length === 7)).toBe(true);
  });

  it("reads the stay and the first month from the URL, never before this month", () => {
    const url = new URL("http://x/propiedad/a?llegada=2027-03-10&salida=2027-03-12");
    expect(readStay(url)).toEqual({ from: "2027-03-10", to: "2027-03-12" });
    expect(firstMonth(url, readStay(url), "2027-01-05")).toBe("2027-03-01");
    expect(firstMonth(new URL("http://x/?mes=2026-01"), null, "2027-01-05")).toBe("2027-01-01");
    expect(readStay(new URL("http://x/"))).toBeNull();
    expect(argentineToday(new Date("2027-01-01T02:00:00Z"))).toBe("2026-12-31");
  });

  it("says the dates, nights and total in one line", () => {
    const season = { name: "Alta", from: "2027-01-01", to: "2027-02-01", unit: "noche" as const, price: 100_000 };
    const stay = { from: "2027-01-20", to: "2027-01-27" };
    const quote = quoteStay(stay, [{ ...season, minNights: 1 }], []);
    if (!quote.ok) throw new Error(quote.message);
    expect(stayText(stay, quote, "$")).toBe("Llegada 20/01/2027, salida 27/01/2027: 7 noches, total $ 700.000");
  });
});
