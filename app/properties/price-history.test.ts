import { describe, expect, it } from "vitest";
import { changeText, dropLabel, dropPercent } from "./price-history.ts";

describe("price drops", () => {
  it("count only a real drop of at least 1%, in whole percent rounded down", () => {
    expect(dropPercent(90_000, 100_000)).toBe(10);
    expect(dropPercent(87_450, 100_000)).toBe(12);
    expect(dropPercent(99_500, 100_000)).toBeNull();
    expect(dropPercent(100_000, 100_000)).toBeNull();
    expect(dropPercent(110_000, 100_000)).toBeNull();
    expect(dropPercent(null, 100_000)).toBeNull();
    expect(dropPercent(90_000, null)).toBeNull();
    expect(dropLabel(12)).toBe("Bajó de precio 12%");
  });
  it("read as old → new in es-AR", () => {
    const c = { at: "", by: null, from: { currency: "USD", price: 120_000 }, to: { currency: "$", price: null } };
    expect(changeText(c)).toBe("USD 120.000 → Consultar");
  });
});
