// 'Olvidé mi contraseña' end to end through a local SMTP server: the e-mail carries a link that sets a new
// password once, ends open sessions, and stops working after an hour.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { createTestDb, type TestDb } from "../../tests/support/test-db.ts";
import { cookieHeader, makeStaff, requestWithCookie, testAuth } from "../../tests/support/auth.ts";
import { createResetMailer } from "./mailer.server.ts";
import { requestPasswordReset, resetPasswordWithToken } from "./password-reset.server.ts";
import { readStaffSession } from "./session.server.ts";
import { signInStaff } from "./sign-in.server.ts";

let db: TestDb;
let smtp: SMTPServer;
let port: number;
const inbox: Array<{ to: string; raw: string }> = [];

beforeAll(async () => {
  db = await createTestDb();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      stream.on("end", () => {
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address).join(","), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  port = (smtp.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await db.destroy();
});

async function mailFor(to: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const found = inbox.find((m) => m.to === to);
    if (found) {
      inbox.splice(inbox.indexOf(found), 1);
      return found.raw;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no llegó el e-mail a ${to}`);
}

function tokenIn(raw: string): string {
  const unfolded = raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  const m = /\/restablecer-contrasena\?token=([A-Za-z0-9_-]+)/.exec(unfolded);
  if (!m) throw new Error(`no hay enlace en el e-mail:\n${raw}`);
  return m[1];
}

describe(`password reset by e-mail (${process.env.VITRINA_TEST_ENGINE})`, () => {
  it("sends a link over SMTP that works once and ends open sessions", async () => {
    const sendResetMail = createResetMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: '"Inmobiliaria Sierras" <contacto@example.com>',
      agency: "Inmobiliaria Sierras",
    });
    const { auth } = testAuth(db, { sendResetMail });
    const staff = await makeStaff(auth);
    const signedIn = await signInStaff(auth, db.kysely, { email: staff.email, password: staff.password, ip: "10.5.0.1" });
    if (!signedIn.ok) throw new Error("no inició sesión");

    await requestPasswordReset(auth, staff.email);
    const raw = await mailFor(staff.email);
    expect(raw).toMatch(/^Subject: .*Restablecer/m);
    expect(raw).toMatch(/^To: .*@example.com/m);
    const token = tokenIn(raw);

    expect(await resetPasswordWithToken(auth, token, "clave-nueva-1")).toEqual({ ok: true });
    expect(await resetPasswordWithToken(auth, token, "clave-nueva-2")).toEqual({ ok: false, reason: "invalid-token" });
    expect((await readStaffSession(auth, requestWithCookie(cookieHeader(signedIn.setCookies)))).user).toBeNull();
    expect((await signInStaff(auth, db.kysely, { email: staff.email, password: "clave-nueva-1", ip: "10.5.0.1" })).ok).toBe(
      true,
    );
  });

  it("a link older than an hour no longer works", async () => {
    const { auth, mails } = testAuth(db);
    const staff = await makeStaff(auth);
    await requestPasswordReset(auth, staff.email);
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
    await requestPasswordReset(auth, "nadie@example.com");
    await new Promise((r) => setTimeout(r, 100));
    expect(mails).toEqual([]);
  });

  it("without SMTP_URL, logs the link on the server console", async () => {
    const lines: string[] = [];
    const send = createResetMailer({ from: "x@example.com", agency: "Vitrina", log: (l) => lines.push(l) });
    await send({ to: "ana@example.com", name: "Ana", url: "http://localhost:3000/restablecer-contrasena?token=abc" });
    expect(lines).toEqual([
      "Enlace para restablecer la contraseña de ana@example.com (SMTP_URL no está definido): http://localhost:3000/restablecer-contrasena?token=abc",
    ]);
  });
});
