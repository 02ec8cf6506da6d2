// GET /dashboard/importaciones/:id: one import's progress as JSON, polled by the 'Importar' page while it runs
// (decision 181). Staff only; never cached.
import { data } from "react-router";
import { requireUser } from "../../auth/session.server.ts";
import { runtime } from "../../runtime/process/runtime.server.ts";
import { importRunStatus } from "../../transfer/import-run.server.ts";
import type { Route } from "./+types/import-status";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireUser(request, { role: "admin" });
  const { db } = await runtime();
  const run = await importRunStatus(db.kysely, params.id);
  if (!run) throw data("Importación desconocida", { status: 404 });
  return Response.json(run, { headers: { "Cache-Control": "no-store" } });
}
