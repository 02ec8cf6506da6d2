// 'Olvidé mi contraseña': a one-time link valid for an hour (Better Auth's verification table, hashed), and
// setting the new password with it. Requests are throttled per e-mail and per client, only the newest link of
// an account works, and the answer never says whether the e-mail has an account (docs/decisions/084).
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { authErrorCode } from "./api-error.server.ts";
import type { Auth } from "./auth.server.ts";
import { beginAttempt, RESET_REQUEST } from "./throttle.server.ts";
import { log } from "../log/logger.server.ts";

/** "sent" whether or not the e-mail has an account; "throttled" counts the typed e-mail, not the account. */
export type ResetRequestResult = "sent" | "throttled";

export async function requestPasswordReset(
  auth: Auth,
  db: Kysely<Database>,
  request: { email: string; ip: string },
): Promise<ResetRequestResult> {
  const email = request.email.trim().toLowerCase();
  const attempt = await beginAttempt(db, RESET_REQUEST, email, request.ip);
  if (attempt.throttled) {
    log.warn(`Pedido de enlace para restablecer la contraseña frenado para ${email} desde ${request.ip}`);
    return "throttled";
  }
  try {
    await auth.api.requestPasswordReset({ body: { email } });
    await keepNewestResetLink(db, email);
  } catch (err) {
    log.error({ err }, `No se pudo preparar el enlace para restablecer la contraseña de ${email}`);
  }
  return "sent";
}

/**
 * Deletes every reset link of the account but the newest, so a flood of requests leaves one working link. Runs
 * for unknown e-mails too (it deletes nothing), keeping both answers equally slow. Better Auth keeps no other
 * verification rows for us (no e-mail verification, OTP or magic links), so the account's rows are its links;
 * their identifiers are hashed, which is why they are found by owner rather than by the `reset-password:` prefix.
 */
async function keepNewestResetLink(db: Kysely<Database>, email: string): Promise<void> {
  const owner = db.selectFrom("user").select("id").where("email", "=", email);
  const newest = db
    .selectFrom("verification")
    .select("id")
    .where("value", "in", owner)
    .orderBy("createdAt", "desc")
    .orderBy("id", "desc")
    .limit(1);
  await db.deleteFrom("verification").where("value", "in", owner).where("id", "not in", newest).execute();
}

export type ResetResult = { ok: true } | { ok: false; reason: "invalid-token" };

export async function resetPasswordWithToken(auth: Auth, token: string, newPassword: string): Promise<ResetResult> {
  try {
    await auth.api.resetPassword({ body: { token, newPassword } });
    return { ok: true };
  } catch (err) {
    const code = await authErrorCode(err);
    if (code === "INVALID_TOKEN" || code === "USER_NOT_FOUND") return { ok: false, reason: "invalid-token" };
    throw err;
  }
}
