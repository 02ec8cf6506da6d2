// Sign-in, sessions and staff rules on the real database (both engines).
import { describe, expect, it } from "vitest";
import { getMigrations } from "better-auth/db/migration";
import { hashPassword as betterAuthDefaultHash } from "better-auth/crypto";
import { authTestDb } from "../../tests/support/auth-db.ts";
import {
  cookieHeader,
  makeStaff,
  requestWithCookie,
  TEST_SECRET,
  TEST_URL,
  testAuth,
} from "../../tests/support/auth.ts";
import { createSignedInStaff } from "../../tests/support/staff-session.ts";
import { readStaffSession, signOut } from "./session.server.ts";
import { signInStaff } from "./sign-in.server.ts";
import { disableStaff, enableStaff, listStaff, setStaffPassword, StaffError } from "./staff.server.ts";

const authDb = authTestDb();

const ip = () => `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

async function signIn(email: string, password: string, from = ip()) {
  return signInStaff(authDb.auth, authDb.db.kysely, { email, password, ip: from, userAgent: "vitest" });
}

async function sessionCookie(email: string, password: string) {
  const r = await signIn(email, password);
  if (!r.ok) throw new Error(`no inició sesión: ${r.code}`);
  return cookieHeader(r.setCookies);
}

describe(`staff sign-in (${process.env.VITRINA_TEST_ENGINE})`, () => {
  it("002-auth creates exactly the schema Better Auth expects with our plugins", async () => {
    const plan = await getMigrations(authDb.auth.options);
    expect(plan.toBeCreated.map((t) => t.table)).toEqual([]);
    expect(plan.toBeAdded.map((t) => [t.table, Object.keys(t.fields)])).toEqual([]);
    expect(plan.schemaProblems).toEqual([]);
  });

  it("signs in, and the cookie opens a server-side session with Date timestamps", async () => {
    const staff = await makeStaff(authDb.auth);
    const r = await signIn(staff.email.toUpperCase(), staff.password, "10.9.9.9");
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const cookie = r.setCookies.find((c) => c.startsWith("vitrina.session_token="))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const read = await readStaffSession(authDb.auth, requestWithCookie(cookieHeader(r.setCookies)));
    expect(read.user).toEqual({ id: staff.id, email: staff.email, name: "Ana Prueba", role: "admin" });
    const row = await authDb.db.kysely
      .selectFrom("session")
      .selectAll()
      .where("userId", "=", staff.id)
      .executeTakeFirstOrThrow();
    expect(row.ipAddress).toBe("10.9.9.9");
    const s = await authDb.auth.api.getSession({ headers: new Headers({ cookie: cookieHeader(r.setCookies) }) });
    expect(s?.session.expiresAt).toBeInstanceOf(Date);
    expect(s?.user.createdAt).toBeInstanceOf(Date);
  });

  it("treats expired and deleted sessions as anonymous", async () => {
    const staff = await makeStaff(authDb.auth);
    const cookie = await sessionCookie(staff.email, staff.password);
    await authDb.db.kysely
      .updateTable("session")
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where("userId", "=", staff.id)
      .execute();
    expect((await readStaffSession(authDb.auth, requestWithCookie(cookie))).user).toBeNull();

    const again = await sessionCookie(staff.email, staff.password);
    expect((await readStaffSession(authDb.auth, requestWithCookie(again))).user?.id).toBe(staff.id);
    await authDb.db.kysely.deleteFrom("session").where("userId", "=", staff.id).execute();
    expect((await readStaffSession(authDb.auth, requestWithCookie(again))).user).toBeNull();
  });

  it("refuses a forged or tampered cookie", async () => {
    const staff = await makeStaff(authDb.auth);
    const cookie = await sessionCookie(staff.email, staff.password);
    const token = decodeURIComponent(cookie.split("=")[1]).split(".")[0];
    expect((await readStaffSession(authDb.auth, requestWithCookie(`vitrina.session_token=${token}`))).user).toBeNull();
    const tampered = cookie.replace(/.$/, (c) => (c === "A" ? "B" : "A"));
    expect((await readStaffSession(authDb.auth, requestWithCookie(tampered))).user).toBeNull();
  });

  it("signing out deletes the session server-side", async () => {
    const staff = await makeStaff(authDb.auth);
    const cookie = await sessionCookie(staff.email, staff.password);
    const cleared = await signOut(requestWithCookie(cookie), authDb.auth);
    expect(cleared.some((c) => c.startsWith("vitrina.session_token=;") && /Max-Age=0/.test(c))).toBe(true);
    expect(await authDb.db.kysely.selectFrom("session").select("id").where("userId", "=", staff.id).execute()).toEqual(
      [],
    );
    expect((await readStaffSession(authDb.auth, requestWithCookie(cookie))).user).toBeNull();
  });

  it("answers a wrong password and an unknown e-mail the same way", async () => {
    const staff = await makeStaff(authDb.auth);
    expect(await signIn(staff.email, "otra-clave1")).toEqual({ ok: false, code: "invalid-credential" });
    expect(await signIn("nadie@example.com", "otra-clave1")).toEqual({ ok: false, code: "invalid-credential" });
  });

  it("disables an account: no sign-in, open sessions end; enabling restores it; never oneself", async () => {
    const staff = await makeStaff(authDb.auth);
    const other = await makeStaff(authDb.auth);
    const cookie = await sessionCookie(staff.email, staff.password);
    await expect(disableStaff(authDb.auth, staff.id, staff.id)).rejects.toThrow(StaffError);
    await disableStaff(authDb.auth, staff.id, other.id);
    expect((await readStaffSession(authDb.auth, requestWithCookie(cookie))).user).toBeNull();
    expect(await signIn(staff.email, staff.password)).toEqual({ ok: false, code: "user-disabled" });
    expect(await signIn(staff.email, "otra-clave1")).toEqual({ ok: false, code: "invalid-credential" });
    expect((await listStaff(authDb.db.kysely)).find((m) => m.id === staff.id)?.disabled).toBe(true);
    await enableStaff(authDb.auth, staff.id);
    expect((await signIn(staff.email, staff.password)).ok).toBe(true);
  });

  it("sets a new password and ends the other person's sessions", async () => {
    const staff = await makeStaff(authDb.auth);
    const cookie = await sessionCookie(staff.email, staff.password);
    await expect(setStaffPassword(authDb.auth, staff.id, "corta")).rejects.toThrow("Mínimo 8 caracteres");
    await setStaffPassword(authDb.auth, staff.id, "otra-clave-2", "alguien-mas");
    expect((await readStaffSession(authDb.auth, requestWithCookie(cookie))).user).toBeNull();
    expect(await signIn(staff.email, staff.password)).toEqual({ ok: false, code: "invalid-credential" });
    expect((await signIn(staff.email, "otra-clave-2")).ok).toBe(true);
  });

  it("keeps accounts hashed with Better Auth's default scrypt working", async () => {
    const staff = await makeStaff(authDb.auth);
    await authDb.db.kysely
      .updateTable("account")
      .set({ password: await betterAuthDefaultHash("clave-vieja-1") })
      .where("userId", "=", staff.id)
      .execute();
    expect((await signIn(staff.email, "clave-vieja-1")).ok).toBe(true);
  });
});

describe("the browser suite's direct sign-in (tests/support/staff-session.ts)", () => {
  it("writes a session and signs a cookie that the app accepts", async () => {
    const staff = await createSignedInStaff(authDb.auth, TEST_SECRET, TEST_URL, { name: "Directo" });
    const read = await readStaffSession(authDb.auth, requestWithCookie(`${staff.cookie.name}=${staff.cookie.value}`));
    expect(read.user).toEqual({ id: staff.id, email: staff.email, name: "Directo", role: "admin" });
  });
});

describe("session refresh", () => {
  it("extends a day-old session and renews its cookie only when asked to", async () => {
    const staff = await makeStaff(authDb.auth);
    const cookie = await sessionCookie(staff.email, staff.password);
    const dayOld = new Date(Date.now() + 6 * 24 * 3600 * 1000).toISOString();
    await authDb.db.kysely.updateTable("session").set({ expiresAt: dayOld }).where("userId", "=", staff.id).execute();

    const readOnly = await readStaffSession(authDb.auth, requestWithCookie(cookie));
    expect(readOnly.user?.id).toBe(staff.id);
    expect(readOnly.setCookies).toEqual([]);

    const refreshed = await readStaffSession(authDb.auth, requestWithCookie(cookie), true);
    expect(refreshed.setCookies.some((c) => /vitrina\.session_token=.+Max-Age=604800/.test(c))).toBe(true);
    const row = await authDb.db.kysely
      .selectFrom("session")
      .select("expiresAt")
      .where("userId", "=", staff.id)
      .executeTakeFirstOrThrow();
    expect(new Date(row.expiresAt).getTime()).toBeGreaterThan(Date.now() + 6.9 * 24 * 3600 * 1000);
  });
});

describe("cookies over https", () => {
  it("uses the __Host- prefix with Secure, Path=/ and no Domain", async () => {
    const secure = testAuth(authDb.db, { publicUrl: "https://inmobiliaria.example" }).auth;
    const staff = await makeStaff(secure);
    const r = await signInStaff(secure, authDb.db.kysely, {
      email: staff.email,
      password: staff.password,
      ip: "10.8.0.1",
    });
    if (!r.ok) throw new Error(r.code);
    const cookie = r.setCookies.find((c) => c.startsWith("__Host-vitrina.session_token="))!;
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).not.toMatch(/Domain=/i);
    const read = await readStaffSession(
      secure,
      requestWithCookie(cookieHeader(r.setCookies), "https://inmobiliaria.example/dashboard"),
    );
    expect(read.user?.id).toBe(staff.id);
  });
});
