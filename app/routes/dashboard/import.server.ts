// The 'Importar' action: 'Vista previa' reads the files and answers with the plan (counts, per-row errors);
// 'Confirmar importación' sends the same files again with the preview's digest and applies them only when they
// are the files previewed (decision 146: nothing is kept on the server between the two steps).
import { data } from "react-router";
import type { StaffUser } from "../../auth/session.server.ts";
import { photoContext } from "../../photos/context.server.ts";
import { ListingChanged, ListingNotFound } from "../../properties/concurrency.server.ts";
import { applyImport, ImportRefused } from "../../transfer/import-apply.server.ts";
import { type ImportPlan, planImport } from "../../transfer/import-plan.server.ts";

/** Largest CSV plus ZIP one import takes (a request read whole into memory). */
export const MAX_IMPORT_BYTES = 300 * 1024 * 1024;
/** Rows with errors listed in the preview; the count says how many more there are. */
const SHOWN_ERRORS = 200;

export type ImportReply =
  | { step: "error"; message: string }
  | {
      step: "preview";
      digest: string;
      fileErrors: string[];
      errors: ImportPlan["errors"];
      moreErrors: number;
      counts: ImportPlan["counts"];
      withPhotos: boolean;
      updates: Array<{ line: number; reference: string; name: string; changes: string[] }>;
    }
  | { step: "done"; created: number; updated: number; unchanged: number };

const refuse = (message: string, status = 400) => data<ImportReply>({ step: "error", message }, { status });

export async function importAction(request: Request, user: StaffUser) {
  if (Number(request.headers.get("content-length") ?? 0) > MAX_IMPORT_BYTES)
    return refuse("Los archivos superan los 300 MB: dividí la importación en partes.", 413);
  const form = await request.formData();
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
    return data<ImportReply>({ step: "done", ...(await applyImport(ctx, plan, user)) });
  } catch (err) {
    if (err instanceof ImportRefused) return refuse(err.message);
    if (err instanceof ListingChanged || err instanceof ListingNotFound)
      return refuse("Una de las propiedades cambió mientras tanto: no se importó nada. Volvé a hacer la vista previa.");
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
