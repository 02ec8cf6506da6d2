// The table's bulk action (issue #17): the first post asks for the one confirmation (how many listings, which
// action); the confirmed post runs it in one transaction and comes back to the same search with a summary.
import { data, redirect } from "react-router";
import type { StaffUser } from "../../auth/session.server.ts";
import { bulkQuestion, bulkSummary, bulkValue, parseBulkAction } from "../../properties/bulk-actions.ts";
import { BULK_MAX, BulkRefused, runBulkAction } from "../../properties/bulk.server.ts";
import { SHORT_ID } from "../../properties/ids.ts";
import { parseTableParams, tableSearch } from "../../properties/table-params.ts";
import { matchingIds } from "../../properties/table.server.ts";
import { runtime } from "../../runtime/process/runtime.server.ts";
import { flashHeaders } from "./flash.server.ts";

export interface BulkConfirmation {
  question: string;
  action: string;
  ids: string[];
  all: boolean;
}

export type BulkActionData = { ok: boolean; message: string | null; confirm?: BulkConfirmation };

const refuse = (message: string, status = 400) => data<BulkActionData>({ ok: false, message }, { status });

export async function bulkListingsAction(user: StaffUser, form: FormData, url: URL, featuredOnly: boolean) {
  const action = parseBulkAction(form.get("accion"));
  if (!action) return refuse("Elegí qué hacer con las propiedades seleccionadas.");
  const all = form.get("todos") === "on";
  const params = parseTableParams(url.searchParams);
  const { db } = await runtime();
  const ids = all
    ? await matchingIds(db.kysely, params, { featuredOnly, limit: BULK_MAX + 1 })
    : form
        .getAll("ids")
        .map(String)
        .filter((id) => SHORT_ID.test(id));
  if (ids.length === 0) return refuse("Elegí al menos una propiedad.");
  if (form.get("confirmado") !== "1") {
    const confirm = { question: bulkQuestion(action, ids.length), action: bulkValue(action), ids, all };
    return data<BulkActionData>({ ok: false, message: null, confirm });
  }
  try {
    const n = await runBulkAction(db.kysely, action, ids, { id: user.id, name: user.name });
    const screen = featuredOnly ? "/dashboard/propiedades/destacadas" : "/dashboard/propiedades/ver";
    const back = `${screen}${tableSearch(params, { page: 1 })}`;
    return redirect(back, { headers: await flashHeaders(bulkSummary(action, n)) });
  } catch (err) {
    if (err instanceof BulkRefused) return refuse(err.message, 409);
    throw err;
  }
}
