// POST /dashboard/fotos?propiedad={id}: one photo per request (raw bytes, name in X-Nombre-Archivo), answered
// as soon as it is checked and queued. DELETE /dashboard/fotos/{uploadId}: drop an upload removed before saving.
import { requireUser } from "../../auth/session.server.ts";
import { photoContext } from "../../photos/context.server.ts";
import { readLimitedBody } from "../../photos/read-body.server.ts";
import { displayName, MAX_UPLOAD_BYTES, uploadMessages } from "../../photos/upload-check.server.ts";
import { acceptUpload, discardUpload } from "../../photos/upload-queue.server.ts";
import { photoWorker } from "../../photos/worker.server.ts";
import { MAX_PHOTOS, UPLOAD_ID } from "../../properties/photo-refs.ts";
import { SHORT_ID } from "../../properties/ids.ts";
import type { Route } from "./+types/photo-upload";

const json = (body: unknown, status = 200) => Response.json(body, { status, headers: { "Cache-Control": "no-store" } });

export async function loader() {
  return json({ message: "Método no permitido." }, 405);
}

export async function action({ request, params }: Route.ActionArgs) {
  await requireUser(request);
  const ctx = await photoContext();
  if (request.method === "DELETE") {
    if (!params.uploadId || !UPLOAD_ID.test(params.uploadId)) return json({ message: "Subida desconocida." }, 404);
    await discardUpload(ctx, params.uploadId);
    return json({ ok: true });
  }
  if (request.method !== "POST" || params.uploadId) return json({ message: "Método no permitido." }, 405);

  const propertyId = new URL(request.url).searchParams.get("propiedad") ?? "";
  if (!SHORT_ID.test(propertyId)) return json({ message: "Propiedad desconocida." }, 400);
  const name = displayName(decodeName(request.headers.get("x-nombre-archivo")));
  const live = await ctx.kysely
    .selectFrom("photo_uploads")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("property_id", "=", propertyId)
    .executeTakeFirstOrThrow();
  if (Number(live.n) >= MAX_PHOTOS) return json({ message: `Máximo ${MAX_PHOTOS} fotos por propiedad.` }, 422);

  const body = await readLimitedBody(request, MAX_UPLOAD_BYTES);
  if (!body.ok) {
    return body.reason === "too-large"
      ? json({ message: uploadMessages.tooLarge(name) }, 413)
      : json({ message: `No se recibió «${name}» completa. Probá de nuevo.` }, 400);
  }
  const result = await acceptUpload(ctx, { propertyId, fileName: name, bytes: body.bytes });
  if (!result.ok) return json({ message: result.message }, 422);
  photoWorker(ctx).kick();
  return json({ id: result.id, n: result.n, width: result.width, height: result.height }, 201);
}

function decodeName(header: string | null): string {
  try {
    return decodeURIComponent(header ?? "");
  } catch {
    return header ?? "";
  }
}
