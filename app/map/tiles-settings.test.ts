// MAP_TILES_URL and MAP_ATTRIBUTION (decision 162): safe defaults, a bad template stops the boot in Spanish.
import { describe, expect, it } from "vitest";
import { parseSettings } from "../runtime/process/env.server.ts";

describe("map tile settings", () => {
  it("default to OpenStreetMap with its attribution", () => {
    const s = parseSettings({});
    expect(s.MAP_TILES_URL).toBe("https://tile.openstreetmap.org/{z}/{x}/{y}.png");
    expect(s.MAP_ATTRIBUTION).toContain("OpenStreetMap");
  });

  it("take another provider's template, and refuse one without {z}/{x}/{y}", () => {
    expect(parseSettings({ MAP_TILES_URL: "https://{s}.tiles.example.org/{z}/{x}/{y}.png" }).MAP_TILES_URL).toBe(
      "https://{s}.tiles.example.org/{z}/{x}/{y}.png",
    );
    expect(() => parseSettings({ MAP_TILES_URL: "https://tiles.example.org/mapa.png" })).toThrow(
      /MAP_TILES_URL=.*debe ser una URL http:\/\/ o https:\/\/ con \{z\}, \{x\} e \{y\}/,
    );
    expect(() => parseSettings({ MAP_TILES_URL: "javascript:alert(1)/{z}/{x}/{y}" })).toThrow(/MAP_TILES_URL/);
  });
});
