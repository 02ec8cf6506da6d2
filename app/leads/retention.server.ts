// Leads are kept for the retention period set in 'Configuración' (default 24 months), then anonymised: the
// visitor's name, contact data, message and the notes about them go; the counts by listing and status stay.
import type { Kysely } from "kysely";
import { recordActivity } from "../activity/record.server.ts";
import type { Database } from "../db/schema.ts";
import { periodicJob } from "../jobs/periodic.server.ts";

export function retentionCutoff(months: number, now: Date): Date {
  const cut = new Date(now);
  cut.setUTCMonth(cut.getUTCMonth() - months);
  return cut;
}

/** Anonymises every lead older than `months`; returns how many. */
export async function anonymiseOldLeads(db: Kysely<Database>, months: number, now = new Date()): Promise<number> {
  const cutoff = retentionCutoff(months, now).toISOString();
  return db.transaction().execute(async (trx) => {
    const old = trx
      .selectFrom("leads")
      .select("id")
      .where("created_at", "<", cutoff)
      .where("anonymised_at", "is", null);
    await trx.deleteFrom("lead_notes").where("lead_id", "in", old).execute();
    const result = await trx
      .updateTable("leads")
      .set({ name: "", email: "", phone: "", message: "", anonymised_at: now.toISOString() })
      .where("created_at", "<", cutoff)
      .where("anonymised_at", "is", null)
      .executeTakeFirst();
    const n = Number(result.numUpdatedRows);
    if (n) {
      await recordActivity(trx, {
        action: "lead_anonymise",
        actor: { id: null, name: "Sistema" },
        note: `${n} consulta(s) con más de ${months} meses`,
        at: now,
      });
    }
    return n;
  });
}

/** The background job (one process holds its lock, app/jobs): hourly, reading the period from the settings. */
export function leadRetentionWork(
  db: Kysely<Database>,
  months: () => Promise<number>,
  everyMs = 60 * 60_000,
): () => void {
  return periodicJob(
    "Consultas",
    async () => {
      const n = await anonymiseOldLeads(db, await months());
      return n ? `se anonimizaron ${n} consulta(s) vencidas.` : null;
    },
    { firstMs: 45_000, everyMs },
  );
}
