// The leads as CSV for administrators (issue #35, data rights): one row per lead, the columns the inbox shows.
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { LEAD_STATUSES } from "./statuses.ts";

const HEADER = [
  "Fecha",
  "Nombre",
  "Email",
  "Teléfono",
  "Mensaje",
  "Propiedad",
  "Código",
  "Llegada",
  "Salida",
  "Idioma",
  "Página",
  "Estado",
  "Agente",
];

/** Quotes a cell; a leading = + - @ is neutralised so a spreadsheet never runs it as a formula. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r;]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export async function leadsCsv(db: Kysely<Database>): Promise<string> {
  const rows = await db
    .selectFrom("leads")
    .leftJoin("user", "user.id", "leads.agent_id")
    .selectAll("leads")
    .select("user.name as agent_name")
    .orderBy("leads.created_at", "desc")
    .execute();
  const lines = rows.map((r) =>
    [
      new Date(r.created_at).toISOString(),
      r.name,
      r.email,
      r.phone,
      r.message,
      r.property_name,
      r.property_id,
      r.stay_from ?? "",
      r.stay_to ?? "",
      r.language,
      r.source_page,
      LEAD_STATUSES[r.status as keyof typeof LEAD_STATUSES] ?? r.status,
      r.agent_name ?? "",
    ]
      .map(csvCell)
      .join(","),
  );
  // The BOM makes spreadsheets read the file as UTF-8 (accents).
  return `\uFEFF${[HEADER.join(","), ...lines].join("\r\n")}\r\n`;
}
