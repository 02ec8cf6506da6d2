// /dashboard/propiedades/editar/{id}: the form filled with the listing; removed photos go when it is saved.
import { listingHistory } from "../../activity/query.server.ts";
import { ActivityList } from "../../ui/dashboard/activity-list.tsx";
import { data } from "react-router";
import { RouteError } from "../../ui/route-error.tsx";
import type { Route } from "./+types/property-edit";
import { requireUser } from "../../auth/session.server.ts";
import { runtime } from "../../runtime/process/runtime.server.ts";
import { variantUrl } from "../../photos/variants.ts";
import { SHORT_ID } from "../../properties/ids.ts";
import { getProperty } from "../../properties/queries.server.ts";
import { priceHistory } from "../../properties/price-history.server.ts";
import { PriceHistory } from "../../ui/dashboard/price-history.tsx";
import { toFormDefaults } from "../../properties/form-defaults.ts";
import { PropertyForm } from "../../ui/dashboard/property-form.tsx";
import { savePropertyForm } from "./property-form.server.ts";
import { listOccupied, listSeasons } from "../../properties/seasons.server.ts";
import { TEMPORARY } from "../../properties/seasons.ts";
import { stayCurrency } from "../../properties/seasons.ts";
import { SeasonEditor } from "../../ui/dashboard/season-editor.tsx";
import { seasonAction, seasonIntent, seasonSavedNotice } from "./seasons-action.server.ts";
import { listingNumbers } from "../../analytics/listing-rankings.server.ts";
import { ListingNumbersSummary } from "../../ui/dashboard/listing-rankings.tsx";
import { locationFormDefaults } from "../../map/location.server.ts";
import { mapTiles } from "../../map/tiles.server.ts";
import { countMatchingSearches } from "../../alerts/matches.server.ts";
import { rateNow } from "../../properties/currency-rate.server.ts";
import { SavedSearchMatches } from "../../ui/dashboard/saved-search-matches.tsx";
import { listingAgentChoice } from "../../leads/listing-agent.server.ts";
import { ListingAgentForm } from "../../ui/dashboard/listing-agent-form.tsx";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireUser(request);
  const { db } = await runtime();
  const property = SHORT_ID.test(params.id) ? await getProperty(db.kysely, params.id, "staff") : null;
  if (!property) throw data("Propiedad no encontrada", { status: 404 });
  return {
    id: property.id,
    name: property.name,
    version: property.version,
    draft: property.draft,
    defaults: { ...toFormDefaults(property), ...(await locationFormDefaults(db.kysely, property.id, property.maps)) },
    mapTiles: mapTiles(),
    priceHistory: await priceHistory(db.kysely, property.id),
    photos: property.photos.map((p) => ({ n: p.n, src: variantUrl(property.id, p.n, 400) })),
    history: await listingHistory(db.kysely, property.id),
    // Decision 136: seasons and occupied dates only for a temporary rental.
    temporary:
      property.state === TEMPORARY
        ? {
            currency: stayCurrency(property.currency),
            seasons: await listSeasons(db.kysely, property.id),
            occupied: await listOccupied(db.kysely, property.id),
            saved: seasonSavedNotice(new URL(request.url)),
          }
        : null,
    numbers: await listingNumbers(db.kysely, property.id, new Date(), 30),
    // Issue 36: the visitors' saved searches it matches (a draft: once published).
    savedSearches: await countMatchingSearches(db.kysely, property.id, await rateNow(db.kysely)),
    agent: await listingAgentChoice(db.kysely, property.id),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  if (!SHORT_ID.test(params.id)) throw data("Propiedad no encontrada", { status: 404 });
  const intent = await seasonIntent(request);
  if (intent) return seasonAction(request, user, params.id, intent);
  return savePropertyForm(request, user, "edit", params.id);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData ? `Editar ${loaderData.name}` : "Propiedad no encontrada"} · Panel` }];
}

export default function PropertyEdit({ loaderData, actionData: reply }: Route.ComponentProps) {
  const seasonReply = reply && "seasonIntent" in reply ? reply : undefined;
  const actionData = reply && !("seasonIntent" in reply) ? reply : undefined;
  return (
    <section className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">Editar propiedad</h1>
      <SavedSearchMatches count={loaderData.savedSearches} />
      {/* A newer version (loaded after a refused save) starts a fresh form with its values. */}
      <PropertyForm
        key={`${loaderData.id}@${loaderData.version}`}
        mode="edit"
        propertyId={loaderData.id}
        defaultValue={loaderData.defaults}
        savedPhotos={loaderData.photos}
        lastResult={actionData}
        listingChanged={actionData != null && "listingChanged" in actionData}
        draft={loaderData.draft}
        mapTiles={loaderData.mapTiles}
        // Above the save bar, so staff see the seasons before 'Guardar' (they save on their own, and say so).
        beforeSave={loaderData.temporary && <SeasonEditor {...loaderData.temporary} reply={seasonReply} />}
        seasonUnits={loaderData.temporary?.seasons.map((s) => s.unit)}
      />
      <ListingAgentForm propertyId={loaderData.id} {...loaderData.agent} />
      <ListingNumbersSummary {...loaderData.numbers} />
      <PriceHistory changes={loaderData.priceHistory} />
      <section aria-labelledby="historial-titulo" className="flex flex-col gap-3">
        <h2 id="historial-titulo" className="text-xl font-semibold">
          Historial
        </h2>
        <ActivityList items={loaderData.history} showListing={false} />
      </section>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <RouteError
      error={error}
      withTitle
      notFound={{ title: "Propiedad no encontrada", text: "La propiedad que buscás no existe o fue eliminada." }}
      failed={{ text: "No pudimos mostrar esta propiedad. Intentá nuevamente." }}
      wayBack={[{ to: "/dashboard/propiedades/ver", label: "Volver a las propiedades" }]}
    />
  );
}
