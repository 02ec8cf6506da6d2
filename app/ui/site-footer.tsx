// The public footer: the agency, the header's navigation plus Favoritos and Comparar, the year.
import { LocalizedLink } from "../i18n/localized-link.tsx";
import { useT } from "../i18n/use-t.ts";

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
                <LocalizedLink
                  to={item.to}
                  className="inline-flex min-h-11 items-center px-2 hover:text-white hover:underline"
                >
                  {t(item.label)}
                </LocalizedLink>
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
