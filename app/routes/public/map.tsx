// /mapa (issue #18): the catalogue's search as a map. The server's HTML lists the results as links (no JavaScript
// needed); once hydrated, the interactive map loads on demand, only on this page (decision 163). Above it, the
// home's filter bar as server-made HTML: a GET form refining the map, no code in the page (docs/decisions/212).
import type { Route } from "./+types/map";
import { pageMessages } from "../../i18n/page-messages.server.ts";
import { loadMapPage } from "./map.server.ts";
import { ResultsMap } from "../../map/results-map.tsx";
import { MapResultsList } from "../../map/results-list.tsx";
import { DropLinks } from "../../ui/drop-links.tsx";
import { MAP_BACK_TO_LIST, MAP_FILTERS_LABEL, MAP_TITLE } from "../../map/texts.ts";
import { useT } from "../../i18n/use-t.ts";

export async function loader({ request }: Route.LoaderArgs) {
  return { ...(await loadMapPage(request)), messages: pageMessages(request, "map") };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.meta ?? [{ title: MAP_TITLE }];
}

export default function MapPage({ loaderData: d }: Route.ComponentProps) {
  const t = useT();
  return (
    <main id="mapa" aria-labelledby="mapa-titulo" className="mx-auto max-w-6xl px-4 pt-10 pb-16">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="mapa-titulo" className="text-3xl font-bold text-slate-900 sm:text-4xl">
            {t(MAP_TITLE)}
          </h1>
          {d.count ? (
            <p aria-live="polite" className="mt-2 text-lg text-slate-700">
              {d.count}
            </p>
          ) : null}
        </div>
        <a href={d.listHref} className="inline-flex min-h-11 items-center font-medium text-accent underline">
          {t(MAP_BACK_TO_LIST)}
        </a>
      </div>
      <div
        className="mb-4"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: HomeFilters rendered by our loader (React escapes).
        dangerouslySetInnerHTML={{ __html: d.filtersHtml }}
      />
      <DropLinks links={d.drop} label={t(MAP_FILTERS_LABEL)} className="mb-4 flex flex-wrap gap-2" />
      {d.pins.length ? <ResultsMap pins={d.pins} tiles={d.tiles} /> : null}
      <MapResultsList pins={d.pins} />
      <div
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the loader's AlertSignup markup (React escapes).
        dangerouslySetInnerHTML={{ __html: d.alertHtml }}
      />
    </main>
  );
}
