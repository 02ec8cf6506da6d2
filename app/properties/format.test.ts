import { describe, expect, it } from "vitest";
import { formatDate, formatNumber, formatPrice } from "./format.ts";

describe("formatPrice", () => {
  it("writes pesos and dollars in es-AR form", () => {
    expect(formatPrice("$", 1250000)).toBe("$ 1.250.000");
    expect(formatPrice("USD", 120000)).toBe("USD 120.000");
  });
  it("says Consultar without currency, with Consultar, or without a price", () => {
    expect(formatPrice(null, 1000)).toBe("Consultar");
    expect(formatPrice("", 1000)).toBe("Consultar");
    expect(formatPrice("Consultar", null)).toBe("Consultar");
    expect(formatPrice("USD", null)).toBe("Consultar");
  });
});

describe("formatNumber", () => {
  it("defaults to 0 and uses a decimal comma", () => {
    expect(formatNumber(null)).toBe("0");
    expect(formatNumber(120.5)).toBe("120,5");
  });
});

describe("English formatting (/en)", () => {
  it("writes prices and numbers with English separators and says 'Price on request'", () => {
    expect(formatPrice("$", 1250000, "en")).toBe("$ 1,250,000");
    expect(formatPrice("USD", null, "en")).toBe("Price on request");
    expect(formatNumber(120.5, "en")).toBe("120.5");
  });
  it("writes dates for each locale", () => {
    const day = new Date(Date.UTC(2026, 10, 24, 12));
    expect(formatDate(day, "es", { timeZone: "UTC" })).toBe("24/11/2026");
    expect(formatDate(day, "en", { timeZone: "UTC" })).toBe("11/24/2026");
    expect(formatDate(day, "en", { timeZone: "UTC", month: "long", year: "numeric" })).toBe("November 2026");
  });
});
