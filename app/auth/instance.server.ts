// The process-wide Better Auth instance, built from the runtime (database, secret, settings). Better Auth (+54 MB
// resident) is loaded with the first request that needs it, a signed-in one or a sign-in, never for an anonymous
// visitor's page (decision 262).
import { type Runtime, runtime } from "../runtime/process/runtime.server.ts";
import type { Auth } from "./auth.server.ts";
import { createResetMailer } from "./mailer.server.ts";

let current: { rt: Runtime; auth: Promise<Auth> } | undefined;

export async function auth(): Promise<Auth> {
  const rt = await runtime();
  if (current?.rt !== rt) current = { rt, auth: authFor(rt) };
  return current.auth;
}

async function authFor(rt: Runtime): Promise<Auth> {
  const { createAuth } = await import("./auth.server.ts");
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
