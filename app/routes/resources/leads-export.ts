// GET /dashboard/consultas/exportar: every lead as CSV, for administrators (issue #35, data rights).
import { requireUser } from "../../auth/session.server.ts";
import { leadsCsv } from "../../leads/csv.server.ts";
import { runtime } from "../../runtime/process/runtime.server.ts";
import type { Route } from "./+types/leads-export";

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request, { role: "admin" });
  const { db } = await runtime();
  const day = new Date().toISOString().slice(0, 10);
  return new Response(await leadsCsv(db.kysely), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="consultas-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
