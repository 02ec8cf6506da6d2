// The /login action's server side: signs in with the request's client IP and answers with the cookie and the
// same-site page to return to, or the error catalogue's sentence and an HTTP status.
import { runtime } from "../runtime/process/runtime.server.ts";
import { clientIp } from "./client-ip.ts";
import { auth } from "./instance.server.ts";
import { loginErrorMessage } from "./login-errors.ts";
import { AFTER_LOGIN, safeRedirectTarget } from "./redirect-target.ts";
import { signInStaff } from "./sign-in.server.ts";
import { log } from "../log/logger.server.ts";

const STATUS: Record<string, number> = {
  "invalid-credential": 401,
  "user-disabled": 403,
  "too-many-requests": 429,
  "storage-unavailable": 503,
};

export type LoginOutcome = { ok: true; to: string; headers: Headers } | { ok: false; message: string; status: number };

export async function signInFromForm(
  request: Request,
  form: { email: string; password: string; redirectTo?: string },
): Promise<LoginOutcome> {
  const rt = await runtime();
  const result = await signInStaff(await auth(), rt.db.kysely, {
    email: form.email,
    password: form.password,
    ip: clientIp(request),
    userAgent: request.headers.get("user-agent"),
  }).catch((err) => {
    log.error({ err }, `Error al iniciar sesión de ${form.email}`);
    return { ok: false as const, code: "UNKNOWN_ERROR" };
  });
  if (!result.ok) {
    const status = STATUS[result.code] ?? 500;
    return { ok: false, message: loginErrorMessage(result.code), status };
  }
  const headers = new Headers();
  for (const cookie of result.setCookies) headers.append("Set-Cookie", cookie);
  return { ok: true, to: safeRedirectTarget(form.redirectTo) ?? AFTER_LOGIN, headers };
}
