// POST /dashboard/propiedades/coincidencias: how many saved searches the new-listing form's values would match
// (issue 36), asked by the form as staff type, before the first save. The same schema as the save, except that the
// texts no saved search filters on (name, address, description) and the location may still be empty (not placed, it
// is in no map area); while the rest is not valid there is no count (null). JSON only; without JavaScript the form shows no count before saving.
import { parseWithZod } from "@conform-to/zod/v4";
import { countMatchingSearchesFor } from "../../alerts/matches.server.ts";
import { requireUser } from "../../auth/session.server.ts";
import { readForm } from "../../forms/read-form.server.ts";
import { rateNow } from "../../properties/currency-rate.server.ts";
import { formListing, propertyFormSchema } from "../../properties/form-schema.ts";
import { runtime } from "../../runtime/process/runtime.server.ts";
import type { Route } from "./+types/saved-search-count";

/** Required texts of the listing that no catalogue filter reads: not typed yet, they change no count. */
const UNFILTERED_TEXTS = ["name", "address", "description"] as const;

export function loader() {
  return new Response("Método no permitido", { status: 405 });
}

export async function action({ request }: Route.ActionArgs) {
  await requireUser(request);
  const form = await readForm(request);
  for (const key of UNFILTERED_TEXTS) if (!String(form.get(key) ?? "").trim()) form.set(key, "-");
  const submission = parseWithZod(form, { schema: propertyFormSchema("create", { locationOptional: true }) });
  if (submission.status !== "success") return Response.json({ count: null });
  const { db } = await runtime();
  const count = await countMatchingSearchesFor(db.kysely, formListing(submission.value), await rateNow(db.kysely));
  return Response.json({ count });
}
