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
    expect(parseSettings({ PUBLIC_URL: "https://inmobiliaria.com.ar/" }).PUBLIC_URL).toBe("https://inmobiliaria.com.ar");
  });

  it("bound the disk and photo-wait settings", () => {
    expect(parseSettings({})).toMatchObject({ DISK_MIN_FREE_MB: 100, SAVE_PHOTO_WAIT_MS: 20_000 });
    expect(() => parseSettings({ DISK_MIN_FREE_MB: "-1" })).toThrow(/DISK_MIN_FREE_MB="-1" no es válido/);
    expect(() => parseSettings({ SAVE_PHOTO_WAIT_MS: "60000" })).toThrow(/SAVE_PHOTO_WAIT_MS="60000" no es válido/);
  });
});
