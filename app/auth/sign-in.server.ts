// Signs a staff member in: throttle check, Better Auth's e-mail + password check, and the error catalogue's
// cause for every way it can fail. Returns the session cookie to set on success.
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { isWriteRefused } from "../db/write-refused.ts";
import { authErrorCode } from "./api-error.server.ts";
import type { Auth } from "./auth.server.ts";
import { CLIENT_IP_HEADER } from "./client-ip.ts";
import type { LoginErrorCode } from "./login-errors.ts";
import { beginAttempt, SIGN_IN } from "./throttle.server.ts";
import { log } from "../log/logger.server.ts";

export interface Credentials {
  email: string;
  password: string;
  ip: string;
  userAgent?: string | null;
}

export type SignInResult = { ok: true; setCookies: string[] } | { ok: false; code: LoginErrorCode | (string & {}) };

export async function signInStaff(auth: Auth, db: Kysely<Database>, c: Credentials): Promise<SignInResult> {
  const attempt = await beginAttempt(db, SIGN_IN, c.email, c.ip);
  if (attempt.throttled) {
    log.warn(`Inicio de sesión frenado para ${c.email} desde ${c.ip}: demasiados intentos`);
    return { ok: false, code: "too-many-requests" };
  }
  const headers = new Headers({ [CLIENT_IP_HEADER]: c.ip });
  if (c.userAgent) headers.set("user-agent", c.userAgent);
  try {
    const { headers: out } = await auth.api.signInEmail({
      body: { email: c.email, password: c.password, rememberMe: true },
      headers,
      returnHeaders: true,
    });
    await attempt.release({ clearAccount: true });
    return { ok: true, setCookies: out.getSetCookie() };
  } catch (err) {
    const code = await authErrorCode(err);
    if (code === "INVALID_EMAIL_OR_PASSWORD") {
      log.warn(`Inicio de sesión fallido para ${c.email} desde ${c.ip}`);
      return { ok: false, code: "invalid-credential" };
    }
    // Not a wrong password: this attempt does not count towards the limits.
    await attempt.release();
    if (code === "BANNED_USER") return { ok: false, code: "user-disabled" };
    log.error({ err }, `Error al iniciar sesión de ${c.email}`);
    // The password was right but the session could not be stored (full disk, read-only database).
    if (isWriteRefused(err)) return { ok: false, code: "storage-unavailable" };
    return { ok: false, code: code ?? "UNKNOWN_ERROR" };
  }
}
