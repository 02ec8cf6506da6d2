// Create and edit actions of the property form: the same schema as the browser, then one save command;
// 400 with field messages and the user's input on bad data, 409 with who changed the listing (and the input)
// when it changed since the form was loaded, redirect to the list with a notice on success.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { StaffUser } from "../../auth/session.server.ts";
import { photoContext } from "../../photos/context.server.ts";
import { changeNotice } from "../../properties/change-notice.ts";
import { ListingChanged, ListingNotFound } from "../../properties/concurrency.server.ts";
import { isOutOfSpace, outOfSpaceMessages } from "../../runtime/process/out-of-space.server.ts";
import { PhotosStillProcessing } from "../../photos/upload-queue.server.ts";
import { type FormMode, propertyFormSchema } from "../../properties/form-schema.ts";
import { createFromForm, SaveRefused, updateFromForm } from "../../properties/save.server.ts";
import { flashHeaders } from "./flash.server.ts";
import { log } from "../../log/logger.server.ts";
import { readForm } from "../../forms/read-form.server.ts";

export const SAVED = "Propiedad guardada con éxito.";

export async function savePropertyForm(request: Request, user: StaffUser, mode: FormMode, editId?: string) {
  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: propertyFormSchema(mode) });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const by = { id: user.id, name: user.name };
  try {
    const ctx = await photoContext();
    // Which button saved it: 'Crear como borrador' keeps it off the site, 'Publicar' puts it on (decision 141).
    const choice = formData.get("publicacion");
    const draft = choice === "borrador" ? true : choice === "publicar" ? false : mode === "create" ? false : undefined;
    const draftId = String(formData.get("draftId") ?? "");
    if (mode === "create") await createFromForm(ctx, draftId, submission.value, by, new Date(), { draft });
    else await updateFromForm(ctx, editId!, submission.value, by, new Date(), { draft });
  } catch (err) {
    if (err instanceof SaveRefused) return data(submission.reply({ formErrors: [err.message] }), { status: 400 });
    if (err instanceof ListingChanged) {
      const message = changeNotice("save", err, user.id);
      // The form keeps what was typed (and the version it was loaded from) and offers the newer version.
      return data({ ...submission.reply({ formErrors: [message] }), listingChanged: true }, { status: 409 });
    }
    if (err instanceof ListingNotFound) throw data("Propiedad no encontrada", { status: 404 });
    // Decision 086: a save never waits past SAVE_PHOTO_WAIT_MS, and a full disk says so; the form keeps its data.
    if (err instanceof PhotosStillProcessing) {
      return data(submission.reply({ formErrors: [err.message] }), { status: 503 });
    }
    if (isOutOfSpace(err)) {
      log.error({ err }, `Sin espacio al guardar la propiedad (${mode}${editId ? ` ${editId}` : ""})`);
      return data(submission.reply({ formErrors: [outOfSpaceMessages.save] }), { status: 507 });
    }
    log.error({ err }, `Error al guardar la propiedad (${mode}${editId ? ` ${editId}` : ""})`);
    return data(submission.reply({ formErrors: ["No se pudo guardar la propiedad. Intentá nuevamente."] }), {
      status: 500,
    });
  }
  throw redirect("/dashboard/propiedades/ver", { headers: await flashHeaders(SAVED) });
}
