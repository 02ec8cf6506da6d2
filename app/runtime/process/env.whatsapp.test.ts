import { describe, expect, it } from "vitest";
import { parseSettings, SettingsError } from "./env.server.ts";

describe("AGENCY_WHATSAPP", () => {
  it("is read as the wa.me form whatever way it is written", () => {
    expect(parseSettings({}).AGENCY_WHATSAPP).toBe("5493546461234");
    expect(parseSettings({ AGENCY_WHATSAPP: "03572 15441234" }).AGENCY_WHATSAPP).toBe("5493572441234");
  });

  it("stops the boot with one Spanish line naming the variable when unusable", () => {
    expect(() => parseSettings({ AGENCY_WHATSAPP: "15441234" })).toThrow(SettingsError);
    try {
      parseSettings({ AGENCY_WHATSAPP: "15441234" });
    } catch (err) {
      const message = (err as Error).message;
      expect(message).toContain('AGENCY_WHATSAPP="15441234" no es válido');
      expect(message).toContain("número de WhatsApp argentino");
      expect(message).not.toContain("\n");
    }
  });
});
