import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../../tests/support/test-db.ts";
import { createProperty, demoInput } from "../../tests/support/fixtures.ts";
import { createLead, UNKNOWN_LISTING } from "./create.server.ts";
import { addLeadNote, deleteLead, LeadCommandError, reassignLead, setLeadStatus } from "./commands.server.ts";
import {
  countNewLeads,
  getLead,
  leadHistory,
  leadNotes,
  leadsPerDay,
  leadTotals,
  listLeads,
} from "./queries.server.ts";
import { anonymiseOldLeads } from "./retention.server.ts";
import { leadsCsv } from "./csv.server.ts";
import { listingAgent, setListingAgent } from "./listing-agent.server.ts";

let db: TestDb;
const now = new Date("2026-03-02T12:00:00.000Z");
const admin = { id: "u-admin", name: "Ana Admin", role: "admin" as const };
const agentA = { id: "u-a", name: "Beto Agente", role: "agent" as const };
const agentB = { id: "u-b", name: "Caro Agente", role: "agent" as const };

const input = (over: Record<string, unknown> = {}) => ({
  propertyId: "abcdef01",
  name: "María Pérez",
  email: "maria@example.com",
  phone: "3546 15 46-1234",
  message: "¿Está disponible?",
  language: "es",
  sourcePage: "/propiedad/abcdef01",
  ...over,
});
const count = async () => (await db.kysely.selectFrom("leads").select("id").execute()).length;

beforeAll(async () => {
  db = await createTestDb();
  for (const u of [admin, agentA, agentB]) {
    await db.kysely
      .insertInto("user")
      .values({
        id: u.id,
        name: u.name,
        email: `${u.id}@vitrina.test`,
        emailVerified: true,
        image: null,
        createdAt: now.toISOString(),
        updatedAt: now.toISOString(),
        role: u.role,
        banned: false,
        banReason: null,
        banExpires: null,
      })
      .execute();
  }
  await createProperty(db.kysely, demoInput(), [], { id: "abcdef01", by: agentA });
  await createProperty(db.kysely, demoInput({ name: "Otra" }), [], { id: "abcdef02" });
  await createProperty(db.kysely, demoInput({ name: "Borrador" }), [], { id: "abcdef03", draft: true });
});
afterAll(() => db?.destroy());

describe("createLead", () => {
  it("stores every field, assigned to the listing's agent (its creator), with its first history entry", async () => {
    const r = await createLead(
      db.kysely,
      input({ stayFrom: "2026-04-01", stayTo: "2026-04-08", language: "en" }),
      "10.0.0.1",
      now,
    );
    expect(r.kind).toBe("stored");
    if (r.kind !== "stored") return;
    const lead = await getLead(db.kysely, admin, r.lead.id);
    expect(lead).toMatchObject({
      property_id: "abcdef01",
      name: "María Pérez",
      email: "maria@example.com",
      phone: "3546 15 46-1234",
      message: "¿Está disponible?",
      stay_from: "2026-04-01",
      stay_to: "2026-04-08",
      language: "en",
      source_page: "/propiedad/abcdef01",
      status: "nueva",
      agent_id: "u-a",
      agent_name: "Beto Agente",
    });
    expect((await leadHistory(db.kysely, r.lead.id)).map((h) => h.action)).toEqual(["lead_new"]);
  });

  it("refuses bad input with Spanish messages and stores nothing", async () => {
    const before = await count();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: "x".repeat(81) }, "name", "Máximo 80 caracteres"],
      [{ email: "no-es-un-mail" }, "email", "Email no es válido."],
      [{ message: "" }, "message", "Mensaje es requerido."],
      [{ propertyId: "ffffffff" }, "propertyId", UNKNOWN_LISTING],
      [{ propertyId: "abcdef03" }, "propertyId", UNKNOWN_LISTING],
      [{ propertyId: "../etc" }, "propertyId", "La propiedad no es válida."],
    ];
    for (const [over, field, message] of cases) {
      const r = await createLead(db.kysely, input(over), "10.0.0.2", now);
      expect(r).toEqual({ kind: "invalid", errors: expect.objectContaining({ [field]: message }) });
    }
    expect(await count()).toBe(before);
  });

  it("drops a filled honeypot, a sixth enquiry from one e-mail and a 21st from one address, silently", async () => {
    const before = await count();
    expect(await createLead(db.kysely, input({ website: "http://spam" }), "10.0.0.3", now)).toEqual({
      kind: "ignored",
    });
    expect(await count()).toBe(before);
    const sameEmail = [];
    for (let i = 0; i < 6; i++)
      sameEmail.push((await createLead(db.kysely, input({ email: "loop@example.com" }), `10.9.${i}.1`, now)).kind);
    expect(sameEmail).toEqual(["stored", "stored", "stored", "stored", "stored", "ignored"]);
    const sameAddress = [];
    for (let i = 0; i < 21; i++)
      sameAddress.push((await createLead(db.kysely, input({ email: `v${i}@example.com` }), "10.0.0.4", now)).kind);
    expect(sameAddress.filter((k) => k === "stored")).toHaveLength(20);
    expect(sameAddress.at(-1)).toBe("ignored");
    expect(await count()).toBe(before + 25);
  });
});

describe("the inbox", () => {
  it("shows an agent their leads and the unassigned ones, never another agent's", async () => {
    const un = await createLead(db.kysely, input({ propertyId: "abcdef02", email: "z@example.com" }), "10.0.0.5", now);
    if (un.kind !== "stored") throw new Error("not stored");
    const forA = await listLeads(db.kysely, agentA, {}, now);
    const forB = await listLeads(db.kysely, agentB, {}, now);
    const all = await listLeads(db.kysely, admin, {}, now);
    expect(forB.rows.map((r) => r.id)).toEqual([un.lead.id]);
    expect(forA.total).toBe(all.total);
    const aLead = forA.rows.find((r) => r.agentId === "u-a")!;
    expect(await getLead(db.kysely, agentB, aLead.id)).toBe("forbidden");
    await expect(setLeadStatus(db.kysely, agentB, aLead.id, "contactada")).rejects.toMatchObject({ status: 403 });
    expect(await countNewLeads(db.kysely, agentB)).toBe(1);
  });

  it("filters by status, listing, agent and a search over name, e-mail and phone", async () => {
    const list = (f: Parameters<typeof listLeads>[2]) => listLeads(db.kysely, admin, f, now).then((r) => r.total);
    const total = await list({});
    expect(await list({ propertyId: "abcdef02" })).toBe(1);
    expect(await list({ agentId: "ninguno" })).toBe(1);
    expect(await list({ agentId: "u-a" })).toBe(total - 1);
    expect(await list({ q: "v3@EXAMPLE" })).toBe(1);
    expect(await list({ q: "maría" })).toBe(total);
    expect(await list({ q: "46-1234" })).toBe(total);
    expect(await list({ status: "ganada" })).toBe(0);
  });

  it("moves a lead through the pipeline, keeps notes with author and logs each step", async () => {
    const { rows } = await listLeads(db.kysely, agentA, { agentId: "u-a" }, now);
    const id = rows[0].id;
    await setLeadStatus(db.kysely, agentA, id, "contactada", now);
    await setLeadStatus(db.kysely, agentA, id, "visita", now);
    await addLeadNote(db.kysely, agentA, id, "Llamar el lunes", now);
    await expect(addLeadNote(db.kysely, agentA, id, "  ", now)).rejects.toThrow("Nota: Nota es requerido.");
    await expect(setLeadStatus(db.kysely, agentA, id, "inventado", now)).rejects.toBeInstanceOf(LeadCommandError);
    await reassignLead(db.kysely, { ...admin }, id, "u-b", now);
    const lead = await getLead(db.kysely, admin, id);
    expect(lead).toMatchObject({ status: "visita", agent_id: "u-b" });
    expect(await leadNotes(db.kysely, id)).toEqual([
      expect.objectContaining({ author_name: "Beto Agente", body: "Llamar el lunes" }),
    ]);
    const history = await leadHistory(db.kysely, id);
    expect(history.map((h) => [h.action, h.note])).toEqual([
      ["lead_new", ""],
      ["lead_status", "Nueva → Contactada"],
      ["lead_status", "Contactada → Visita agendada"],
      ["lead_note", ""],
      ["lead_assign", "Beto Agente → Caro Agente"],
    ]);
  });

  it("counts stored leads per UTC day for the dashboard's chart", async () => {
    const perDay = await leadsPerDay(db.kysely, "2026-03-01");
    const { total } = await listLeads(db.kysely, admin, {}, now);
    expect([...perDay.keys()]).toEqual(["2026-03-02"]);
    expect(perDay.get("2026-03-02")).toBe(total);
    expect((await leadsPerDay(db.kysely, "2026-03-03")).size).toBe(0);
  });

  it("flags a 'Nueva' lead after one working day (weekends do not count)", async () => {
    const friday = new Date("2026-03-06T15:00:00.000Z");
    const r = await createLead(db.kysely, input({ email: "fri@example.com" }), "10.0.0.6", friday);
    if (r.kind !== "stored") throw new Error("not stored");
    const flagged = async (at: string) =>
      (await listLeads(db.kysely, admin, { q: "fri@" }, new Date(at))).rows[0].overdue;
    expect(await flagged("2026-03-07T16:00:00.000Z")).toBe(false);
    expect(await flagged("2026-03-09T14:59:00.000Z")).toBe(false);
    expect(await flagged("2026-03-09T15:00:00.000Z")).toBe(true);
  });
});

describe("a listing's agent", () => {
  it("is set from the edit page: the next lead and the public WhatsApp follow, with a history entry", async () => {
    await db.kysely.updateTable("user").set({ whatsapp: "5493515550101" }).where("id", "=", "u-b").execute();
    expect(await listingAgent(db.kysely, "abcdef02")).toBeNull();
    await setListingAgent(db.kysely, admin, "abcdef02", "u-b");
    expect(await listingAgent(db.kysely, "abcdef02")).toEqual({
      name: "Caro Agente",
      whatsapp: "5493515550101",
      photo: null,
    });
    const r = await createLead(
      db.kysely,
      input({ propertyId: "abcdef02", email: "next@example.com" }),
      "10.2.0.1",
      now,
    );
    expect(r.kind === "stored" && r.lead.agentId).toBe("u-b");
    const entry = await db.kysely
      .selectFrom("activity")
      .select(["action", "details"])
      .where("property_id", "=", "abcdef02")
      .where("action", "=", "edit")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(entry.details)).toEqual({
      changes: [{ field: "Agente", from: "Sin agente", to: "Caro Agente" }],
    });
    await expect(setListingAgent(db.kysely, admin, "abcdef02", "nadie")).rejects.toThrow("El agente no existe.");
    // A disabled agent's listing goes back to the agency's number.
    await db.kysely.updateTable("user").set({ banned: true }).where("id", "=", "u-b").execute();
    expect(await listingAgent(db.kysely, "abcdef02")).toBeNull();
    await db.kysely.updateTable("user").set({ banned: false }).where("id", "=", "u-b").execute();
  });
});

describe("data rights", () => {
  it("exports every lead as CSV with formulas neutralised", async () => {
    await createLead(db.kysely, input({ name: "=HYPERLINK(1)", email: "csv@example.com" }), "10.0.0.7", now);
    const csv = await leadsCsv(db.kysely);
    expect(csv.split("\r\n")[0]).toBe(
      "\uFEFFFecha,Nombre,Email,Teléfono,Mensaje,Propiedad,Código,Llegada,Salida,Idioma,Página,Estado,Agente",
    );
    expect(csv).toContain("'=HYPERLINK(1)");
    expect(csv).toContain("csv@example.com");
  });

  it("deletes one lead with its notes, keeping only the fact in the history", async () => {
    const { rows } = await listLeads(db.kysely, admin, { q: "csv@" }, now);
    await addLeadNote(db.kysely, admin, rows[0].id, "nota", now);
    await deleteLead(db.kysely, admin, rows[0].id, now);
    expect(await getLead(db.kysely, admin, rows[0].id)).toBeNull();
    expect(await leadNotes(db.kysely, rows[0].id)).toEqual([]);
    expect((await leadHistory(db.kysely, rows[0].id)).at(-1)?.action).toBe("lead_delete");
  });

  it("anonymises leads older than the retention period and counts them still", async () => {
    const { total } = await leadTotals(db.kysely, now);
    const old = await createLead(
      db.kysely,
      input({ email: "old@example.com" }),
      "10.0.0.8",
      new Date("2023-01-01T00:00:00Z"),
    );
    if (old.kind !== "stored") throw new Error("not stored");
    await addLeadNote(db.kysely, admin, old.lead.id, "dato personal", now);
    expect(await anonymiseOldLeads(db.kysely, 24, now)).toBe(1);
    expect(await getLead(db.kysely, admin, old.lead.id)).toMatchObject({ name: "", email: "", phone: "", message: "" });
    expect(await leadNotes(db.kysely, old.lead.id)).toEqual([]);
    expect(await anonymiseOldLeads(db.kysely, 24, now)).toBe(0);
    expect((await leadTotals(db.kysely, now)).total).toBe(total + 1);
  });
});
