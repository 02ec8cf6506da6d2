// /dashboard/propiedades/agregar: 'Nueva Propiedad'. The listing's id is issued now, to this staff member (a
// draft, decision 087), so photos upload into its folder while the form is filled in.
import type { Route } from "./+types/property-new";
import { requireUser } from "../../auth/session.server.ts";
import { runtime } from "../../runtime/process/runtime.server.ts";
import { isOutOfSpace } from "../../runtime/process/out-of-space.server.ts";
import { issueDraft } from "../../photos/upload-target.server.ts";
import { newShortId } from "../../properties/ids.ts";
import { PropertyForm } from "../../ui/dashboard/property-form.tsx";
import { savePropertyForm } from "./property-form.server.ts";
import { log } from "../../log/logger.server.ts";
import { mapTiles } from "../../map/tiles.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const { db } = await runtime();
  try {
    return { draftId: await issueDraft(db.kysely, user.id), mapTiles: mapTiles() };
  } catch (err) {
    // A full disk must not replace the form (and a failed save's message) with an error page: the form renders
    // with an id nobody recorded, so it still saves, and its uploads are refused in Spanish.
    if (!isOutOfSpace(err)) throw err;
    log.error({ err }, "Nueva propiedad: sin espacio para registrar el borrador");
    return { draftId: newShortId(), mapTiles: mapTiles() };
  }
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  return savePropertyForm(request, user, "create");
}

export function meta() {
  return [{ title: "Nueva Propiedad · Panel" }];
}

export default function PropertyNew({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">Nueva Propiedad</h1>
      <PropertyForm
        mode="create"
        propertyId={loaderData.draftId}
        savedPhotos={[]}
        lastResult={actionData}
        mapTiles={loaderData.mapTiles}
      />
    </section>
  );
}
