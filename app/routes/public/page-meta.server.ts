// The public pages' meta tags in the page's language, built by their loaders (meta() only passes them on), so
// neither the tag rules nor a translator reach the browser's first load (docs/decisions/173).
import type { MetaDescriptor } from "react-router";
import { shownAgencyProfile } from "../../agency/settings.server.ts";
import { serverT } from "../../i18n/catalog.server.ts";
import { localeFromPath } from "../../i18n/locale.ts";
import type { Translate } from "../../i18n/use-t.ts";
import { runtime } from "../../runtime/process/runtime.server.ts";
import { pageMeta, type SiteInfo } from "./page-meta.ts";

export interface PageContext {
  site: SiteInfo;
  t: Translate;
}

/** The agency's name (kept per site version, decisions 110 and 140), the public URL and the path's language. */
export async function pageContext(request: Request): Promise<PageContext> {
  const { settings: s, db } = await runtime();
  const profile = await shownAgencyProfile(db.kysely, s);
  const locale = localeFromPath(new URL(request.url).pathname);
  return { site: { agencyName: profile.name, publicUrl: s.PUBLIC_URL, locale }, t: serverT(locale) };
}

/** A page for search engines: title, description, canonical and hreflang alternates (page-meta.ts). */
export async function indexedPageMeta(
  request: Request,
  page: (c: PageContext) => { title: string; description: string; path: string },
): Promise<MetaDescriptor[]> {
  const context = await pageContext(request);
  return pageMeta(context.site, page(context));
}

/** A page of one visitor's own (favourites, comparison, a 404): a title with the agency's name, a description, noindex. */
export async function privatePageMeta(
  request: Request,
  title: string,
  description?: string,
): Promise<MetaDescriptor[]> {
  const { site, t } = await pageContext(request);
  return [
    { title: `${t(title)} | ${site.agencyName}` },
    ...(description ? [{ name: "description", content: t(description) }] : []),
    { name: "robots", content: "noindex" },
  ];
}
