// Leads and agents (issue #35) on the built server: every admin-only page answers an agent with a Spanish 403 (one
// check per route of roles.ts's table), an enquiry posted like the form does is stored for the listing's agent and
// e-mailed to them over SMTP, another agent's lead is a 403 that shows nothing of it, bots are dropped silently,
// the privacy page says what is done with the data, and the listing's enquiry goes to its agent's WhatsApp.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_ONLY_PATHS } from "../../app/auth/roles.ts";
import { connect, type Db } from "../../app/db/connect.server.ts";
import { createProperty, demoInput } from "../support/fixtures.ts";
import { startProcess, type ServerProcess } from "../support/server-process.ts";
import { type Inbox, startInbox } from "../support/smtp-inbox.ts";
import { createSignedInStaff, staffAuth } from "../support/staff-session.ts";
import { createTestDb, testEngine, type TestDb } from "../support/test-db.ts";

const engine = testEngine();
const SECRET = "s".repeat(40);
let pgDb: TestDb | undefined;
let db: Db;
let server: ServerProcess;
let inbox: Inbox;
const cookies: Record<"admin" | "agentA" | "agentB", string> = { admin: "", agentA: "", agentB: "" };
const ids: Record<string, string> = {};
let listing = "";

beforeAll(async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrina-leads-int-"));
  if (engine === "postgres") pgDb = await createTestDb({ migrate: false });
  inbox = await startInbox();
  server = await startProcess({
    DATA_DIR: dataDir,
    DATABASE_URL: pgDb?.location.databaseUrl,
    SEED_DEMO: "false",
    BETTER_AUTH_SECRET: SECRET,
    SMTP_URL: inbox.url,
  });
  await server.waitFor("Vitrina escuchando");
  db = pgDb ?? connect({ sqliteFile: path.join(dataDir, "vitrina.sqlite") });
  const auth = staffAuth(db, SECRET, server.url);
  for (const who of ["admin", "agentA", "agentB"] as const) {
    const staff = await createSignedInStaff(auth, SECRET, server.url, { email: `${who}@vitrina.test`, name: who });
    cookies[who] = `${staff.cookie.name}=${staff.cookie.value}`;
    ids[who] = staff.id;
  }
  await db.kysely.updateTable("user").set({ role: "agent" }).where("id", "in", [ids.agentA, ids.agentB]).execute();
  await db.kysely.updateTable("user").set({ whatsapp: "5493515550000" }).where("id", "=", ids.agentA).execute();
  listing = await createProperty(db.kysely, demoInput({ name: "Casa de Beto" }), [], {
    by: { id: ids.agentA, name: "agentA" },
  });
});

afterAll(async () => {
  await server?.stop("SIGKILL");
  await inbox?.close();
  if (pgDb) await pgDb.destroy();
  else await db?.close();
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
});

const get = (p: string, who?: keyof typeof cookies) =>
  fetch(`${server.url}${p}`, { redirect: "manual", headers: who ? { cookie: cookies[who] } : {} });
// Every request comes from 127.0.0.1 (no TRUST_PROXY): one client address for the per-address limit.
const postLead = (body: Record<string, unknown>) =>
  fetch(`${server.url}/api/consultas`, {
    method: "POST",
    headers: { origin: server.url, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
const enquiry = (over: Record<string, unknown> = {}) => ({
  propertyId: listing,
  name: "Lucía Gómez",
  email: "lucia@example.com",
  phone: "0351 15 555-1234",
  message: "¿Se puede visitar el sábado?",
  language: "es",
  sourcePage: `/propiedad/${listing}`,
  website: "",
  ...over,
});
const leadCount = async () => (await db.kysely.selectFrom("leads").select("id").execute()).length;

describe(`staff roles (${engine})`, () => {
  it.each(ADMIN_ONLY_PATHS)("an agent gets a Spanish 403 on %s; an administrator does not", async (p) => {
    const asAgent = await get(p, "agentA");
    expect(asAgent.status).toBe(403);
    const html = await asAgent.text();
    if (p.startsWith("/dashboard/consultas/exportar")) expect(html).not.toContain("Fecha,Nombre");
    else expect(html).toContain("Tu cuenta no tiene permiso para ver esta sección.");
    const asAdmin = await get(p, "admin");
    expect(asAdmin.status).toBe(200);
  });

  it("refuses an agent's POST to an admin page and changes nothing", async () => {
    const before = await db.kysely.selectFrom("user").select("id").execute();
    const res = await fetch(`${server.url}/dashboard/usuarios`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie: cookies.agentA, origin: server.url, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        intent: "create",
        email: "nuevo@vitrina.test",
        firstName: "Nuevo",
        lastName: "Agente",
        password: "contraseña1",
      }),
    });
    expect(res.status).toBe(403);
    expect(await db.kysely.selectFrom("user").select("id").execute()).toHaveLength(before.length);
  });

  it("shows agents the inbox but not the admin links", async () => {
    const html = await (await get("/dashboard/consultas", "agentA")).text();
    expect(html).toContain("Consultas");
    expect(html).not.toContain('href="/dashboard/configuracion"');
  });
});

describe(`stored enquiries (${engine})`, () => {
  it("stores the enquiry for the listing's agent and e-mails them the link", async () => {
    const res = await postLead(enquiry());
    expect(res.status).toBe(202);
    const lead = await db.kysely.selectFrom("leads").selectAll().executeTakeFirstOrThrow();
    expect(lead).toMatchObject({ agent_id: ids.agentA, name: "Lucía Gómez", status: "nueva" });
    const mail = inbox.messages.find((m) => m.to === "agenta@vitrina.test");
    expect(mail?.raw.replace(/=\r?\n/g, "")).toMatch(
      new RegExp(`Ver la consulta: http://\\S+/dashboard/consultas/${lead.id}`),
    );
    // The agent sees it, with the visitor's WhatsApp normalised; the inbox counts it as new.
    const page = await (await get(`/dashboard/consultas/${lead.id}`, "agentA")).text();
    expect(page).toContain("¿Se puede visitar el sábado?");
    expect(page).toContain("+5493515551234");
    // Another agent: 403, nothing of the lead in the page.
    const other = await get(`/dashboard/consultas/${lead.id}`, "agentB");
    expect(other.status).toBe(403);
    const body = await other.text();
    expect(body).not.toContain("Lucía");
    expect(body).not.toContain("lucia@example.com");
  });

  it("refuses bad input in Spanish, and drops bots silently; neither stores anything", async () => {
    const before = await leadCount();
    const bad = await postLead(enquiry({ email: "no-es-un-mail", name: "x".repeat(200) }));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ errors: { email: "Email no es válido.", name: "Máximo 80 caracteres" } });
    const english = await postLead(enquiry({ email: "no-es-un-mail", language: "en" }));
    expect(await english.json()).toEqual({ errors: { email: "Email is not valid." } });
    const hidden = await postLead(enquiry({ propertyId: "ffffffff" }));
    expect((await hidden.json()).errors.propertyId).toBe("La propiedad no existe o no está publicada.");
    const bot = await postLead(enquiry({ website: "https://spam.example" }));
    expect(bot.status).toBe(202);
    expect(await leadCount()).toBe(before);
    const answers: number[] = [];
    for (let i = 0; i < 7; i++) answers.push((await postLead(enquiry({ email: "otra@example.com" }))).status);
    expect(answers).toEqual([202, 202, 202, 202, 202, 202, 202]);
    // Five per e-mail in 15 minutes; the rest answered alike and dropped.
    expect(await leadCount()).toBe(before + 5);
  });

  it("sends the listing's enquiry to its agent's WhatsApp", async () => {
    const html = await (await get(`/propiedad/${listing}`)).text();
    // The agency's own number is another one (AGENCY_WHATSAPP's default).
    expect(html).toContain("5493515550000");
  });
});

describe(`privacy page (${engine})`, () => {
  it("says who is responsible, what, why, how long and how to ask, in Spanish and English", async () => {
    const es = await (await get("/privacidad")).text();
    for (const text of ["Quién es responsable", "Por cuánto tiempo", "24 meses", "Ley 25.326"])
      expect(es).toContain(text);
    const en = await get("/en/privacy");
    expect(en.status).toBe(200);
    expect(await en.text()).toContain("We keep them for 24 months");
  });
});
