// /mapa's filter bar: the home's own HomeFilters rendered to HTML by the map's loader (docs/decisions/212). A GET
// form, so it searches the map with or without JavaScript, and its code stays out of the map page's first load and
// out of the home's chunks (shared with /mapa, they would split and cost the home bytes: decision 150).
import { renderToStaticMarkup } from "react-dom/server";
import { allMessages } from "../../i18n/catalog.server.ts";
import { LocaleProvider } from "../../i18n/i18n-provider.tsx";
import { localizedPath, type Locale } from "../../i18n/locale.ts";
import { catalogueSearch } from "../../properties/catalogue-params.ts";
import type { MapData } from "./catalogue-loader.server.ts";
import { HomeFilters } from "./home-filters.tsx";

/** The id of the map page's <main>: where a search lands. */
export const MAP_ID = "mapa";

const nothing = () => {};

export function mapFiltersHtml(d: Pick<MapData, "filters" | "options" | "refine" | "sort" | "seed">, locale: Locale) {
  const path = localizedPath("/mapa", locale);
  const resetUrl = `${path}${catalogueSearch({ seed: d.seed })}`;
  return renderToStaticMarkup(
    <LocaleProvider locale={locale} messages={allMessages(locale)}>
      <HomeFilters
        search={d}
        listingId={MAP_ID}
        home={path}
        onSearch={nothing}
        onReset={nothing}
        resetHref={`${resetUrl}#${MAP_ID}`}
      />
    </LocaleProvider>,
  );
}
