// 'Olvidé mi contraseña' on the built server, with a local SMTP server as the mail relay: a flood of requests
// sends at most the throttle's allowance of e-mails and leaves one working link, unknown e-mails get the very
// same page, and one client is limited across different e-mails (docs/decisions/084).
import { describe, expect, it } from "vitest";
import { createStaff } from "../../app/auth/staff.server.ts";
import { RESET_REQUEST } from "../../app/auth/throttle.server.ts";
import { serverWithInbox } from "../support/server-with-inbox.ts";
import { testEngine } from "../support/test-db.ts";

const engine = testEngine();
const FLOODED = "inundada@vitrina.test";
const COMPARED = "comparada@vitrina.test";
const SENT = "Si el email corresponde a un usuario, te enviamos un enlace para elegir una contraseña nueva.";
const TOO_MANY = "Pediste demasiados enlaces en poco tiempo.";
const INVALID_LINK = "El enlace no es válido o ya venció. Pedí uno nuevo desde &#x27;Olvidé mi contraseña&#x27;.";
const site = serverWithInbox(
  "vitrina-reset-int-",
  // Lets each test speak for a different client through X-Forwarded-For's last hop.
  { TRUST_PROXY: "true" },
  async ({ auth }) => {
    for (const email of [FLOODED, COMPARED]) {
      await createStaff(auth, { email, firstName: "Ana", lastName: "Olvido", password: "clave-vieja-1" });
    }
  },
);

function post(pathname: string, ip: string, form: Record<string, string>) {
  return fetch(`${site.server.url}${pathname}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: site.server.url, "x-forwarded-for": ip },
    body: new URLSearchParams(form),
  });
}

/** The page the visitor gets, without what differs on every answer anyway (CSP nonces) or echoes their input. */
async function askForLink(email: string, ip: string): Promise<{ status: number; page: string }> {
  const res = await post("/olvide-mi-contrasena", ip, { email });
  const html = await res.text();
  // Per request by design: the CSP nonce and the request id (the page's data carries it for error pages).
  const page = html.replaceAll(email, "EMAIL").replace(/nonce="[^"]*"/g, 'nonce=""');
  return { status: res.status, page: page.replaceAll(res.headers.get("x-request-id") ?? "EMAIL", "ID") };
}

/** Waits until no e-mail has arrived for a moment, then returns the ones sent to `to`. */
async function mailsTo(to: string): Promise<string[]> {
  let seen = -1;
  while (seen !== site.inbox.messages.length) {
    seen = site.inbox.messages.length;
    await new Promise((r) => setTimeout(r, 500));
  }
  return site.inbox.messages.filter((m) => m.to === to).map((m) => m.raw);
}

function tokenIn(raw: string): string {
  const m = /\/restablecer-contrasena\?token=([A-Za-z0-9_-]+)/.exec(raw.replace(/=\r?\n/g, "").replace(/=3D/g, "="));
  if (!m) throw new Error(`no hay enlace en el e-mail:\n${raw}`);
  return m[1];
}

describe(`'Olvidé mi contraseña' on the built server (${engine})`, () => {
  it("25 requests in a row send at most the allowance of e-mails, and only one link works", async () => {
    for (let i = 0; i < 25; i++) {
      const { status, page } = await askForLink(FLOODED, "10.20.0.1");
      expect(status, `pedido ${i + 1}`).toBe(i < RESET_REQUEST.perAccount ? 200 : 429);
      expect(page).toContain(i < RESET_REQUEST.perAccount ? SENT : TOO_MANY);
    }
    const mails = await mailsTo(FLOODED);
    expect(mails.length).toBe(RESET_REQUEST.perAccount);
    const user = await site.sdb.db.kysely
      .selectFrom("user")
      .select("id")
      .where("email", "=", FLOODED)
      .executeTakeFirstOrThrow();
    const rows = await site.sdb.db.kysely
      .selectFrom("verification")
      .select("id")
      .where("value", "=", user.id)
      .execute();
    expect(rows.length).toBe(1);

    const answers = [];
    for (const raw of mails) {
      const token = tokenIn(raw);
      const form = { token, password: "clave-nueva-1", confirm: "clave-nueva-1" };
      const res = await post("/restablecer-contrasena", "10.20.0.1", form);
      answers.push({ status: res.status, location: res.headers.get("location"), page: await res.text() });
    }
    expect(answers.filter((a) => a.status === 302).map((a) => a.location)).toEqual(["/login?contrasena=cambiada"]);
    for (const old of answers.filter((a) => a.status !== 302)) {
      expect(old.status).toBe(400);
      expect(old.page).toContain(INVALID_LINK);
    }
  }, 120_000);

  it("an unknown e-mail gets the very same pages as an account's, throttled answer included", async () => {
    for (let i = 0; i <= RESET_REQUEST.perAccount; i++) {
      const known = await askForLink(COMPARED, "10.21.0.1");
      const unknown = await askForLink("nadie@vitrina.test", "10.21.0.2");
      expect(known.page).toContain(i < RESET_REQUEST.perAccount ? SENT : TOO_MANY);
      expect(unknown.status, `pedido ${i + 1}`).toBe(known.status);
      expect(unknown.page, `pedido ${i + 1}`).toBe(known.page);
    }
    expect(await mailsTo("nadie@vitrina.test")).toEqual([]);
  }, 90_000);

  it("one client is limited across different e-mails", async () => {
    for (let i = 0; i < RESET_REQUEST.perIp; i++) {
      expect((await askForLink(`otro-${i}@vitrina.test`, "10.22.0.1")).status).toBe(200);
    }
    const refused = await askForLink("uno-mas@vitrina.test", "10.22.0.1");
    expect(refused.status).toBe(429);
    expect(refused.page).toContain(TOO_MANY);
    expect((await askForLink("uno-mas@vitrina.test", "10.22.0.2")).status).toBe(200);
  });
});
