// Loader and action shared by the listing table and the featured list: the page the URL asks for, and the
// featured toggle (a plain POST that also works without JavaScript), over the version the row showed.
import { data } from "react-router";
import { requireUser } from "../../auth/session.server.ts";
import { runtime } from "../../runtime/process/runtime.server.ts";
import { currentRate } from "../../properties/currency-rate.server.ts";
import { changeNotice } from "../../properties/change-notice.ts";
import { setFeatured } from "../../properties/commands.server.ts";
import { ListingChanged, ListingNotFound, parseVersion } from "../../properties/concurrency.server.ts";
import { SHORT_ID } from "../../properties/ids.ts";
import { parseTableParams } from "../../properties/table-params.ts";
import { listForTable } from "../../properties/table.server.ts";
import { type BulkActionData, bulkListingsAction } from "./bulk.server.ts";
import { readFlash } from "./flash.server.ts";
import { readForm } from "../../forms/read-form.server.ts";

export async function loadListings(request: Request, options: { featuredOnly: boolean }) {
  await requireUser(request);
  const params = parseTableParams(new URL(request.url).searchParams);
  const { db } = await runtime();
  // The rate in force, read directly (currency-rate.server.ts): 'Precio' orders pesos and dollars through it.
  const rate = params.sort === "precio" ? ((await currentRate(db.kysely))?.value ?? null) : null;
  const page = await listForTable(db.kysely, params, { ...options, rate });
  const flash = await readFlash(request);
  return data({ params, page, notice: flash.message }, { headers: flash.headers });
}

export type ListingsActionData = BulkActionData;

export async function listingsAction(request: Request, options: { featuredOnly: boolean }) {
  const user = await requireUser(request);
  const form = await readForm(request);
  if (form.get("intent") === "bulk") {
    return bulkListingsAction(user, form, new URL(request.url), options.featuredOnly);
  }
  const id = String(form.get("id") ?? "");
  if (form.get("intent") !== "featured" || !SHORT_ID.test(id)) return refuse("Acción desconocida.", 400);
  const version = parseVersion(form.get("version"));
  if (version == null) return refuse("La lista no está al día. Recargá la página.", 400);
  const { db } = await runtime();
  try {
    const by = { id: user.id, name: user.name };
    await setFeatured(db.kysely, id, form.get("featured") === "true", { version, by });
  } catch (err) {
    if (err instanceof ListingChanged) return refuse(changeNotice("featured", err, user.id), 409);
    if (err instanceof ListingNotFound) return refuse("La propiedad ya no existe.", 404);
    throw err;
  }
  return { ok: true, message: null } as ListingsActionData;
}

const refuse = (message: string, status: number) => data<ListingsActionData>({ ok: false, message }, { status });
