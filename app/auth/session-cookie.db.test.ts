// The page cache and Better Auth cannot disagree: every Cookie header with which Better Auth's own session lookup
// (auth.api.getSession, not ours) finds the staff member is one the cache's question calls signed in.
import { describe, expect, it } from "vitest";
import { authTestDb } from "../../tests/support/auth-db.ts";
import { makeStaff, TEST_URL, testAuth } from "../../tests/support/auth.ts";
import { createSignedInStaff } from "../../tests/support/staff-session.ts";
import { TEST_SECRET } from "../../tests/support/auth.ts";
import { sessionCookieName } from "./session-cookie-name.ts";
import { carriesSessionCookie } from "./session-cookie.ts";

const authDb = authTestDb();

describe(`the session cookie question (${process.env.VITRINA_TEST_ENGINE})`, () => {
  it("is yes for every header Better Auth signs in with", async () => {
    const staff = await makeStaff(authDb.auth);
    const { cookie } = await createSignedInStaff(authDb.auth, TEST_SECRET, TEST_URL, { email: staff.email });
    const name = sessionCookieName(TEST_URL);
    const headers = [
      `${name}=${cookie.value}`,
      `${name} =${cookie.value}`,
      `${name}\t=${cookie.value}`,
      `a=1;${name}=${cookie.value}`,
      `a=1;\t${name} = ${cookie.value}`,
      `${name}="${cookie.value}"`,
    ];
    let signedIn = 0;
    for (const header of headers) {
      const session = await authDb.auth.api.getSession({ headers: new Headers({ cookie: header }) });
      if (session?.user) signedIn += 1;
      if (session?.user) expect(carriesSessionCookie(header, name), header).toBe(true);
    }
    // The odd spellings do sign in: the question has to cover them.
    expect(signedIn).toBeGreaterThanOrEqual(4);
  });

  it("is asked with Better Auth's own cookie name, over http and https", async () => {
    // The session lookup asks it before loading Better Auth (app/auth/session.server.ts), with this name.
    for (const publicUrl of [TEST_URL, "https://inmobiliaria.example"]) {
      const { auth: other } = testAuth(authDb.db, { publicUrl });
      expect((await other.$context).authCookies.sessionToken.name).toBe(sessionCookieName(publicUrl));
    }
  });
});
