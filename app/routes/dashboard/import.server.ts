// The 'Importar' action: 'Vista previa' reads the files and answers with the plan (counts, per-row errors);
// 'Confirmar importación' sends the same files again with the preview's digest and applies them only when they
// are the files previewed (decision 146: nothing is kept on the server between the two steps), then starts the
// apply in the background and sends the page to its progress (decision 181).
import { data, redirect } from "react-router";
import type { StaffUser } from "../../auth/session.server.ts";
import { bodyLimitFor, IMPORT_PATH } from "../../runtime/http/body-limits.ts";
import { photoContext } from "../../photos/context.server.ts";
import { ImportRefused } from "../../transfer/import-apply.server.ts";
import { type ImportPlan, planImport } from "../../transfer/import-plan.server.ts";
import type { ImportReply } from "../../transfer/import-reply.ts";
import { startImportRun } from "../../transfer/import-run.server.ts";
import { readForm } from "../../forms/read-form.server.ts";

/** Rows with errors listed in the preview; the count says how many more there are. */
const SHOWN_ERRORS = 200;

const refuse = (message: string, status = 400) => data<ImportReply>({ step: "error", message }, { status });

export async function importAction(request: Request, user: StaffUser) {
  // The Express limit refuses bigger bodies first; this answer is for a request that reaches the route anyway.
  if (Number(request.headers.get("content-length") ?? 0) > bodyLimitFor(IMPORT_PATH))
    return refuse("Los archivos superan los 300 MB: dividí la importación en partes.", 413);
  const form = await readForm(request);
  const csv = form.get("csv");
  const zip = form.get("fotos");
  if (!(csv instanceof File) || csv.size === 0) return refuse("Elegí el archivo CSV a importar.");
  const csvBytes = Buffer.from(await csv.arrayBuffer());
  const zipBytes = zip instanceof File && zip.size > 0 ? Buffer.from(await zip.arrayBuffer()) : null;
  const ctx = await photoContext();
  const plan = await planImport(ctx.kysely, csvBytes, zipBytes);
  if (form.get("intent") !== "confirmar") return data<ImportReply>(preview(plan));
  if (form.get("digest") !== plan.digest)
    return refuse(
      "Los archivos cambiaron desde la vista previa: revisá la nueva vista previa antes de confirmar.",
      409,
    );
  try {
    // The apply goes on in the background (decision 181); the page follows its progress.
    const { id } = await startImportRun(ctx, plan, user);
    return redirect(`/dashboard/propiedades/importar?importacion=${id}`);
  } catch (err) {
    if (err instanceof ImportRefused) return refuse(err.message);
    throw err;
  }
}

function preview(plan: ImportPlan): ImportReply {
  return {
    step: "preview",
    digest: plan.digest,
    fileErrors: plan.fileErrors,
    errors: plan.errors.slice(0, SHOWN_ERRORS),
    moreErrors: Math.max(0, plan.errors.length - SHOWN_ERRORS),
    counts: plan.counts,
    withPhotos: plan.withPhotos,
    updates: plan.items.slice(0, 1000).flatMap((item) =>
      item.kind === "updated"
        ? [
            {
              line: item.line,
              reference: item.listing.id,
              name: item.listing.fields.name,
              changes: item.changes.map((c) => `${c.field}: ${c.from || "—"} → ${c.to || "—"}`),
            },
          ]
        : [],
    ),
  };
}
