import os from "node:os";
import { describe, expect, it } from "vitest";
import { parseSettings, SettingsError } from "./env.server.ts";

describe("settings", () => {
  it("default to the embedded demo", () => {
    const s = parseSettings({});
    expect(s.PORT).toBe(3000);
    expect(s.DATA_DIR).toBe("./data");
    expect(s.DATABASE_URL).toBeUndefined();
    expect(s.PUBLIC_URL).toBe("http://localhost:3000");
    expect(s.AGENCY_NAME).toBeTruthy();
  });

  it("name the bad variable in Spanish", () => {
    expect(() => parseSettings({ PORT: "abc" })).toThrow(SettingsError);
    expect(() => parseSettings({ PORT: "abc" })).toThrow(/PORT="abc" no es válido/);
    expect(() => parseSettings({ PUBLIC_URL: "no es url" })).toThrow(/PUBLIC_URL/);
  });

  it("drop a trailing slash from PUBLIC_URL", () => {
    expect(parseSettings({ PUBLIC_URL: "https://inmobiliaria.com.ar/" }).PUBLIC_URL).toBe(
      "https://inmobiliaria.com.ar",
    );
  });

  it("bound the disk and photo-wait settings", () => {
    expect(parseSettings({})).toMatchObject({ DISK_MIN_FREE_MB: 100, SAVE_PHOTO_WAIT_MS: 20_000 });
    expect(() => parseSettings({ DISK_MIN_FREE_MB: "-1" })).toThrow(/DISK_MIN_FREE_MB="-1" no es válido/);
    expect(() => parseSettings({ SAVE_PHOTO_WAIT_MS: "60000" })).toThrow(/SAVE_PHOTO_WAIT_MS="60000" no es válido/);
  });

  it("serve with one process per core unless WEB_CONCURRENCY says otherwise (1 to 64)", () => {
    expect(parseSettings({}).WEB_CONCURRENCY).toBe(os.availableParallelism());
    expect(parseSettings({ WEB_CONCURRENCY: "3" }).WEB_CONCURRENCY).toBe(3);
    for (const bad of ["0", "65", "2.5", "muchos"]) {
      expect(() => parseSettings({ WEB_CONCURRENCY: bad })).toThrow(`WEB_CONCURRENCY="${bad}" no es válido`);
    }
  });
});

describe("settings the pages show (docs/decisions/088)", () => {
  it("refuse an agency text with nothing visible, and clean the others", () => {
    expect(() => parseSettings({ AGENCY_NAME: "\u200B\u200B" })).toThrow(
      /AGENCY_NAME=.* no tiene ningún carácter visible/,
    );
    expect(parseSettings({ AGENCY_ADDRESS: "\uFEFFRoca 120\u200B" }).AGENCY_ADDRESS).toBe("Roca 120");
  });

  it("take only a map the contact block can embed", () => {
    const refused = /AGENCY_MAP_EMBED=.* no es un mapa de Google Maps/;
    const bad = [
      "https://maps.app.goo.gl/AbCdEf",
      "https://www.google.com.evil.com/maps/embed?pb=1",
      "https://evil.com",
    ];
    for (const value of bad) {
      expect(() => parseSettings({ AGENCY_MAP_EMBED: value })).toThrow(refused);
    }
    const embed = "https://www.google.com/maps/embed?pb=!1m18";
    expect(parseSettings({ AGENCY_MAP_EMBED: embed }).AGENCY_MAP_EMBED).toBe(embed);
  });

  it("take a fixed 'now' only as an ISO instant (the browser suite's screenshots)", () => {
    expect(parseSettings({}).VITRINA_FIXED_NOW).toBeUndefined();
    expect(parseSettings({ VITRINA_FIXED_NOW: "2026-11-16T15:00:00Z" }).VITRINA_FIXED_NOW?.toISOString()).toBe(
      "2026-11-16T15:00:00.000Z",
    );
    expect(() => parseSettings({ VITRINA_FIXED_NOW: "16/11/2026" })).toThrow(
      /VITRINA_FIXED_NOW="16\/11\/2026" no es válido: debe ser una fecha y hora ISO 8601/,
    );
  });
});
