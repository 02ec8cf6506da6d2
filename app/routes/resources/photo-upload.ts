// POST /dashboard/fotos?propiedad={id}: one photo per request (raw bytes, name in X-Nombre-Archivo), answered
// as soon as it is checked and queued; only to a saved listing or to a draft issued to this staff member
// (decision 087). DELETE /dashboard/fotos/{uploadId}: drop an upload removed before saving.
import { requireUser } from "../../auth/session.server.ts";
import { isOutOfSpace, outOfSpaceMessages } from "../../runtime/process/out-of-space.server.ts";
import { photoContext } from "../../photos/context.server.ts";
import { readLimitedBody } from "../../photos/read-body.server.ts";
import { displayName, MAX_UPLOAD_BYTES, uploadMessages } from "../../photos/upload-check.server.ts";
import { acceptUpload, discardUpload } from "../../photos/upload-queue.server.ts";
import { checkUploadTarget, type TargetRefusal } from "../../photos/upload-target.server.ts";
import { kickPhotoQueue } from "../../photos/worker.server.ts";
import { UPLOAD_ID } from "../../properties/photo-refs.ts";
import { SHORT_ID } from "../../properties/ids.ts";
import type { Route } from "./+types/photo-upload";
import { log } from "../../log/logger.server.ts";

const json = (body: unknown, status = 200) => Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
const refused = (r: TargetRefusal) => json({ message: r.message }, r.reason === "limit" ? 422 : 404);

export async function loader() {
  return json({ message: "Método no permitido." }, 405);
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  const ctx = await photoContext();
  if (request.method === "DELETE") {
    if (!params.uploadId || !UPLOAD_ID.test(params.uploadId)) return json({ message: "Subida desconocida." }, 404);
    await discardUpload(ctx, params.uploadId);
    return json({ ok: true });
  }
  if (request.method !== "POST" || params.uploadId) return json({ message: "Método no permitido." }, 405);

  const propertyId = new URL(request.url).searchParams.get("propiedad") ?? "";
  if (!SHORT_ID.test(propertyId)) return json({ message: "Propiedad desconocida." }, 400);
  const target = { propertyId, staffId: user.id };
  const name = displayName(decodeName(request.headers.get("x-nombre-archivo")));
  // Before reading 20 MB: the usual refusals answer at once (acceptUpload decides atomically).
  const early = await checkUploadTarget(ctx.kysely, target);
  if (early) return refused(early);

  const body = await readLimitedBody(request, MAX_UPLOAD_BYTES);
  if (!body.ok) {
    return body.reason === "too-large"
      ? json({ message: uploadMessages.tooLarge(name) }, 413)
      : json({ message: `No se recibió «${name}» completa. Probá de nuevo.` }, 400);
  }
  try {
    const result = await acceptUpload(ctx, { ...target, fileName: name, bytes: body.bytes });
    if (!result.ok) return result.reason === "photo" ? json({ message: result.message }, 422) : refused(result);
    // Processed here and now, whichever process holds the queue's background work (decision 104).
    void kickPhotoQueue(ctx);
    return json({ id: result.id, n: result.n, width: result.width, height: result.height }, 201);
  } catch (err) {
    log.error({ err }, `Fotos: no se pudo guardar la subida «${name}» de ${propertyId}`);
    return isOutOfSpace(err)
      ? json({ message: outOfSpaceMessages.upload(name) }, 507)
      : json({ message: `No se pudo guardar «${name}». Probá de nuevo.` }, 500);
  }
}

function decodeName(header: string | null): string {
  try {
    return decodeURIComponent(header ?? "");
  } catch {
    return header ?? "";
  }
}
