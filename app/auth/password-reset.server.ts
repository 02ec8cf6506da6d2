// 'Olvidé mi contraseña': a one-time link valid for an hour (Better Auth's verification table, hashed), and
// setting the new password with it. The answer never says whether the e-mail has an account.
import { isAPIError } from "better-auth/api";
import type { Auth } from "./auth.server.ts";

export async function requestPasswordReset(auth: Auth, email: string): Promise<void> {
  try {
    await auth.api.requestPasswordReset({ body: { email: email.trim().toLowerCase() } });
  } catch (err) {
    console.error(`No se pudo preparar el enlace para restablecer la contraseña de ${email}:`, err);
  }
}

export type ResetResult = { ok: true } | { ok: false; reason: "invalid-token" };

export async function resetPasswordWithToken(auth: Auth, token: string, newPassword: string): Promise<ResetResult> {
  try {
    await auth.api.resetPassword({ body: { token, newPassword } });
    return { ok: true };
  } catch (err) {
    const code = isAPIError(err) ? err.body?.code : undefined;
    if (code === "INVALID_TOKEN" || code === "USER_NOT_FOUND") return { ok: false, reason: "invalid-token" };
    throw err;
  }
}
