// Better Auth for staff: e-mail + password, server-side sessions in our database, the admin plugin's
// "banned" flag as the disabled-account switch. Routes talk to it through its server API (auth.api.*);
// its HTTP handler is not mounted, so every sign-in goes through our form, throttle and CSRF check.
import { betterAuth } from "better-auth";
import { admin } from "better-auth/plugins";
import type { Kysely } from "kysely";
import type { Engine } from "../db/connect.server.ts";
import type { Database } from "../db/schema.ts";
import { AuthDateColumnsPlugin } from "./date-columns.server.ts";
import { CLIENT_IP_HEADER } from "./client-ip.ts";
import type { SendResetMail } from "./mailer.server.ts";
import { PASSWORD } from "./limits.ts";
import { hashPassword, verifyPassword } from "./password.server.ts";
import { cookiePrefix } from "./session-cookie-name.ts";

export const RESET_LINK_SECONDS = 60 * 60;
export const RESET_PATH = "/restablecer-contrasena";

export interface AuthDeps {
  kysely: Kysely<Database>;
  engine: Engine;
  secret: string;
  publicUrl: string;
  sendResetMail: SendResetMail;
}

export { cookiePrefix, sessionCookieName } from "./session-cookie-name.ts";

export function createAuth(deps: AuthDeps) {
  const https = deps.publicUrl.startsWith("https://");
  const db = deps.engine === "postgres" ? deps.kysely.withPlugin(new AuthDateColumnsPlugin()) : deps.kysely;
  return betterAuth({
    appName: "Vitrina",
    baseURL: deps.publicUrl,
    secret: deps.secret,
    database: { db, type: deps.engine, transaction: true },
    telemetry: { enabled: false },
    logger: { level: "error" },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true, // staff accounts are created by staff (Usuarios) or `npm run user`
      autoSignIn: false,
      minPasswordLength: PASSWORD.min,
      maxPasswordLength: PASSWORD.max,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        const url = `${deps.publicUrl}${RESET_PATH}?token=${encodeURIComponent(token)}`;
        await deps.sendResetMail({ to: user.email, name: user.name, url });
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    // Reset tokens are stored hashed: a copy of the database does not hand out working links.
    verification: { storeIdentifier: "hashed" },
    // Failed sign-ins are throttled in the database by throttle.server.ts, per account and per client.
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: false, // the prefix is ours: __Host- rather than Better Auth's __Secure-
      cookiePrefix: cookiePrefix(deps.publicUrl),
      defaultCookieAttributes: { secure: https, sameSite: "lax", httpOnly: true, path: "/" },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // The reset e-mail goes out after the answer, so its timing does not tell whether the account exists.
      backgroundTasks: { handler: (task) => void task },
    },
    plugins: [
      // No finer roles (SPEC.md §6): every staff member is an administrator.
      admin({ defaultRole: "admin", adminRoles: ["admin"] }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
