// /dashboard/propiedades/agregar: 'Nueva Propiedad'. The listing's id is chosen now, so photos upload into
// its folder while the form is filled in.
import type { Route } from "./+types/property-new";
import { requireUser } from "../../auth/session.server.ts";
import { runtime } from "../../runtime.server.ts";
import { uniqueShortId } from "../../properties/ids.ts";
import { PropertyForm } from "../../ui/dashboard/property-form.tsx";
import { savePropertyForm } from "./property-form.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  const { db } = await runtime();
  const draftId = await uniqueShortId(async (id) => {
    const [listing, upload] = await Promise.all([
      db.kysely.selectFrom("properties").select("id").where("id", "=", id).executeTakeFirst(),
      db.kysely.selectFrom("photo_uploads").select("id").where("property_id", "=", id).executeTakeFirst(),
    ]);
    return !listing && !upload;
  });
  return { draftId };
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
      <PropertyForm mode="create" propertyId={loaderData.draftId} savedPhotos={[]} lastResult={actionData} />
    </section>
  );
}
