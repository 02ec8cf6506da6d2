import { describe, expect, it } from "vitest";
import { PORTALS } from "./portals.ts";
import { hasStreetAndNumber, missingFor } from "./requirements.ts";

describe("portal requirements", () => {
  it("tells a street with its number from one without", () => {
    for (const ok of ["Av. San Martín 1234", "Belgrano 45, Villa General Belgrano", "Ruta 5 km 3", "Calle 9 N° 120"]) {
      expect(hasStreetAndNumber(ok), ok).toBe(true);
    }
    for (const bad of ["Av. San Martín", "San Martín s/n", "1234", "", "Los Reartes sin número"]) {
      expect(hasStreetAndNumber(bad), bad).toBe(false);
    }
  });
  it("names what a listing lacks for Trovit", () => {
    const trovit = PORTALS.find((p) => p.id === "trovit")!;
    const good = { photoCount: 2, currency: "USD", price: 1000, address: "X 1", description: "d".repeat(40) };
    expect(missingFor(trovit, good)).toEqual([]);
    expect(
      missingFor(trovit, { ...good, photoCount: 0, currency: "Consultar", price: null, description: "Corta" }),
    ).toEqual(["Sin fotos", "Sin precio (precio 'Consultar')", "Descripción de menos de 30 caracteres"]);
  });
});
