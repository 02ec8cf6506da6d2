// A Better Auth instance on a test database, as the server builds it (app/auth/auth.server.ts), plus helpers
// to sign in and to turn the answer's Set-Cookie into the Cookie header a browser would send back.
import { type Auth, createAuth } from "../../app/auth/auth.server.ts";
import type { ResetMail, SendResetMail } from "../../app/auth/mailer.server.ts";
import { createStaff, type StaffMember } from "../../app/auth/staff.server.ts";
import type { Db } from "../../app/db/connect.server.ts";

export const TEST_SECRET = "secreto-de-prueba-con-32-caracteres!!";
export const TEST_URL = "http://localhost:3000";

export function testAuth(db: Db, options: { sendResetMail?: SendResetMail; publicUrl?: string } = {}) {
  const mails: ResetMail[] = [];
  const auth = createAuth({
    kysely: db.kysely,
    engine: db.engine,
    secret: TEST_SECRET,
    publicUrl: options.publicUrl ?? TEST_URL,
    sendResetMail: options.sendResetMail ?? (async (m) => void mails.push(m)),
  });
  return { auth, mails };
}

let n = 0;
export async function makeStaff(auth: Auth, password = "clave-segura1"): Promise<StaffMember & { password: string }> {
  n += 1;
  const member = await createStaff(auth, {
    email: `staff${n}-${Date.now() % 100000}@example.com`,
    firstName: "Ana",
    lastName: "Prueba",
    password,
  });
  return { ...member, password };
}

/** "name=value; name2=value2" from Set-Cookie headers, skipping cookies being cleared. */
export function cookieHeader(setCookies: string[]): string {
  return setCookies
    .map((c) => c.split(";")[0])
    .filter((pair) => pair.split("=")[1] !== "")
    .join("; ");
}

export function requestWithCookie(cookie: string, url = `${TEST_URL}/dashboard`): Request {
  return new Request(url, { headers: { cookie } });
}
