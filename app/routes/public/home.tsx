// Home: hero, filter bar, featured-first listing grid with 'Ver más Propiedades' (SPEC.md §2, §4, §5).
import type { Route } from "./+types/home";
import { pageMessages } from "../../i18n/page-messages.server.ts";
import { runtime } from "../../runtime/process/runtime.server.ts";
import { catalogueSearch, PAGE_SIZE } from "../../properties/catalogue-params.ts";
import { DropFilters, ResultsBar } from "../../ui/catalogue-refine.tsx";
import { ListingGrid } from "../../ui/listing-grid.tsx";
import { alertSignupHtml } from "./alert-signup-html.server.tsx";
import { readCatalogueSearch } from "../../properties/catalogue-search.ts";
import { answerCatalogueSearch } from "../../properties/catalogue-search.server.ts";
import { homeData, visitContext } from "./catalogue-loader.server.ts";
import { HomeFilters } from "./home-filters.tsx";
import { agencyPageData } from "./page-meta.ts";
import { indexedPageMeta } from "./page-meta.server.ts";
import { localeFromPath, localizedPath } from "../../i18n/locale.ts";
import { useLocale, useT } from "../../i18n/use-t.ts";
import { useCatalogueNavigation } from "./use-catalogue-navigation.ts";

const LISTING_ID = "propiedades";

export async function loader({ request }: Route.LoaderArgs) {
  const { db } = await runtime();
  const url = new URL(request.url);
  const search = readCatalogueSearch(url.searchParams, { kind: "home" }, localeFromPath(url.pathname));
  const [answer, meta] = await Promise.all([
    answerCatalogueSearch(db.kysely, search, visitContext(request)),
    indexedPageMeta(request, ({ site, t }) => ({
      title: t("{agency} | Casas, departamentos y terrenos en venta y alquiler", { agency: site.agencyName }),
      description: t(
        "{agency}, negocios inmobiliarios: propiedades en venta, alquiler y alquiler temporal. Buscá por localidad, tipo y precio, y consultanos por WhatsApp.",
        { agency: site.agencyName },
      ),
      path: "/",
    })),
  ]);
  const data = homeData(answer);
  const alertHtml = alertSignupHtml(data.filters, search.locale);
  return { ...data, meta, alertHtml, messages: pageMessages(request, "home") };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.meta ?? [];
}

export default function Home({ loaderData: data, matches }: Route.ComponentProps) {
  const { hero } = agencyPageData(matches);
  const { loading, search, inPlace } = useCatalogueNavigation(LISTING_ID, data.shown);
  const t = useT();
  // The home's own path in the page's language ('/' or '/en'): links and forms stay in it.
  const home = localizedPath("/", useLocale());
  const state = { filters: data.filters, seed: data.seed, sort: data.sort };
  const items = data.items;
  const moreUrl = `${home}${catalogueSearch({ ...state, shown: data.shown + PAGE_SIZE })}`;
  const resetUrl = `${home}${catalogueSearch({ seed: data.seed })}`;
  const filterBar = (
    <HomeFilters
      search={data}
      listingId={LISTING_ID}
      home={home}
      onSearch={search}
      onReset={inPlace(resetUrl)}
      resetHref={`${resetUrl}#${LISTING_ID}`}
    />
  );
  return (
    <main>
      <section
        aria-labelledby="hero-titulo"
        className={
          "relative isolate flex min-h-svh flex-col justify-end " +
          "bg-[linear-gradient(160deg,#0b1f1a_0%,var(--color-accent)_55%,#0b1f1a_100%)] px-4 pt-24 pb-10 text-white"
        }
      >
        {hero ? <HeroPhoto hero={hero} /> : null}
        <div className="mx-auto flex w-full max-w-6xl flex-1 flex-col justify-center gap-4 py-10">
          <h1 id="hero-titulo" className="max-w-3xl text-4xl leading-tight font-bold text-balance sm:text-6xl">
            {t("Tu nuevo comienzo empieza acá.")}
          </h1>
          <p className="max-w-2xl text-lg text-white/90 sm:text-xl">
            {t(
              "Casas, departamentos, terrenos y alquileres temporarios, con el asesoramiento de quienes conocen la zona.",
            )}
          </p>
        </div>
        <div className="mx-auto w-full max-w-6xl">{filterBar}</div>
      </section>
      <section
        id={LISTING_ID}
        aria-labelledby="propiedades-titulo"
        className="mx-auto max-w-6xl px-4 pt-20 pb-16 md:pt-12"
      >
        <h2 id="propiedades-titulo" className="mb-8 text-center text-3xl font-bold tracking-wide text-slate-900">
          {t("PROPIEDADES DESTACADAS")}
        </h2>
        <ResultsBar
          refine={data.refine}
          action={`${home}#${LISTING_ID}`}
          keep={{ ...data.filters, orden: data.seed }}
          sort={data.sort}
        />
        <ListingGrid
          items={items}
          loading={loading}
          moreHref={data.hasMore ? `${moreUrl}#propiedad-${data.shown + 1}` : null}
          onMore={inPlace(moreUrl, { focusNew: true })}
        />
        {items.length === 0 && loading === "none" ? <DropFilters links={data.refine.drop} /> : null}
        <div
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the loader's AlertSignup markup (React escapes).
          dangerouslySetInnerHTML={{ __html: data.alertHtml }}
        />
      </section>
    </main>
  );
}

type Hero = NonNullable<ReturnType<typeof agencyPageData>["hero"]>;

/** The agency's home photo ('Configuración') behind the hero, darkened so its white text stays readable. */
function HeroPhoto({ hero }: { hero: Hero }) {
  return (
    <>
      <img
        src={hero.large.src}
        srcSet={`${hero.small.src} ${hero.small.width}w, ${hero.large.src} ${hero.large.width}w`}
        sizes="100vw"
        width={hero.large.width}
        height={hero.large.height}
        alt=""
        fetchPriority="high"
        className="absolute inset-0 -z-10 size-full object-cover"
      />
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-black/55" />
    </>
  );
}
