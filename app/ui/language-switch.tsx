// The header's language switch: the same page, query and hash in the other language ('English' / 'Español').
import { Link, useLocation } from "react-router";
import { localizedPath } from "../i18n/locale.ts";
import { useLocale } from "../i18n/use-t.ts";

/** Each language's name in itself, so a visitor who cannot read the page still finds theirs. */
const OTHER = {
  es: { locale: "en", name: "English", tag: "en" },
  en: { locale: "es", name: "Español", tag: "es-AR" },
} as const;

export function LanguageSwitch({ className = "" }: { className?: string }) {
  const { pathname, search, hash } = useLocation();
  const other = OTHER[useLocale()];
  return (
    <Link
      to={localizedPath(`${pathname}${search}${hash}`, other.locale)}
      hrefLang={other.tag}
      lang={other.tag}
      className={className}
    >
      {other.name}
    </Link>
  );
}
