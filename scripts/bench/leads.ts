// The 'Consultas' inbox at 1,000 leads on SQLite and PostgreSQL (issue #35: under 100 ms server time): p50 / p99
// of a page of 50 plus its count, unfiltered, by status, by listing, by agent, searched, and for an agent.
import { sql } from "kysely";
import { createTestDb } from "../../tests/support/test-db.ts";
import { createProperty, demoInput } from "../../tests/support/fixtures.ts";
import { countNewLeads, type LeadFilters, listLeads } from "../../app/leads/queries.server.ts";
import { LEAD_STATUS_CODES } from "../../app/leads/statuses.ts";
import { ms, timeMany } from "./stats.ts";

const LEADS = Number(process.env.BENCH_LEADS ?? 1_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const AGENTS = ["u-1", "u-2", "u-3", "u-4"];

export async function benchLeads(): Promise<void> {
  const engines = (["sqlite", "postgres"] as const).filter((e) => (process.env.BENCH_ENGINE ?? e) === e);
  for (const engine of engines) {
    const db = await createTestDb({ engine });
    try {
      const now = new Date().toISOString();
      for (const id of AGENTS) {
        await db.kysely
          .insertInto("user")
          .values({
            id,
            name: `Agente ${id}`,
            email: `${id}@bench.test`,
            emailVerified: true,
            image: null,
            createdAt: now,
            updatedAt: now,
            role: "agent",
            banned: false,
            banReason: null,
            banExpires: null,
          })
          .execute();
      }
      const listings: string[] = [];
      for (let i = 0; i < 40; i++) listings.push(await createProperty(db.kysely, demoInput({ name: `Casa ${i}` })));
      const rows = Array.from({ length: LEADS }, (_, i) => {
        const at = new Date(Date.now() - i * 3_600_000).toISOString();
        return {
          id: crypto.randomUUID(),
          property_id: listings[i % listings.length],
          property_name: `Casa ${i % listings.length}`,
          name: `Visitante ${i}`,
          email: `visitante${i}@example.com`,
          phone: `351 555-${String(i).padStart(4, "0")}`,
          message: "¿Sigue disponible? Me interesa visitarla esta semana.",
          stay_from: null,
          stay_to: null,
          language: i % 5 ? "es" : "en",
          source_page: `/propiedad/${listings[i % listings.length]}`,
          status: LEAD_STATUS_CODES[i % LEAD_STATUS_CODES.length],
          agent_id: i % 7 ? AGENTS[i % AGENTS.length] : null,
          created_at: at,
          updated_at: at,
          anonymised_at: null,
        };
      });
      for (let at = 0; at < rows.length; at += 200) {
        await db.kysely
          .insertInto("leads")
          .values(rows.slice(at, at + 200))
          .execute();
      }
      if (engine === "postgres") await sql`ANALYZE`.execute(db.kysely);
      const admin = { id: "admin", role: "admin" as const };
      const agent = { id: AGENTS[0], role: "agent" as const };
      const cases: Array<[string, typeof admin | typeof agent, LeadFilters]> = [
        ["todas", admin, {}],
        ["estado Nueva", admin, { status: "nueva" }],
        ["una propiedad", admin, { propertyId: listings[3] }],
        ["un agente", admin, { agentId: AGENTS[1] }],
        ["búsqueda 'visitante12'", admin, { q: "visitante12" }],
        ["búsqueda por teléfono", admin, { q: "555-0420" }],
        ["un agente ve las suyas y sin asignar", agent, {}],
        ["página 10", admin, { page: 10 }],
      ];
      for (const [label, viewer, filters] of cases) {
        const t = await timeMany(RUNS, () => listLeads(db.kysely, viewer, filters));
        console.log(`[leads] ${engine}: ${LEADS} consultas, ${label}: p50 ${ms(t.p50)}  p99 ${ms(t.p99)}`);
      }
      const t = await timeMany(RUNS, () => countNewLeads(db.kysely, agent));
      console.log(`[leads] ${engine}: contador de nuevas (menú): p50 ${ms(t.p50)}  p99 ${ms(t.p99)}`);
    } finally {
      await db.destroy();
    }
  }
}

if (import.meta.main) await benchLeads();
