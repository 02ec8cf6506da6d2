// Property detail /propiedad/{id} (SPEC.md §2): gallery, tabs, WhatsApp enquiry, previews and similar listings.
import MapPin from "lucide-react/icons/map-pin";
import type { Route } from "./+types/property";
import { loadPropertyPage } from "./property.server.ts";
import { listingMeta } from "./property/listing-meta.ts";
import { Gallery } from "./property/gallery.tsx";
import { KeyFacts } from "./property/key-facts.tsx";
import { CharacteristicsList } from "./property/characteristics-list.tsx";
import { LocationPanel } from "./property/location.tsx";
import { EnquiryForm } from "./property/enquiry-form.tsx";
import { ShareButton } from "./property/share-button.tsx";
import { SimilarList } from "./property/similar-list.tsx";
import { Tabs } from "../../ui/tabs.tsx";
import { RouteError, routeErrorTitle } from "../../ui/route-error.tsx";
import { StateBadge } from "../../ui/state-badge.tsx";
import { typeLabel } from "../../properties/type-labels.ts";

export async function loader({ params }: Route.LoaderArgs) {
  return loadPropertyPage(params.id);
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  if (!loaderData) {
    return [{ title: routeErrorTitle({ error, ...LISTING_ERRORS }) }, { name: "robots", content: "noindex" }];
  }
  return listingMeta(loaderData.seo);
}

export default function PropertyPage({ loaderData }: Route.ComponentProps) {
  const { property: p, priceText, url, similar, map, whatsappNumber } = loaderData;
  return (
    <main className="mx-auto max-w-6xl px-4 py-6">
      <header className="mb-6 flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
        <div>
          <p className="mb-2 flex flex-wrap items-center gap-2 text-sm">
            <StateBadge state={p.state} />
            <span className="text-slate-700">{typeLabel(p.type)}</span>
          </p>
          <h1 className="text-2xl font-semibold md:text-3xl">{p.name}</h1>
          <p className="mt-1 flex items-center gap-1 text-slate-700">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            {p.address}, {p.locality}
          </p>
        </div>
        <div className="flex flex-col gap-2 md:items-end">
          <p className="text-2xl font-bold text-accent md:text-3xl">{priceText}</p>
          <ShareButton title={p.name} url={url} />
        </div>
      </header>
      <div className="grid gap-8 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <Gallery key={p.id} id={p.id} name={p.name} photos={p.photos} />
          <KeyFacts c={p.characteristics} />
          <Tabs
            // Remounted per listing like the gallery beside it, under a key of its own (siblings need distinct keys).
            key={`${p.id}-pestanas`}
            label="Información de la propiedad"
            items={[
              {
                key: "descripcion",
                label: "Descripción",
                content: <p className="whitespace-pre-line">{p.description}</p>,
              },
              {
                key: "caracteristicas",
                label: "Características",
                content: <CharacteristicsList c={p.characteristics} />,
              },
              {
                key: "ubicacion",
                label: "Ubicación",
                content: ({ opened }) => (
                  <LocationPanel address={p.address} locality={p.locality} {...map} load={opened} />
                ),
              },
            ]}
          />
        </div>
        <aside className="lg:sticky lg:top-4 lg:self-start">
          <EnquiryForm
            key={p.id}
            whatsappNumber={whatsappNumber}
            listing={{
              id: p.id,
              name: p.name,
              type: p.type,
              address: p.address,
              locality: p.locality,
              price: priceText,
              description: p.description,
              url,
            }}
          />
        </aside>
      </div>
      <SimilarList properties={similar} />
    </main>
  );
}

const LISTING_ERRORS = {
  notFound: { title: "Propiedad no encontrada", text: "La propiedad que buscás no existe o ya no está publicada." },
  failed: {
    title: "No pudimos mostrar esta propiedad",
    text: "Ocurrió un error inesperado. Intentá nuevamente en unos minutos.",
  },
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} {...LISTING_ERRORS} />;
}
