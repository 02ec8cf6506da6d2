// The site's two languages and their URLs: Spanish (es-AR) at today's paths, English under /en (issue #18).

export type Locale = "es" | "en";

/** The BCP 47 tag each locale formats with (Intl) and announces (<html lang>, hreflang). */
export const LOCALE_TAGS = { es: "es-AR", en: "en" } as const satisfies Record<Locale, string>;

export const LOCALES: readonly Locale[] = ["es", "en"];

const EN_PREFIX = /^\/en(?=$|[/?#])/;

/** The locale a path belongs to: English under /en, Spanish everywhere else. */
export function localeFromPath(pathname: string): Locale {
  return EN_PREFIX.test(pathname) ? "en" : "es";
}

/**
 * The same page in `locale`: adds or removes the /en prefix and keeps the query and hash as they are.
 * Relative links ('?pagina=2', '#propiedades') and other hosts are returned unchanged.
 */
export function localizedPath(path: string, locale: Locale): string {
  if (!path.startsWith("/") || path.startsWith("//")) return path;
  const rest = path.replace(EN_PREFIX, "");
  const spanish = rest.startsWith("/") ? rest : `/${rest}`;
  if (locale === "es") return spanish;
  // '/' and '/?x' become '/en' and '/en?x': the English home has no trailing slash.
  return /^\/(?=$|[?#])/.test(spanish) ? `/en${spanish.slice(1)}` : `/en${spanish}`;
}

/** The public layout's route id per locale (app/routes.ts registers it once per language). */
export const PUBLIC_LAYOUT_IDS = { es: "routes/public/layout", en: "en-layout" } as const satisfies Record<
  Locale,
  string
>;

export function isPublicLayoutId(id: string | undefined): boolean {
  return id === PUBLIC_LAYOUT_IDS.es || id === PUBLIC_LAYOUT_IDS.en;
}
