// Per-page title, description, canonical URL and link-preview tags for the public pages.
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

export function pageMeta(
  site: SiteInfo,
  page: { title: string; description: string; path: string; image?: string },
): MetaDescriptor[] {
  const url = site.publicUrl + page.path;
  const tags: MetaDescriptor[] = [
    { title: page.title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.agencyName },
    { property: "og:locale", content: "es_AR" },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
  ];
  if (page.image) tags.push({ property: "og:image", content: site.publicUrl + page.image });
  return tags;
}
