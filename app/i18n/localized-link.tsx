// Links inside English pages stay in English: the same <Link>/<NavLink> with the page's /en prefix added.
import { Link, NavLink, type LinkProps, type NavLinkProps } from "react-router";
import { localizedPath } from "./locale.ts";
import { useLocale } from "./use-t.ts";

/** A path of the Spanish site, as the current page's language would link it. */
export function useLocalizedPath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localizedPath(path, locale);
}

export function LocalizedLink({ to, ...props }: Omit<LinkProps, "to"> & { to: string }) {
  return <Link to={useLocalizedPath()(to)} {...props} />;
}

export function LocalizedNavLink({ to, ...props }: Omit<NavLinkProps, "to"> & { to: string }) {
  return <NavLink to={useLocalizedPath()(to)} {...props} />;
}
