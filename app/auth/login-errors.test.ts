import { describe, expect, it } from "vitest";
import { loginErrorMessage } from "./login-errors.ts";

describe("loginErrorMessage (SPEC.md §8)", () => {
  it("maps each known cause to its sentence", () => {
    expect(loginErrorMessage("invalid-credential")).toBe(
      "El nombre de usuario o contraseña son incorrectos. Intenta nuevamente.",
    );
    expect(loginErrorMessage("user-disabled")).toBe("Este usuario ha sido deshabilitado. Contacta al administrador.");
    expect(loginErrorMessage("too-many-requests")).toBe(
      "Has intentado iniciar sesión demasiadas veces. Intenta más tarde.",
    );
  });

  it("names any other code, or UNKNOWN_ERROR when there is none", () => {
    expect(loginErrorMessage("FAILED_TO_CREATE_SESSION")).toBe(
      "Ocurrió un error inesperado (FAILED_TO_CREATE_SESSION). Intenta nuevamente.",
    );
    expect(loginErrorMessage(undefined)).toBe("Ocurrió un error inesperado (UNKNOWN_ERROR). Intenta nuevamente.");
    expect(loginErrorMessage("")).toBe("Ocurrió un error inesperado (UNKNOWN_ERROR). Intenta nuevamente.");
  });
});
