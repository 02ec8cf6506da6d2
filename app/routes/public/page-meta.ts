// Per-page title, description, canonical URL and link-preview tags for the public pages (listings add theirs in
// property/listing-meta.ts on top of documentTags).
import type { MetaDescriptor } from "react-router";

export interface SiteInfo {
  agencyName: string;
  publicUrl: string;
}

type MetaMatches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;

/** What the public layout's loader gives every page's meta (see layout.tsx). */
export function siteInfo(matches: MetaMatches): SiteInfo {
  const layout = matches.find((m) => m?.id === "routes/public/layout")?.loaderData as
    | { agency: { name: string }; publicUrl: string }
    | undefined;
  return { agencyName: layout?.agency.name ?? "Inmobiliaria", publicUrl: layout?.publicUrl ?? "" };
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
  const layout = matches.find((m) => m?.id === "routes/public/layout")?.loaderData as
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
}

/** Title, description, canonical and the Open Graph basics: the one place every public page's tags come from. */
export function documentTags(page: PageTags): MetaDescriptor[] {
  return [
    { title: page.title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: page.url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: page.agencyName },
    { property: "og:locale", content: "es_AR" },
    { property: "og:title", content: page.ogTitle ?? page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: page.url },
  ];
}

export function pageMeta(
  site: SiteInfo,
  page: { title: string; description: string; path: string; image?: string },
): MetaDescriptor[] {
  const tags = documentTags({ ...page, url: site.publicUrl + page.path, agencyName: site.agencyName });
  if (page.image) tags.push({ property: "og:image", content: site.publicUrl + page.image });
  return tags;
}
