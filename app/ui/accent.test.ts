import { describe, expect, it } from "vitest";
import { accentVariables, contrastWithWhite, readableAccent } from "./accent.ts";

describe("readableAccent", () => {
  it("keeps dark accents as they are", () => {
    expect(readableAccent("#0F5C4D")).toBe("#0f5c4d");
  });
  it("darkens light accents until white text on them passes AA", () => {
    const c = readableAccent("#ffcc00");
    expect(c).not.toBe("#ffcc00");
    expect(contrastWithWhite(c)).toBeGreaterThanOrEqual(4.5);
  });
  it("falls back to the default for malformed colours", () => {
    expect(readableAccent("red")).toBe("#0f5c4d");
  });
  it("gives a darker hover shade", () => {
    const v = accentVariables("#0f5c4d");
    expect(contrastWithWhite(v["--color-accent-dark"])).toBeGreaterThan(contrastWithWhite(v["--color-accent"]));
  });
});
