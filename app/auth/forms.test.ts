import { describe, expect, it } from "vitest";
import { loginSchema, newStaffSchema, resetPasswordSchema } from "./forms.ts";

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));
}

describe("login form (SPEC.md §5)", () => {
  it("requires both fields", () => {
    expect(messages(loginSchema.safeParse({}))).toEqual({
      email: "Email es requerido.",
      password: "Contraseña es requerido.",
    });
  });

  it("checks lengths and the e-mail format", () => {
    expect(messages(loginSchema.safeParse({ email: "a@b.c", password: "1234567" }))).toEqual({
      email: "Mínimo 6 caracteres",
      password: "Mínimo 8 caracteres",
    });
    expect(messages(loginSchema.safeParse({ email: `${"a".repeat(30)}@b.com`, password: "x".repeat(17) }))).toEqual({
      email: "Máximo 35 caracteres",
      password: "Máximo 16 caracteres",
    });
    expect(messages(loginSchema.safeParse({ email: "no-es-un-email", password: "12345678" }))).toEqual({
      email: "Email no es válido.",
    });
  });

  it("accepts a good sign-in", () => {
    expect(loginSchema.safeParse({ email: " ana@example.com ", password: "12345678" })).toMatchObject({
      success: true,
      data: { email: "ana@example.com" },
    });
  });
});

describe("staff forms", () => {
  it("names each missing field", () => {
    expect(messages(newStaffSchema.safeParse({}))).toEqual({
      email: "Email es requerido.",
      firstName: "Nombre es requerido.",
      lastName: "Apellido es requerido.",
      password: "Contraseña es requerido.",
    });
  });

  it("asks for the same new password twice", () => {
    expect(messages(resetPasswordSchema.safeParse({ token: "t", password: "12345678", confirm: "12345679" }))).toEqual({
      confirm: "Las contraseñas no coinciden.",
    });
  });
});
