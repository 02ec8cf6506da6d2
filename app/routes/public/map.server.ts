// Loader of /mapa and /en/mapa: the search's pins, the tiles' settings, and the page's meta tags built here in the
// page's language (the tag builders then stay out of the page's JavaScript, as on the detail page: decision 150).
import { shownAgencyProfile } from "../../agency/settings.server.ts";
import { serverT } from "../../i18n/catalog.server.ts";
import { localeFromPath } from "../../i18n/locale.ts";
import { runtime } from "../../runtime/process/runtime.server.ts";
import { MAP_TITLE } from "../../map/texts.ts";
import { readCatalogueSearch } from "../../properties/catalogue-search.ts";
import { answerMapSearch } from "../../map/pins.server.ts";
import { mapData, visitContext } from "./catalogue-loader.server.ts";
import { pageMeta } from "./page-meta.ts";
import { mapFiltersHtml } from "./map-filters.server.tsx";
import { alertSignupHtml } from "./alert-signup-html.server.tsx";

export async function loadMapPage(request: Request) {
  const { db, secrets, settings } = await runtime();
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const t = serverT(locale);
  const search = readCatalogueSearch(url.searchParams, { kind: "map" }, locale);
  const visit = { ...visitContext(request), secret: secrets.authSecret };
  const [answer, agency] = await Promise.all([
    answerMapSearch(db.kysely, search, visit),
    shownAgencyProfile(db.kysely, settings),
  ]);
  const { filters, options, refine, sort, seed, ...data } = mapData(answer);
  const tags = pageMeta(
    { agencyName: agency.name, publicUrl: settings.PUBLIC_URL, locale },
    {
      title: `${t(MAP_TITLE)} | ${agency.name}`,
      description: t("Las propiedades de {agency} en el mapa: buscá por zona y abrí cada una.", {
        agency: agency.name,
      }),
      path: "/mapa",
    },
  );
  return {
    ...data,
    /** 'Avisarme de nuevas propiedades' for the search as the map applied it. */
    alertHtml: alertSignupHtml(filters, locale),
    /** The home's filter bar as HTML: refines this map without any of its code in the page (decision 212). */
    filtersHtml: mapFiltersHtml({ filters, options, refine, sort, seed }, locale),
    tiles: { url: settings.MAP_TILES_URL, attribution: settings.MAP_ATTRIBUTION },
    // A filtered map is one search among many: only the plain /mapa is worth indexing.
    meta: url.search ? [...tags, { name: "robots", content: "noindex" }] : tags,
  };
}
