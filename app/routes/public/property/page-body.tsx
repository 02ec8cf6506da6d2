// The detail page's content (SPEC.md §2): gallery, tabs, WhatsApp enquiry, previews and similar listings. The route
// (../property.tsx) loads it on demand: the server renders it in full, the browser hydrates it once this chunk
// arrives, after the page's shell (first-load budget, docs/decisions/175).
import { Suspense, useEffect } from "react";
import MapPin from "lucide-react/icons/map-pin";
import type { PropertyPageData } from "../property.server.ts";
import { Gallery } from "./gallery.tsx";
import { KeyFacts } from "./key-facts.tsx";
import { ListingMedia } from "./listing-media.tsx";
import { PriceDrop } from "../../../ui/price-drop.tsx";
import { CharacteristicsList } from "./characteristics-list.tsx";
import { EnquiryForm } from "./enquiry-form.tsx";
import { ListingAgent } from "./listing-agent.tsx";
import { ShareButton } from "./share-button.tsx";
import { SimilarList } from "./similar-list.tsx";
import { Tabs } from "../../../ui/tabs.tsx";
import { FavouriteButton } from "../../../ui/favourite-button.tsx";
import { StateBadge } from "../../../ui/state-badge.tsx";
import { useT } from "../../../i18n/use-t.ts";
import { useLocalizedPath } from "../../../i18n/localized-link.tsx";
import { markHydrated } from "../../../ui/hydrated-mark.ts";
import { lazyInPlace } from "../../../ui/lazy-in-place.ts";
import { useAgentChat } from "../../../leads/use-agent-chat.ts";

// The Ubicación panel's code is not in the first load (budget, docs/decisions/150): the server renders the panel,
// the browser hydrates it once its chunk arrives.
const LocationPanel = lazyInPlace(() => import("./location.tsx").then((m) => ({ default: m.LocationPanel })));

export default function PropertyPageBody({ loaderData }: { loaderData: PropertyPageData }) {
  // The page is whole once this part has hydrated (the route says so in its handle: root.tsx waits for it).
  useEffect(markHydrated, []);
  useAgentChat(loaderData.agentChatHref);
  const { property: p, priceText, equivalent, priceDrop, url, similar, map, whatsappNumber, enquiry } = loaderData;
  const { draftNotice, descriptionNote, typeText, spanishPath } = loaderData;
  const t = useT();
  const localized = useLocalizedPath();
  return (
    <main className="mx-auto max-w-6xl px-4 py-6">
      {draftNotice ? (
        <p role="status" className="mb-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">
          {draftNotice}
        </p>
      ) : null}
      <header className="mb-6 flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
        <div>
          <p className="mb-2 flex flex-wrap items-center gap-2 text-sm">
            <StateBadge state={p.state} />
            <span className="text-slate-700">{typeText}</span>
          </p>
          <h1 className="text-2xl font-semibold md:text-3xl">{p.name}</h1>
          <p className="mt-1 flex items-center gap-1 text-slate-700">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            {p.address}, {p.locality}
          </p>
        </div>
        <div className="flex flex-col gap-2 md:items-end">
          <p className="text-2xl font-bold text-accent md:text-3xl">{priceText}</p>
          {equivalent ? <p className="text-sm text-slate-600">{equivalent}</p> : null}
          {priceDrop ? <PriceDrop percent={priceDrop} /> : null}
          <div className="flex flex-wrap items-center gap-3">
            <FavouriteButton id={p.id} name={p.name} className="border border-slate-300" />
            <ShareButton title={p.name} url={url} />
            {/* A plain link to a PDF made on the server (app/ficha/): nothing loads in the page for it. */}
            <a
              // In the page's language: /en/propiedad/{id}/ficha.pdf on English pages (docs/decisions/210).
              href={`${localized(spanishPath)}/ficha.pdf`}
              className={
                "inline-flex min-h-11 items-center gap-2 rounded-md border border-slate-300 px-4 py-2 " +
                "font-medium hover:border-accent hover:text-accent"
              }
            >
              {t("Descargar ficha")}
            </a>
          </div>
        </div>
      </header>
      <div className="grid gap-8 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <Gallery key={p.id} id={p.id} name={p.name} photos={p.photos} />
          <KeyFacts c={p.characteristics} />
          <ListingMedia video={p.characteristics.video} tour={p.characteristics.tourVirtual} name={p.name} />
          {loaderData.availabilityHtml ? (
            // Server-made HTML with links and a GET form: no JavaScript for the calendar (decision 137).
            <section
              id="disponibilidad"
              aria-labelledby="disponibilidad-titulo"
              className="space-y-3"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: built by our loader, every value escaped.
              dangerouslySetInnerHTML={{ __html: loaderData.availabilityHtml }}
            />
          ) : null}
          <Tabs
            // Remounted per listing like the gallery beside it, under a key of its own (siblings need distinct keys).
            key={`${p.id}-pestanas`}
            label={t("Información de la propiedad")}
            items={[
              {
                key: "descripcion",
                label: t("Descripción"),
                content: (
                  <>
                    {descriptionNote ? (
                      <p lang="en" className="mb-2 text-sm text-slate-600 italic">
                        {descriptionNote}
                      </p>
                    ) : null}
                    {/* Spanish text kept as written when the listing has no English one (decision 176). */}
                    <p lang={descriptionNote ? "es-AR" : undefined} className="whitespace-pre-line">
                      {p.description}
                    </p>
                  </>
                ),
              },
              {
                key: "caracteristicas",
                label: t("Características"),
                content: <CharacteristicsList {...loaderData.characteristics} />,
              },
              {
                key: "ubicacion",
                label: t("Ubicación"),
                // Rendered on the server (address and link work without JavaScript); in the browser its code
                // loads after hydration, and the map iframe only once the tab is opened.
                content: ({ opened }) => (
                  <Suspense fallback={null}>
                    <LocationPanel address={p.address} locality={p.locality} {...map} load={opened} />
                  </Suspense>
                ),
              },
            ]}
          />
        </div>
        <aside className="lg:sticky lg:top-4 lg:self-start">
          {loaderData.agent ? <ListingAgent agent={loaderData.agent} /> : null}
          <EnquiryForm key={p.id} whatsappNumber={whatsappNumber} listing={enquiry} />
        </aside>
      </div>
      <SimilarList properties={similar} />
    </main>
  );
}
