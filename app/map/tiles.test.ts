import { describe, expect, it } from "vitest";
import { tileOrigin } from "./tiles.ts";

describe("tileOrigin", () => {
  it("is the template's scheme and host, with {s} as a wildcard", () => {
    expect(tileOrigin("https://tile.openstreetmap.org/{z}/{x}/{y}.png")).toBe("https://tile.openstreetmap.org");
    expect(tileOrigin("https://{s}.tile.example.org/{z}/{x}/{y}.png")).toBe("https://*.tile.example.org");
    expect(tileOrigin("http://127.0.0.1:4599/{z}/{x}/{y}.png")).toBe("http://127.0.0.1:4599");
    expect(tileOrigin("/tiles/{z}/{x}/{y}.png")).toBeNull();
  });
});
