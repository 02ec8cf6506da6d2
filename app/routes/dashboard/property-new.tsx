// /dashboard/propiedades/agregar: 'Nueva Propiedad'. The listing's id is issued now, to this staff member (a
// draft, decision 087), so photos upload into its folder while the form is filled in.
import type { Route } from "./+types/property-new";
import { requireUser } from "../../auth/session.server.ts";
import { runtime } from "../../runtime.server.ts";
import { issueDraft } from "../../photos/upload-target.server.ts";
import { PropertyForm } from "../../ui/dashboard/property-form.tsx";
import { savePropertyForm } from "./property-form.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const { db } = await runtime();
  return { draftId: await issueDraft(db.kysely, user.id) };
}

export async function action({ request }: Route.ActionArgs) {
  await requireUser(request);
  return savePropertyForm(request, "create");
}

export function meta() {
  return [{ title: "Nueva Propiedad · Panel" }];
}

export default function PropertyNew({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">Nueva Propiedad</h1>
      <PropertyForm mode="create" propertyId={loaderData.draftId} savedPhotos={[]} lastResult={actionData} />
    </section>
  );
}
