import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { APPROXIMATE_RADIUS_M, approximateCentre, distanceMetres, pinPoint } from "./approximate.ts";

const key = (id: string) => crypto.createHmac("sha256", "secreto").update(id).digest("hex");

describe("approximateCentre", () => {
  it("never lands on the real point, stays inside the area, and is rounded to three decimals", () => {
    for (let i = 0; i < 500; i++) {
      const exact = { lat: -31.97 + i * 0.0137, lng: -64.56 - i * 0.0091 };
      const shown = approximateCentre(exact, key(`id${i}`));
      expect(shown).not.toEqual(exact);
      const d = distanceMetres(exact, shown);
      expect(d).toBeGreaterThan(50);
      expect(d).toBeLessThan(APPROXIMATE_RADIUS_M);
      expect(String(shown.lat)).toMatch(/^-?\d+(\.\d{1,3})?$/);
      expect(String(shown.lng)).toMatch(/^-?\d+(\.\d{1,3})?$/);
    }
  });

  it("is the same for the same listing, and differs between listings", () => {
    const exact = { lat: -31.97123, lng: -64.56456 };
    expect(approximateCentre(exact, key("abc"))).toEqual(approximateCentre(exact, key("abc")));
    expect(approximateCentre(exact, key("abc"))).not.toEqual(approximateCentre(exact, key("xyz")));
  });
});

describe("pinPoint", () => {
  it("rounds to five decimals", () => {
    expect(pinPoint({ lat: -31.9712345, lng: -64.5645678 })).toEqual({ lat: -31.97123, lng: -64.56457 });
  });
});
