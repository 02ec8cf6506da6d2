// Property detail /propiedad/{id} (SPEC.md §2). The route itself is thin: its content (property/page-body.tsx) is
// rendered in full by the server and hydrated in the browser once its chunk arrives, after the page's shell, so
// the page's first-load JavaScript stays small (docs/decisions/175).
import { Suspense, useEffect } from "react";
import type { Route } from "./+types/property";
import { pageMessages } from "../../i18n/page-messages.server.ts";
import { loadPropertyPage } from "./property.server.ts";
import { PropertyLoading } from "./property/pending.tsx";
import { RouteError } from "../../ui/route-error.tsx";
import { markHydrated } from "../../ui/hydrated-mark.ts";
import { lazyInPlace } from "../../ui/lazy-in-place.ts";
import { useT } from "../../i18n/use-t.ts";
import { msg } from "../../i18n/msg.ts";

const PageBody = lazyInPlace(() => import("./property/page-body.tsx"));

/** root.tsx leaves `<html data-hydrated>` to the page body, which hydrates after the shell. */
export const handle = { hydratesLater: true };

export async function loader({ params, request }: Route.LoaderArgs) {
  return { ...(await loadPropertyPage(params.id, request)), messages: pageMessages(request, "property") };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) {
    // The title comes from the error boundary's message, in the page's language (RouteError withTitle).
    return [{ name: "robots", content: "noindex" }];
  }
  return loaderData.meta;
}

export default function PropertyPage({ loaderData }: Route.ComponentProps) {
  // First load: the server's HTML stays as it is until the body's chunk has arrived and hydrated it. A navigation
  // in the browser keeps 'Cargando Propiedad' up until then (the same overlay as while its data loads).
  return (
    <Suspense fallback={<PropertyLoading />}>
      <PageBody loaderData={loaderData} />
    </Suspense>
  );
}

const LISTING_ERRORS = {
  notFound: {
    title: msg("Propiedad no encontrada"),
    text: msg("La propiedad que buscás no existe o ya no está publicada."),
  },
  failed: {
    title: msg("No pudimos mostrar esta propiedad"),
    text: msg("Ocurrió un error inesperado. Intentá nuevamente en unos minutos."),
  },
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // No page body to wait for: the message is the page.
  useEffect(markHydrated, []);
  const t = useT();
  const { notFound, failed } = LISTING_ERRORS;
  return (
    <RouteError
      error={error}
      withTitle
      notFound={{ title: t(notFound.title), text: t(notFound.text) }}
      failed={{ title: t(failed.title), text: t(failed.text) }}
    />
  );
}
