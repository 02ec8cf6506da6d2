// GET /dashboard/exportar/{csv|json}: every listing (fields, photo URLs, state, dates) as a download — CSV that
// Excel in Spanish opens as columns, or JSON; /dashboard/exportar/plantilla: the import's template. Staff only.
import { data } from "react-router";
import { requireUser } from "../../auth/session.server.ts";
import { MEDIA_BASE } from "../../photos/variants.ts";
import { runtime } from "../../runtime/process/runtime.server.ts";
import { exportCsv, exportJson, exportRows } from "../../transfer/export.server.ts";
import type { Route } from "./+types/export";
import { IMPORT_TEMPLATE_FILE, importTemplateCsv } from "../../transfer/import-template.ts";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireUser(request);
  if (params.formato === "plantilla") return templateResponse();
  if (params.formato !== "csv" && params.formato !== "json") throw data("Formato desconocido", { status: 404 });
  const { db, settings } = await runtime();
  const rows = await exportRows(db.kysely, settings.PHOTOS_PUBLIC_URL ?? `${settings.PUBLIC_URL}${MEDIA_BASE}`);
  const day = new Date().toISOString().slice(0, 10);
  const csv = params.formato === "csv";
  return new Response(csv ? exportCsv(rows) : exportJson(rows), {
    headers: {
      "Content-Type": csv ? "text/csv; charset=utf-8" : "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="propiedades-${day}.${params.formato}"`,
      "Cache-Control": "no-store",
    },
  });
}

/** The import's template: the header row alone, for 'Importar'. */
function templateResponse() {
  return new Response(importTemplateCsv(), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${IMPORT_TEMPLATE_FILE}"`,
      "Cache-Control": "no-store",
    },
  });
}
