// The sign-in and staff forms' schemas (SPEC.md §5: e-mail 6–35, password 8–16), used by the browser for
// messages and by the route actions for the real check.
import { z } from "zod";
import { emailField, passwordField, textField } from "../forms/field-messages.ts";
import { EMAIL, PASSWORD } from "./limits.ts";

export const email = () => emailField("Email", EMAIL);
export const password = (name = "Contraseña") => passwordField(name, PASSWORD);

export const loginSchema = z.object({
  email: email(),
  password: password(),
  redirectTo: z.string().optional(),
});

export const forgotPasswordSchema = z.object({ email: email() });

export const resetPasswordSchema = z
  .object({
    token: z.string({ error: "El enlace no es válido." }),
    password: password("Nueva contraseña"),
    confirm: password("Repetir contraseña"),
  })
  .refine((v) => v.password === v.confirm, { path: ["confirm"], message: "Las contraseñas no coinciden." });

export const newStaffSchema = z.object({
  email: email(),
  firstName: textField("Nombre", { max: 40 }),
  lastName: textField("Apellido", { max: 40 }),
  password: password(),
  // 'Administrador' or 'Agente' (issue #35); administrators unless chosen.
  role: z.enum(["admin", "agent"], { error: "El rol no es válido." }).default("admin"),
});

export const setPasswordSchema = z.object({
  userId: z.string({ error: "Falta el usuario." }),
  password: password("Nueva contraseña"),
});
