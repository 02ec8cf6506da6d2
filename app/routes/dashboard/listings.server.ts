// Loader and action shared by the listing table and the featured list: the page the URL asks for, and the
// featured toggle (a plain POST that also works without JavaScript).
import { data } from "react-router";
import { requireUser } from "../../auth/session.server.ts";
import { runtime } from "../../runtime.server.ts";
import { setFeatured } from "../../properties/commands.server.ts";
import { SHORT_ID } from "../../properties/ids.ts";
import { parseTableParams } from "../../properties/table-params.ts";
import { listForTable } from "../../properties/table.server.ts";
import { readFlash } from "./flash.server.ts";

export async function loadListings(request: Request, options: { featuredOnly: boolean }) {
  await requireUser(request);
  const params = parseTableParams(new URL(request.url).searchParams);
  const { db } = await runtime();
  const page = await listForTable(db.kysely, params, options);
  const flash = await readFlash(request);
  return data({ params, page, notice: flash.message }, { headers: flash.headers });
}

export async function listingsAction(request: Request) {
  await requireUser(request);
  const form = await request.formData();
  const id = String(form.get("id") ?? "");
  if (form.get("intent") !== "featured" || !SHORT_ID.test(id)) {
    return data({ ok: false, message: "Acción desconocida." }, { status: 400 });
  }
  const { db } = await runtime();
  const found = await setFeatured(db.kysely, id, form.get("featured") === "true");
  if (!found) return data({ ok: false, message: "La propiedad ya no existe." }, { status: 404 });
  return { ok: true, message: null };
}
