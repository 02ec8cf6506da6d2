// /dashboard/propiedades/destacadas: the same listing screen, limited to featured listings, without delete.
import type { Route } from "./+types/featured";
import { ListingsScreen } from "../../ui/dashboard/listings-screen.tsx";
import { listingsAction, loadListings } from "./listings.server.ts";

export const loader = ({ request }: Route.LoaderArgs) => loadListings(request, { featuredOnly: true });
export const action = ({ request }: Route.ActionArgs) => listingsAction(request, { featuredOnly: true });

export function meta() {
  return [{ title: "Propiedades destacadas · Panel" }];
}

export default function Featured({ loaderData, actionData }: Route.ComponentProps) {
  const refusal = actionData?.message ?? null;
  const bulkConfirm = actionData?.confirm;
  return (
    <ListingsScreen
      title="Propiedades destacadas"
      {...loaderData}
      allowDelete={false}
      refusal={refusal}
      bulkConfirm={bulkConfirm}
    />
  );
}
