// The process-wide Better Auth instance, built from the runtime (database, secret, settings).
import { type Runtime, runtime } from "../runtime.server.ts";
import { type Auth, createAuth } from "./auth.server.ts";
import { createResetMailer } from "./mailer.server.ts";

let current: { rt: Runtime; auth: Auth } | undefined;

export async function auth(): Promise<Auth> {
  const rt = await runtime();
  if (current?.rt !== rt) current = { rt, auth: authFor(rt) };
  return current.auth;
}

function authFor(rt: Runtime): Auth {
  const s = rt.settings;
  return createAuth({
    kysely: rt.db.kysely,
    engine: rt.db.engine,
    secret: rt.secrets.authSecret,
    publicUrl: s.PUBLIC_URL,
    sendResetMail: createResetMailer({
      smtpUrl: s.SMTP_URL,
      from: `"${s.AGENCY_NAME}" <${s.AGENCY_EMAIL}>`,
      agency: s.AGENCY_NAME,
    }),
  });
}
