import { describe, expect, it } from "vitest";
import { formatNumberInput, parseArgentineInteger, parseArgentineNumber } from "./number-input.ts";

describe("es-AR number input", () => {
  it("reads dots as thousands and the comma as decimals", () => {
    expect(parseArgentineInteger("1.250.000")).toBe(1_250_000);
    expect(parseArgentineInteger("1250000")).toBe(1_250_000);
    expect(parseArgentineInteger(" 1.250.000,00 ")).toBe(1_250_000);
    expect(parseArgentineNumber("120,5")).toBe(120.5);
    expect(parseArgentineNumber("1.200,75")).toBe(1200.75);
    expect(parseArgentineNumber("120.5")).toBe(120.5);
  });

  it("refuses what is not a number, or not a whole one where one is needed", () => {
    for (const bad of ["", "abc", "1,2,3", "1.25.000", "-5", "1e6", "12.5.3", "$100"]) {
      expect(parseArgentineNumber(bad), bad).toBeNull();
    }
    expect(parseArgentineInteger("1.250.000,50")).toBeNull();
    expect(parseArgentineInteger("1.5")).toBeNull();
    expect(parseArgentineInteger("99999999999999999999")).toBeNull();
  });

  it("writes stored numbers back the way they are read", () => {
    expect(formatNumberInput(1_250_000, { grouping: true })).toBe("1.250.000");
    expect(parseArgentineInteger(formatNumberInput(1_250_000, { grouping: true }))).toBe(1_250_000);
    expect(formatNumberInput(120.5)).toBe("120,5");
    expect(formatNumberInput(null)).toBe("");
  });
});
