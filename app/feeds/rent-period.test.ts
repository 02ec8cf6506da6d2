import { describe, expect, it } from "vitest";
import { PORTALS } from "./portals.ts";
import { feedPrice, NIGHT_AS_WEEK } from "./rent-period.ts";
import { missingFor } from "./requirements.ts";

describe("a rent's period in a feed", () => {
  it("is monthly for Alquiler, none for Venta, and a temporary rental's seasons' one unit", () => {
    const at = (state: string, seasonUnits: ("noche" | "semana" | "mes")[] = []) =>
      feedPrice({ state, price: 1000, seasonUnits });
    expect(at("Venta")).toEqual({ amount: 1000 });
    expect(at("Alquiler")).toEqual({ amount: 1000, period: "monthly" });
    expect(at("Alquiler Temporal", ["mes"])).toEqual({ amount: 1000, period: "monthly" });
    expect(at("Alquiler Temporal", ["semana", "semana"])).toEqual({ amount: 1000, period: "weekly" });
    expect(at("Alquiler Temporal", ["noche"])).toEqual({ amount: 7000, period: "weekly", fix: NIGHT_AS_WEEK });
    expect(at("Alquiler Temporal", [])).toBeNull();
    expect(at("Alquiler Temporal", ["noche", "mes"])).toBeNull();
  });

  it("is a requirement only where the seasons are known", () => {
    const trovit = PORTALS.find((p) => p.id === "trovit")!;
    const good = { photoCount: 1, currency: "$", price: 1000, address: "X 1", description: "d".repeat(40) };
    const reason =
      "Alquiler Temporal sin unidad de precio (cargá sus temporadas, todas con precio por noche, por semana o por mes)";
    expect(missingFor(trovit, { ...good, state: "Alquiler Temporal", seasonUnits: [] })).toEqual([reason]);
    expect(missingFor(trovit, { ...good, state: "Alquiler Temporal", seasonUnits: ["noche"] })).toEqual([]);
    expect(missingFor(trovit, { ...good, state: "Alquiler Temporal" })).toEqual([]);
    expect(missingFor(trovit, { ...good, state: "Alquiler", seasonUnits: [] })).toEqual([]);
  });
});
