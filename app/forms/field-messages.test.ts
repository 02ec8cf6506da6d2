import { describe, expect, it } from "vitest";
import { newStaffSchema, loginSchema } from "../auth/forms.ts";
import { optionalTextField, passwordField, textField } from "./field-messages.ts";

const first = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe("textField", () => {
  it("nothing visible is 'required', however many characters were sent", () => {
    const field = textField("Localidad", { max: 20 });
    expect(first(field.safeParse("\u200B".repeat(20)))).toBe("Localidad es requerido.");
    expect(first(field.safeParse(" \u3164\u200D "))).toBe("Localidad es requerido.");
    expect(first(textField("Nombre", { min: 3, max: 20 }).safeParse("\u200B"))).toBe("Nombre es requerido.");
  });
  it("gives back the cleaned text and measures it", () => {
    expect(textField("Localidad", { max: 5 }).parse("\u202EAmboy\u200B")).toBe("Amboy");
    expect(first(textField("Localidad", { max: 4 }).safeParse("Amboy"))).toBe("Máximo 4 caracteres");
    expect(textField("Descripción", { max: 50, multiline: true }).parse("a\r\nb\u200B")).toBe("a\nb");
    expect(optionalTextField({ max: 5 }).parse("\u200B\u200B")).toBe("");
  });
  it("leaves passwords exactly as typed", () => {
    expect(passwordField("Contraseña", { min: 8, max: 16 }).parse(" clave\u200B123 ")).toBe(" clave\u200B123 ");
    const typed = " clave\u200B123 ";
    expect(loginSchema.parse({ email: "ana@example.com", password: typed }).password).toBe(typed);
  });
});

describe("staff form", () => {
  const staff = { email: "\u200Bana@example.com", firstName: "Ana", lastName: "Gómez", password: "12345678" };
  it("refuses a name with nothing visible", () => {
    const r = newStaffSchema.safeParse({ ...staff, firstName: "\u200B\u200B\u200B", lastName: "   " });
    expect(r.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["firstName", "Nombre es requerido."],
      ["lastName", "Apellido es requerido."],
    ]);
  });
  it("stores names and e-mail without invisible characters", () => {
    const parsed = newStaffSchema.parse({ ...staff, firstName: "An\u200Ba\u0000", lastName: "\u2066Gómez\u2069" });
    expect(parsed).toMatchObject({ email: "ana@example.com", firstName: "Ana", lastName: "Gómez" });
  });
});
