// Every date, number and text at the schema (issue 32, item 9): the days outside 2000–2099, numbers Number() reads
// but nobody types, and texts long enough to bloat every page are refused with a Spanish message.
import { describe, expect, it } from "vitest";
import { agencySettingsSchema, SOCIAL_LINK_MAX } from "../agency/settings-form.ts";
import { firstMonth } from "../properties/availability.ts";
import { rateFormSchema } from "../properties/currency-rate-form.ts";
import { seasonFormSchema } from "../properties/season-forms.ts";
import { withinSiteDays } from "./day-bounds.ts";

const messages = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  r.success ? [] : r.error!.issues.map((i) => i.message);

describe("bounds at the schema", () => {
  it("the reference rate refuses the year 0000", () => {
    const r = rateFormSchema.safeParse({ value: "1.000", name: "Oficial", date: "0000-01-01" });
    expect(messages(r)).toEqual(["La fecha debe ser posterior al 01/01/2000."]);
    expect(rateFormSchema.safeParse({ value: "1.000", name: "Oficial", date: "2025-06-01" }).success).toBe(true);
  });

  it("the calendar never pages past 2099 (no 'enero de 1970')", () => {
    expect(firstMonth(new URL("http://x/?mes=9999-12"), null, "2027-01-05")).toBe("2099-12-01");
    expect(firstMonth(new URL("http://x/?mes=2027-03"), null, "2027-01-05")).toBe("2027-03-01");
  });

  it("seasons: minimum nights in digits only; days within the site's years", () => {
    const season = { name: "Verano", from: "2027-01-01", to: "2027-02-01", unit: "noche", price: "50.000" };
    for (const minNights of ["1e1", "0x10", "1.5", " ", "-3"])
      expect(seasonFormSchema.safeParse({ ...season, minNights }).success, minNights).toBe(false);
    expect(seasonFormSchema.safeParse({ ...season, minNights: "10" }).data?.minNights).toBe(10);
    expect(messages(seasonFormSchema.safeParse({ ...season, from: "0001-01-01", minNights: "2" }))).toContain(
      "Desde debe estar entre el 01/01/2000 y el 31/12/2099.",
    );
    expect(withinSiteDays("2099-12")).toBe(true);
    expect(withinSiteDays("2100-01-01")).toBe(false);
  });

  it("settings: social links of a normal length only", () => {
    const settings = {
      name: "Inmobiliaria",
      address: "San Martín 1",
      phone: "3546 123456",
      email: "a@b.com",
      whatsapp: "+54 9 3546 46-1234",
      accent: "#0f5c4d",
      about: "Somos una inmobiliaria.",
    };
    const long = `https://www.instagram.com/${"a".repeat(200 * 1024)}`;
    expect(agencySettingsSchema.safeParse({ ...settings, social: Array(5).fill(long).join("\n") }).success).toBe(false);
    const oneLong = `https://www.instagram.com/${"a".repeat(SOCIAL_LINK_MAX)}`;
    expect(messages(agencySettingsSchema.safeParse({ ...settings, social: oneLong }))).toEqual([
      `Cada enlace puede tener hasta ${SOCIAL_LINK_MAX} caracteres.`,
    ]);
    expect(agencySettingsSchema.safeParse({ ...settings, social: "https://www.instagram.com/inmo" }).success).toBe(
      true,
    );
  });
});
