import { describe, expect, it } from "vitest";
import { staffMayView } from "./staff-preview.ts";

describe("staffMayView", () => {
  it("lets staff preview a listing and nothing else of the public site", () => {
    expect(staffMayView("/propiedad/1a2b3c4d")).toBe(true);
    for (const p of ["/", "/tipo/Venta", "/sobreNosotros", "/propiedad", "/propiedad/1a2b3c4d/otra"]) {
      expect(staffMayView(p), p).toBe(false);
    }
  });
});
