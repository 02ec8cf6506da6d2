// /tipo/{type}: the listings whose state is {type}, featured first, 6 more per 'Ver más Propiedades'.
import { data } from "react-router";
import type { Route } from "./+types/listing-by-state";
import { pageMessages } from "../../i18n/page-messages.server.ts";
import { runtime } from "../../runtime/process/runtime.server.ts";
import { isPropertyState } from "../../properties/options.ts";
import { catalogueSearch, PAGE_SIZE } from "../../properties/catalogue-params.ts";
import { buttonClass } from "../../ui/button.tsx";
import { DropFilters, MoreFilters, ResultsBar } from "../../ui/catalogue-refine.tsx";
import { ListingGrid } from "../../ui/listing-grid.tsx";
import { alertSignupHtml } from "./alert-signup-html.server.tsx";
import { RouteError } from "../../ui/route-error.tsx";
import { readCatalogueSearch } from "../../properties/catalogue-search.ts";
import { answerCatalogueSearch } from "../../properties/catalogue-search.server.ts";
import { catalogueData, visitContext } from "./catalogue-loader.server.ts";
import { Select } from "../../ui/select.tsx";
import { indexedPageMeta } from "./page-meta.server.ts";
import { localeFromPath, localizedPath } from "../../i18n/locale.ts";
import { msg } from "../../i18n/msg.ts";
import { useLocale, useT } from "../../i18n/use-t.ts";
import { useCatalogueNavigation } from "./use-catalogue-navigation.ts";

const LISTING_ID = "propiedades";

const HEADINGS: Record<string, { title: string; lead: string }> = {
  Venta: { title: msg("Propiedades en venta"), lead: msg("Casas, departamentos, lotes y campos para comprar.") },
  Alquiler: { title: msg("Propiedades en alquiler"), lead: msg("Viviendas, locales y oficinas para alquilar.") },
  "Alquiler Temporal": {
    title: msg("Alquileres temporarios"),
    lead: msg("Cabañas y casas por día, semana o quincena."),
  },
  Alquilado: { title: msg("Propiedades alquiladas"), lead: msg("Algunas de las propiedades que ya alquilamos.") },
  Vendido: { title: msg("Propiedades vendidas"), lead: msg("Algunas de las propiedades que ya vendimos.") },
};

export async function loader({ params, request }: Route.LoaderArgs) {
  if (!isPropertyState(params.type)) throw data("Página no encontrada", { status: 404 });
  const { db } = await runtime();
  const url = new URL(request.url);
  const heading = HEADINGS[params.type];
  const page = { kind: "state", state: params.type } as const;
  const search = readCatalogueSearch(url.searchParams, page, localeFromPath(url.pathname));
  const [answer, meta] = await Promise.all([
    answerCatalogueSearch(db.kysely, search, visitContext(request)),
    indexedPageMeta(request, ({ site, t }) => ({
      title: `${t(heading.title)} | ${site.agencyName}`,
      description: t("{title} en {agency}. {lead}", {
        title: t(heading.title),
        agency: site.agencyName,
        lead: t(heading.lead),
      }),
      path: `/tipo/${encodeURIComponent(params.type)}`,
    })),
  ]);
  const listing = catalogueData(answer);
  const alertHtml = alertSignupHtml(listing.filters, search.locale);
  return { ...listing, meta, alertHtml, messages: pageMessages(request, "listing-by-state") };
}

export function meta({ loaderData }: Route.MetaArgs) {
  // An unknown type: the error boundary's own <title> says 'Página no encontrada'.
  return loaderData?.meta ?? [{ name: "robots", content: "noindex" }];
}

export default function ListingByState({ loaderData: d }: Route.ComponentProps) {
  const { loading, inPlace } = useCatalogueNavigation(LISTING_ID, d.shown);
  const t = useT();
  const state = d.filters.estado;
  const path = localizedPath(`/tipo/${encodeURIComponent(state)}`, useLocale());
  // The state is the path's: every other filter and the sort travel in the query string.
  const { estado: _, ...filters } = d.filters;
  const moreUrl = `${path}${catalogueSearch({ filters, sort: d.sort, shown: d.shown + PAGE_SIZE, seed: d.seed })}`;
  const items = d.items;
  return (
    <main id={LISTING_ID} aria-labelledby="listado-titulo" className="mx-auto max-w-6xl px-4 pt-10 pb-16">
      <h1 id="listado-titulo" className="text-3xl font-bold text-slate-900 sm:text-4xl">
        {t(HEADINGS[state].title)}
      </h1>
      <p className="mt-2 mb-8 text-lg text-slate-700">{t(HEADINGS[state].lead)}</p>
      <form method="get" action={path} aria-label={t("Filtrar propiedades")} className="mb-6 grid gap-3">
        <input type="hidden" name="orden" value={d.seed} />
        {d.sort ? <input type="hidden" name="ordenar" value={d.sort} /> : null}
        {d.refine.currencyChoice ? (
          <Select
            id="filtro-moneda"
            name="moneda"
            label={t("Moneda")}
            defaultValue={d.filters.moneda}
            className="max-w-xs"
            options={[
              { value: "", label: t("Todas") },
              { value: "$", label: t("Pesos ($)") },
              { value: "USD", label: t("Dólares (USD)") },
            ]}
          />
        ) : null}
        <MoreFilters fields={d.refine.fields} />
        <button type="submit" className={buttonClass("primary", "justify-self-start")}>
          {t("Buscar")}
        </button>
      </form>
      <h2 className="sr-only">{t("Resultados")}</h2>
      <ResultsBar refine={d.refine} action={path} keep={{ ...filters, orden: d.seed }} sort={d.sort} />
      <ListingGrid
        items={items}
        loading={loading}
        moreHref={d.hasMore ? `${moreUrl}#propiedad-${d.shown + 1}` : null}
        onMore={inPlace(moreUrl, { focusNew: true })}
        eagerFirst
      />
      {items.length === 0 && loading === "none" ? <DropFilters links={d.refine.drop} /> : null}
      <div
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the loader's AlertSignup markup (React escapes).
        dangerouslySetInnerHTML={{ __html: d.alertHtml }}
      />
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} withTitle />;
}
