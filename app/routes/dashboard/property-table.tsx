// /dashboard/propiedades/ver: every listing, as a table or as cards, searched, sorted and paged by the server.
import type { Route } from "./+types/property-table";
import { ListingsScreen } from "../../ui/dashboard/listings-screen.tsx";
import { listingsAction, loadListings } from "./listings.server.ts";

export const loader = ({ request }: Route.LoaderArgs) => loadListings(request, { featuredOnly: false });
export const action = ({ request }: Route.ActionArgs) => listingsAction(request, { featuredOnly: false });

export function meta() {
  return [{ title: "Propiedades · Panel" }];
}

export default function PropertyTable({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ListingsScreen
      title="Propiedades"
      {...loaderData}
      allowDelete
      refusal={actionData?.message ?? null}
      bulkConfirm={actionData?.confirm}
    />
  );
}
