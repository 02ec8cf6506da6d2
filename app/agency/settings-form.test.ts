import { describe, expect, it } from "vitest";
import { accentProblem, agencySettingsSchema, WHATSAPP_INVALID } from "./settings-form.ts";

const valid = {
  name: "Inmobiliaria Norte",
  tagline: "",
  address: "San Martín 10",
  phone: "0351 4000000",
  email: "hola@norte.test",
  whatsapp: "+54 9 351 555-1234",
  social: "https://www.instagram.com/norte\nhttps://facebook.com/norte",
  map: "https://www.google.com/maps?q=C%C3%B3rdoba&output=embed",
  accent: "#1D4ED8",
  about: "Primer párrafo.\n\nSegundo.",
  analytics: "",
};

describe("agencySettingsSchema", () => {
  it("normalises WhatsApp to the wa.me form and the accent to lower case", () => {
    const r = agencySettingsSchema.safeParse(valid);
    expect(r.success && r.data.whatsapp).toBe("5493515551234");
    expect(r.success && r.data.accent).toBe("#1d4ed8");
    expect(r.success && r.data.social).toBe("https://www.instagram.com/norte\nhttps://facebook.com/norte");
  });

  it("refuses an unusable WhatsApp number with the Spanish message", () => {
    const r = agencySettingsSchema.safeParse({ ...valid, whatsapp: "12345" });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toContain(WHATSAPP_INVALID);
  });

  it("refuses a map that is not an embeddable Google Maps URL, and social links that are not https", () => {
    expect(agencySettingsSchema.safeParse({ ...valid, map: "javascript:alert(1)" }).success).toBe(false);
    expect(agencySettingsSchema.safeParse({ ...valid, map: "https://maps.app.goo.gl/abc" }).success).toBe(false);
    expect(agencySettingsSchema.safeParse({ ...valid, social: "http://instagram.com/x" }).success).toBe(false);
  });
});

describe("accentProblem", () => {
  it("accepts dark colours and refuses light ones with the ratio and the reason", () => {
    expect(accentProblem("#0f5c4d")).toBeNull();
    expect(accentProblem("#ffcc00")).toMatch(/contraste de 1,\d+:1 y WCAG AA pide al menos 4,5:1/);
    expect(accentProblem("rojo")).toMatch(/#RRGGBB/);
  });
});
