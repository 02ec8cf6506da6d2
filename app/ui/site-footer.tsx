// The public footer: the agency, the header's navigation plus Favoritos and Comparar, the year. Rendered by the
// layout's loader (static-chrome.server.tsx): plain links, which StaticChrome turns into client-side navigations.
import { localizedPath } from "../i18n/locale.ts";
import { useLocale, useT } from "../i18n/use-t.ts";

/** Takes the layout loader's data as it is; the links (FOOTER_NAV) travel as data, not as page JavaScript. */
export function SiteFooter({
  agency: { name: agencyName },
  year,
  footerNav,
}: {
  agency: { name: string };
  year: number;
  footerNav: ReadonlyArray<{ to: string; label: string }>;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <footer className="bg-slate-900 py-10 text-slate-300">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 md:flex-row md:items-center md:justify-between">
        <p className="font-semibold text-white">
          {agencyName} · {t("Negocios Inmobiliarios")}
        </p>
        <nav aria-label={t("Pie de página")}>
          <ul className="flex flex-wrap gap-x-2">
            {footerNav.map((item) => (
              <li key={item.to}>
                <a
                  href={localizedPath(item.to, locale)}
                  className="inline-flex min-h-11 items-center px-2 hover:text-white hover:underline"
                >
                  {t(item.label)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <p className="text-sm">
          © {year} {agencyName}. {t("Todos los derechos reservados.")}
        </p>
      </div>
    </footer>
  );
}
