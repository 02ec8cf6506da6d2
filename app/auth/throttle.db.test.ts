// Failed sign-ins are limited per account and per client IP, in the database: a restart (a fresh Better Auth
// instance and connection on the same database) does not reset the count.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect, type Db } from "../db/connect.server.ts";
import { createTestDb, type TestDb } from "../../tests/support/test-db.ts";
import { makeStaff, testAuth } from "../../tests/support/auth.ts";
import { signInStaff } from "./sign-in.server.ts";
import { accountKey, beginAttempt, SIGN_IN, THROTTLE_WINDOW_MS } from "./throttle.server.ts";

let db: TestDb;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db.destroy());

function reopen(): Db {
  return connect({ ...db.location, poolSize: 2 });
}

describe(`sign-in throttling (${process.env.VITRINA_TEST_ENGINE})`, () => {
  it("locks an account after 5 failures, also across a restart, and frees it after the window", async () => {
    const first = testAuth(db).auth;
    const staff = await makeStaff(first);
    for (let i = 0; i < SIGN_IN.perAccount; i++) {
      const r = await signInStaff(first, db.kysely, {
        email: staff.email,
        password: "mala-clave-1",
        ip: `10.1.0.${i}`,
      });
      expect(r).toEqual({ ok: false, code: "invalid-credential" });
    }

    // "Restart": another connection and another Better Auth instance on the same database.
    const restarted = reopen();
    try {
      const second = testAuth(restarted).auth;
      const locked = await signInStaff(second, restarted.kysely, {
        email: staff.email.toUpperCase(),
        password: staff.password,
        ip: "10.1.1.1",
      });
      expect(locked).toEqual({ ok: false, code: "too-many-requests" });

      // Fifteen minutes later the failures no longer count.
      const past = new Date(Date.now() - THROTTLE_WINDOW_MS - 1000).toISOString();
      await restarted.kysely
        .updateTable("login_failures")
        .set({ created_at: past })
        .where("key", "=", accountKey(staff.email))
        .execute();
      const ok = await signInStaff(second, restarted.kysely, {
        email: staff.email,
        password: staff.password,
        ip: "10.1.1.1",
      });
      expect(ok.ok).toBe(true);
    } finally {
      await restarted.close();
    }
  });

  it("a successful sign-in clears the account's failures", async () => {
    const { auth } = testAuth(db);
    const staff = await makeStaff(auth);
    for (let i = 0; i < SIGN_IN.perAccount - 1; i++) {
      await signInStaff(auth, db.kysely, { email: staff.email, password: "mala-clave-1", ip: "10.2.0.1" });
    }
    expect(
      (await signInStaff(auth, db.kysely, { email: staff.email, password: staff.password, ip: "10.2.0.1" })).ok,
    ).toBe(true);
    const left = await db.kysely
      .selectFrom("login_failures")
      .select("id")
      .where("key", "=", accountKey(staff.email))
      .execute();
    expect(left).toEqual([]);
  });

  it("limits one client IP to 30 failures across accounts", async () => {
    const from = "10.3.0.1";
    // Record the failures directly (what 30 wrong passwords leave behind), without 30 password hashes.
    for (let i = 0; i < SIGN_IN.perIp; i++) await beginAttempt(db.kysely, SIGN_IN, `x${i}@example.com`, from);
    const { auth } = testAuth(db);
    const staff = await makeStaff(auth);
    expect(await signInStaff(auth, db.kysely, { email: staff.email, password: staff.password, ip: from })).toEqual({
      ok: false,
      code: "too-many-requests",
    });
    expect(
      (await signInStaff(auth, db.kysely, { email: staff.email, password: staff.password, ip: "10.3.0.2" })).ok,
    ).toBe(true);
  });

  it("counts parallel guesses: no more than the limit get their password checked", async () => {
    const email = "paralelo@example.com";
    const attempts = await Promise.all(
      Array.from({ length: 12 }, (_, i) => beginAttempt(db.kysely, SIGN_IN, email, `10.4.0.${i}`)),
    );
    expect(attempts.filter((a) => !a.throttled).length).toBeLessThanOrEqual(SIGN_IN.perAccount);
  });
});
