// 'Olvidé mi contraseña' end to end through a local SMTP server: the e-mail carries a link that sets a new
// password once, ends open sessions, and stops working after an hour; requests are throttled per e-mail and per
// client, and only an account's newest link works.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Inbox, startInbox } from "../../tests/support/smtp-inbox.ts";
import { createTestDb, type TestDb } from "../../tests/support/test-db.ts";
import { cookieHeader, makeStaff, requestWithCookie, testAuth } from "../../tests/support/auth.ts";
import { createResetMailer } from "./mailer.server.ts";
import { requestPasswordReset, resetPasswordWithToken } from "./password-reset.server.ts";
import { readStaffSession } from "./session.server.ts";
import { signInStaff } from "./sign-in.server.ts";
import { RESET_REQUEST } from "./throttle.server.ts";

let db: TestDb;
let inbox: Inbox;

beforeAll(async () => {
  db = await createTestDb();
  inbox = await startInbox();
});
afterAll(async () => {
  await inbox.close();
  await db.destroy();
});

async function mailFor(to: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const found = inbox.messages.find((m) => m.to === to);
    if (found) {
      inbox.messages.splice(inbox.messages.indexOf(found), 1);
      return found.raw;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no llegó el e-mail a ${to}`);
}

function smtpMailer() {
  return createResetMailer({
    smtpUrl: inbox.url,
    from: '"Inmobiliaria Sierras" <contacto@example.com>',
    agency: "Inmobiliaria Sierras",
  });
}

/** Waits until no e-mail has arrived for a moment, then returns (and removes) the ones sent to `to`. */
async function allMailFor(to: string): Promise<string[]> {
  let seen = -1;
  while (seen !== inbox.messages.length) {
    seen = inbox.messages.length;
    await new Promise((r) => setTimeout(r, 300));
  }
  const mine = inbox.messages.filter((m) => m.to === to);
  for (const m of mine) inbox.messages.splice(inbox.messages.indexOf(m), 1);
  return mine.map((m) => m.raw);
}

async function resetRowsOf(userId: string): Promise<number> {
  return (await db.kysely.selectFrom("verification").select("id").where("value", "=", userId).execute()).length;
}

function tokenIn(raw: string): string {
  const unfolded = raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  const m = /\/restablecer-contrasena\?token=([A-Za-z0-9_-]+)/.exec(unfolded);
  if (!m) throw new Error(`no hay enlace en el e-mail:\n${raw}`);
  return m[1];
}

describe(`password reset by e-mail (${process.env.VITRINA_TEST_ENGINE})`, () => {
  it("sends a link over SMTP that works once and ends open sessions", async () => {
    const { auth } = testAuth(db, { sendResetMail: smtpMailer() });
    const staff = await makeStaff(auth);
    const signedIn = await signInStaff(auth, db.kysely, {
      email: staff.email,
      password: staff.password,
      ip: "10.5.0.1",
    });
    if (!signedIn.ok) throw new Error("no inició sesión");

    expect(await requestPasswordReset(auth, db.kysely, { email: staff.email, ip: "10.5.0.1" })).toBe("sent");
    const raw = await mailFor(staff.email);
    expect(raw).toMatch(/^Subject: .*Restablecer/m);
    expect(raw).toMatch(/^To: .*@example.com/m);
    const token = tokenIn(raw);

    expect(await resetPasswordWithToken(auth, token, "clave-nueva-1")).toEqual({ ok: true });
    expect(await resetPasswordWithToken(auth, token, "clave-nueva-2")).toEqual({ ok: false, reason: "invalid-token" });
    expect((await readStaffSession(auth, requestWithCookie(cookieHeader(signedIn.setCookies)))).user).toBeNull();
    expect(
      (await signInStaff(auth, db.kysely, { email: staff.email, password: "clave-nueva-1", ip: "10.5.0.1" })).ok,
    ).toBe(true);
  });

  it("a link older than an hour no longer works", async () => {
    const { auth, mails } = testAuth(db);
    const staff = await makeStaff(auth);
    await requestPasswordReset(auth, db.kysely, { email: staff.email, ip: "10.6.0.1" });
    await expect.poll(() => mails.length).toBe(1);
    const token = new URL(mails[0].url).searchParams.get("token")!;
    await db.kysely
      .updateTable("verification")
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where("value", "=", staff.id)
      .execute();
    expect(await resetPasswordWithToken(auth, token, "clave-nueva-1")).toEqual({ ok: false, reason: "invalid-token" });
  });

  it("says nothing about unknown e-mails and sends nothing", async () => {
    const { auth, mails } = testAuth(db);
    expect(await requestPasswordReset(auth, db.kysely, { email: "nadie@example.com", ip: "10.7.0.1" })).toBe("sent");
    await new Promise((r) => setTimeout(r, 100));
    expect(mails).toEqual([]);
  });

  it("without SMTP_URL, logs the link on the server console", async () => {
    const lines: string[] = [];
    const send = createResetMailer({ from: "x@example.com", agency: "Vitrina", log: (l) => lines.push(l) });
    await send({ to: "ana@example.com", name: "Ana", url: "http://localhost:3000/restablecer-contrasena?token=abc" });
    expect(lines).toEqual([
      "Enlace para restablecer la contraseña de ana@example.com (SMTP_URL no está definido): " +
        "http://localhost:3000/restablecer-contrasena?token=abc",
    ]);
  });

  it("25 rapid requests for one account send at most the allowance of e-mails and leave one working link", async () => {
    const { auth } = testAuth(db, { sendResetMail: smtpMailer() });
    const staff = await makeStaff(auth);
    const outcomes = [];
    for (let i = 0; i < 25; i++) {
      outcomes.push(await requestPasswordReset(auth, db.kysely, { email: staff.email, ip: `10.8.0.${i}` }));
    }
    expect(outcomes.filter((o) => o === "sent").length).toBe(RESET_REQUEST.perAccount);
    const mails = await allMailFor(staff.email);
    expect(mails.length).toBe(RESET_REQUEST.perAccount);
    expect(await resetRowsOf(staff.id)).toBe(1);
    const results = [];
    for (const raw of mails) results.push(await resetPasswordWithToken(auth, tokenIn(raw), "clave-nueva-1"));
    expect(results.filter((r) => r.ok).length).toBe(1);
  });

  it("a parallel burst gets no more links than the allowance either", async () => {
    const { auth } = testAuth(db, { sendResetMail: smtpMailer() });
    const staff = await makeStaff(auth);
    const outcomes = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        requestPasswordReset(auth, db.kysely, { email: staff.email, ip: `10.8.4.${i}` }),
      ),
    );
    // Each request counts itself and every other one already recorded, so a burst may even get none through.
    expect(outcomes.filter((o) => o === "sent").length).toBeLessThanOrEqual(RESET_REQUEST.perAccount);
    expect((await allMailFor(staff.email)).length).toBeLessThanOrEqual(RESET_REQUEST.perAccount);
    expect(await resetRowsOf(staff.id)).toBeLessThanOrEqual(1);
  });

  it("only the newest link works: an older one gets the invalid-link answer", async () => {
    const { auth } = testAuth(db, { sendResetMail: smtpMailer() });
    const staff = await makeStaff(auth);
    await requestPasswordReset(auth, db.kysely, { email: staff.email, ip: "10.8.1.1" });
    const older = tokenIn(await mailFor(staff.email));
    await requestPasswordReset(auth, db.kysely, { email: staff.email, ip: "10.8.1.1" });
    const newer = tokenIn(await mailFor(staff.email));
    expect(await resetPasswordWithToken(auth, older, "clave-nueva-1")).toEqual({ ok: false, reason: "invalid-token" });
    expect(await resetPasswordWithToken(auth, newer, "clave-nueva-1")).toEqual({ ok: true });
  });

  it("answers an unknown e-mail exactly as an account's, throttling included", async () => {
    const { auth } = testAuth(db, { sendResetMail: smtpMailer() });
    const staff = await makeStaff(auth);
    const answers = async (email: string, ip: string) => {
      const out = [];
      for (let i = 0; i <= RESET_REQUEST.perAccount; i++) {
        out.push(await requestPasswordReset(auth, db.kysely, { email, ip }));
      }
      return out;
    };
    const known = await answers(staff.email, "10.8.2.1");
    expect(known).toEqual([...Array<string>(RESET_REQUEST.perAccount).fill("sent"), "throttled"]);
    expect(await answers("nadie-2@example.com", "10.8.2.2")).toEqual(known);
    expect(await allMailFor("nadie-2@example.com")).toEqual([]);
  });

  it("limits one client IP across different e-mails", async () => {
    const { auth } = testAuth(db);
    const from = "10.8.3.1";
    for (let i = 0; i < RESET_REQUEST.perIp; i++) {
      expect(await requestPasswordReset(auth, db.kysely, { email: `otro-${i}@example.com`, ip: from })).toBe("sent");
    }
    expect(await requestPasswordReset(auth, db.kysely, { email: "uno-mas@example.com", ip: from })).toBe("throttled");
    expect(await requestPasswordReset(auth, db.kysely, { email: "uno-mas@example.com", ip: "10.8.3.2" })).toBe("sent");
  });
});
