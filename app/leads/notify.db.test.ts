import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../../tests/support/test-db.ts";
import { createProperty, demoInput } from "../../tests/support/fixtures.ts";
import { type Inbox, startInbox } from "../../tests/support/smtp-inbox.ts";
import { createLeadMailer } from "./notify.server.ts";
import { receiveLead } from "./receive.server.ts";

let db: TestDb;
let inbox: Inbox;
const now = new Date("2026-03-02T12:00:00.000Z");

beforeAll(async () => {
  db = await createTestDb();
  inbox = await startInbox();
  await db.kysely
    .insertInto("user")
    .values({
      id: "u-agent",
      name: "Beto Agente",
      email: "beto@vitrina.test",
      emailVerified: true,
      image: null,
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
      role: "agent",
      banned: false,
      banReason: null,
      banExpires: null,
    })
    .execute();
  await createProperty(db.kysely, demoInput({ name: "Cabaña del río" }), [], {
    id: "abcdef01",
    by: { id: "u-agent", name: "Beto Agente" },
  });
  await createProperty(db.kysely, demoInput({ name: "Lote sin agente" }), [], { id: "abcdef02" });
});
afterAll(async () => {
  await inbox?.close();
  await db?.destroy();
});

const input = (propertyId: string, email: string) => ({
  propertyId,
  name: "María <b>Pérez</b>",
  email,
  phone: "3546 46-1234",
  message: "¿Aceptan mascotas?",
  language: "es",
  sourcePage: `/propiedad/${propertyId}`,
});

/** Quoted-printable bodies back to text: the escapes are UTF-8 bytes. */
const decoded = (raw: string) =>
  Buffer.from(
    raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(Number.parseInt(h, 16))),
    "latin1",
  ).toString("utf8");

describe("the new-lead e-mail", () => {
  it("reaches the listing's agent over SMTP in text and HTML, with the link to the lead", async () => {
    const deps = {
      db: db.kysely,
      sendMail: createLeadMailer({ smtpUrl: inbox.url, from: '"Inmobiliaria" <hola@vitrina.test>' }),
      publicUrl: "https://vitrina.test",
      agencyEmail: "oficina@vitrina.test",
    };
    const r = await receiveLead(deps, input("abcdef01", "maria@example.com"), "10.1.0.1", now);
    if (r.kind !== "stored") throw new Error("not stored");
    const r2 = await receiveLead(deps, input("abcdef02", "otra@example.com"), "10.1.0.2", now);
    if (r2.kind !== "stored") throw new Error("not stored");
    expect(inbox.messages.map((m) => m.to)).toEqual(["beto@vitrina.test", "oficina@vitrina.test"]);
    const raw = inbox.messages[0].raw;
    expect(raw).toMatch(/Content-Type: text\/plain/);
    expect(raw).toMatch(/Content-Type: text\/html/);
    const body = decoded(raw);
    expect(body).toContain(`https://vitrina.test/dashboard/consultas/${r.lead.id}`);
    expect(body).toContain("maria@example.com");
    // The visitor's text is escaped in the HTML part.
    expect(body).toContain("María &lt;b&gt;Pérez&lt;/b&gt;");
  });

  it("is logged with its link when SMTP_URL is not set", async () => {
    const lines: string[] = [];
    const deps = {
      db: db.kysely,
      sendMail: createLeadMailer({ from: "x@vitrina.test", log: (l) => lines.push(l) }),
      publicUrl: "https://vitrina.test",
      agencyEmail: "oficina@vitrina.test",
    };
    const r = await receiveLead(deps, input("abcdef01", "log@example.com"), "10.1.0.3", now);
    if (r.kind !== "stored") throw new Error("not stored");
    expect(lines).toEqual([
      `Nueva consulta para beto@vitrina.test (SMTP_URL no está definido): https://vitrina.test/dashboard/consultas/${r.lead.id}`,
    ]);
  });
});
