// The public header: logo, navigation, mobile menu. Transparent over the home hero until 50px of scrolling.
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import Menu from "lucide-react/icons/menu";
import X from "lucide-react/icons/x";
import { Logo } from "./logo.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { LocalizedLink, LocalizedNavLink } from "../i18n/localized-link.tsx";
import { localeFromPath } from "../i18n/locale.ts";
import { useT } from "../i18n/use-t.ts";
import { PUBLIC_NAV } from "./site-nav.ts";
import { useScrolledPast } from "./use-scrolled-past.ts";

/** SPEC.md §9: the home header turns solid after 50px of scroll. */
const SOLID_AFTER_PX = 50;

export function SiteHeader({
  agencyName,
  logo = null,
}: {
  agencyName: string;
  logo?: { src: string; width: number; height: number } | null;
}) {
  const { pathname } = useLocation();
  const t = useT();
  const overHero = pathname === (localeFromPath(pathname) === "en" ? "/en" : "/");
  const scrolled = useScrolledPast(SOLID_AFTER_PX, overHero);
  const [menuOpen, setMenuOpen] = useState(false);
  const transparent = overHero && !scrolled && !menuOpen;

  // A route change closes the menu; so does Escape.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `pathname` is the trigger, not a value read.
  useEffect(() => setMenuOpen(false), [pathname]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setMenuOpen(false);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `inline-flex min-h-11 items-center rounded-md px-3 font-medium ${
      transparent ? "hover:bg-white/15" : "hover:bg-slate-100"
    } ${isActive ? "underline decoration-2 underline-offset-8" : ""}`;

  const solid = transparent ? "false" : "true";
  const headerClass = `${overHero ? "fixed" : "sticky"} inset-x-0 top-0 z-50 transition-colors duration-300 ${
    transparent ? "bg-transparent text-white" : "bg-white text-slate-900 shadow-md"
  }`;
  const content = (
    <>
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
        <LocalizedLink to="/" className="rounded-md" aria-label={t("{agency}: inicio", { agency: agencyName })}>
          <Logo name={agencyName} inverted={transparent} image={logo} />
        </LocalizedLink>
        <nav aria-label={t("Principal")} className="hidden md:block">
          <ul className="flex gap-1">
            {PUBLIC_NAV.map((item) => (
              <li key={item.to}>
                <LocalizedNavLink to={item.to} end className={linkClass}>
                  {t(item.label)}
                </LocalizedNavLink>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitch className={`${linkClass({ isActive: false })} ml-auto md:ml-2`} />
        <button
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-md md:hidden"
          aria-expanded={menuOpen}
          aria-controls="menu-movil"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
          <span className="sr-only">{menuOpen ? t("Cerrar menú") : t("Abrir menú")}</span>
        </button>
      </div>
      <nav
        id="menu-movil"
        aria-label={t("Menú")}
        hidden={!menuOpen}
        className="border-t border-slate-200 bg-white md:hidden"
      >
        <ul className="flex flex-col px-4 py-2">
          {PUBLIC_NAV.map((item) => (
            <li key={item.to}>
              <LocalizedNavLink
                to={item.to}
                end
                className={(s) => `${linkClass(s)} w-full`}
                onClick={() => setMenuOpen(false)}
              >
                {t(item.label)}
              </LocalizedNavLink>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
  return (
    <header data-solid={solid} className={headerClass}>
      {content}
    </header>
  );
}
