// Signs a staff member in without the form: creates the user and a session through Better Auth's own adapter
// and signs the session cookie as Better Auth does (HMAC-SHA256 of the token with the auth secret). Used by
// the browser suite's `login` fixture and checked by app/auth/auth.db.test.ts.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { type Auth, createAuth, sessionCookieName } from "../../app/auth/auth.server.ts";
import { connect, type Db } from "../../app/db/connect.server.ts";

export interface SignedInStaff {
  id: string;
  email: string;
  name: string;
  cookie: { name: string; value: string };
}

export function signedCookieValue(token: string, secret: string): string {
  const signature = crypto.createHmac("sha256", secret).update(token).digest("base64");
  return encodeURIComponent(`${token}.${signature}`);
}

export async function createSignedInStaff(
  auth: Auth,
  secret: string,
  publicUrl: string,
  who: { email?: string; name?: string } = {},
): Promise<SignedInStaff> {
  const ctx = await auth.$context;
  const email = (who.email ?? `e2e-${crypto.randomBytes(4).toString("hex")}@vitrina.test`).toLowerCase();
  const user =
    (await ctx.internalAdapter.findUserByEmail(email))?.user ??
    (await ctx.internalAdapter.createUser(
      { email, name: who.name ?? "Prueba E2E", emailVerified: true },
      { method: "admin" },
    ));
  const session = await ctx.internalAdapter.createSession(user.id);
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    cookie: { name: sessionCookieName(publicUrl), value: signedCookieValue(session.token, secret) },
  };
}

/** The browser suite's server: its database and secret, found through the DATA_DIR playwright.config.ts chose. */
export function openE2EServerAuth(dataDir: string, publicUrl: string): { auth: Auth; db: Db; secret: string } {
  const secret =
    process.env.BETTER_AUTH_SECRET ??
    (JSON.parse(fs.readFileSync(path.join(dataDir, "secrets.json"), "utf8")) as { authSecret: string }).authSecret;
  const db = connect({
    databaseUrl: process.env.DATABASE_URL,
    sqliteFile: path.join(dataDir, "vitrina.sqlite"),
    poolSize: 2,
  });
  return { auth: staffAuth(db, secret, publicUrl), db, secret };
}

/** Better Auth over a test's database, sending no mail: creates the staff and sessions a server under test sees. */
export function staffAuth(db: Pick<Db, "kysely" | "engine">, secret: string, publicUrl: string): Auth {
  return createAuth({ kysely: db.kysely, engine: db.engine, secret, publicUrl, sendResetMail: async () => {} });
}
