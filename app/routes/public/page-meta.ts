// Per-page title, description, canonical URL and link-preview tags for the public pages (listings add theirs in
// property/listing-meta.ts on top of documentTags).
import type { MetaDescriptor } from "react-router";
import { isPublicLayoutId, LOCALE_TAGS, localizedPath, type Locale } from "../../i18n/locale.ts";

export interface SiteInfo {
  agencyName: string;
  publicUrl: string;
  /** The page's language (the layout's loader reads it from the path; docs/decisions/170). */
  locale: Locale;
}

type MetaMatches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;

/** What the public layout's loader gives every page's meta (see layout.tsx). */
export function siteInfo(matches: MetaMatches): SiteInfo {
  const layout = matches.find((m) => isPublicLayoutId(m?.id))?.loaderData as
    | { agency: { name: string }; publicUrl: string; locale?: Locale }
    | undefined;
  return {
    agencyName: layout?.agency.name ?? "Inmobiliaria",
    publicUrl: layout?.publicUrl ?? "",
    locale: layout?.locale ?? "es",
  };
}

interface HeroImage {
  src: string;
  width: number;
  height: number;
}

/** The agency texts and images the public layout's loader gives its pages ('Configuración', decision 140). */
export function agencyPageData(matches: MetaMatches): {
  about: string;
  hero: { large: HeroImage; small: HeroImage } | null;
} {
  const layout = matches.find((m) => isPublicLayoutId(m?.id))?.loaderData as
    | { about: string; hero: { large: HeroImage; small: HeroImage } | null }
    | undefined;
  return { about: layout?.about ?? "", hero: layout?.hero ?? null };
}

export interface PageTags {
  title: string;
  description: string;
  /** Absolute canonical URL. */
  url: string;
  agencyName: string;
  /** The link-preview title when it differs from the page title. */
  ogTitle?: string;
  /** The page's language; Spanish when not said. */
  locale?: Locale;
}

const OG_LOCALES = { es: "es_AR", en: "en_US" } as const satisfies Record<Locale, string>;

/** Title, description, canonical and the Open Graph basics: the one place every public page's tags come from. */
export function documentTags(page: PageTags): MetaDescriptor[] {
  return [
    { title: page.title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: page.url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: page.agencyName },
    { property: "og:locale", content: OG_LOCALES[page.locale ?? "es"] },
    { property: "og:title", content: page.ogTitle ?? page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: page.url },
  ];
}

/**
 * The page in each language for search engines: hreflang alternates (Spanish is the x-default). `path` is the
 * Spanish path; the canonical URL is the page's own language's.
 */
export function languageAlternates(publicUrl: string, path: string): MetaDescriptor[] {
  const es = publicUrl + localizedPath(path, "es");
  return [
    { tagName: "link", rel: "alternate", hrefLang: LOCALE_TAGS.es, href: es },
    { tagName: "link", rel: "alternate", hrefLang: LOCALE_TAGS.en, href: publicUrl + localizedPath(path, "en") },
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: es },
  ];
}

/** `page.path` is the Spanish path: the English page's URLs are derived from it. */
export function pageMeta(
  site: SiteInfo,
  page: { title: string; description: string; path: string; image?: string },
): MetaDescriptor[] {
  const url = site.publicUrl + localizedPath(page.path, site.locale);
  const tags = documentTags({ ...page, url, agencyName: site.agencyName, locale: site.locale });
  tags.push(...languageAlternates(site.publicUrl, page.path));
  if (page.image) tags.push({ property: "og:image", content: site.publicUrl + page.image });
  return tags;
}
