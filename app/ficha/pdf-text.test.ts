import { describe, expect, it } from "vitest";
import { pdfText } from "./pdf-text.ts";

describe("pdfText", () => {
  it("keeps Spanish and drops what the standard fonts cannot draw", () => {
    expect(pdfText("¿Cañón? ¡Sí! Ü 120 m² — “ok” 🏡中")).toBe("¿Cañón? ¡Sí! Ü 120 m² — “ok” ");
    // Decomposed accents (e + combining acute) are composed first.
    expect(pdfText("cafe\u0301")).toBe("café");
  });
});
