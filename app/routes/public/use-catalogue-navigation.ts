// Browser enhancements of the catalogue pages: searches and 'Ver más' without a full reload, the loading state,
// the smooth scroll to the results after a search, and focus on the first new card after 'Ver más'.
import { useEffect, useRef } from "react";
import { useLocation, useNavigate, useNavigation } from "react-router";

/** SPEC.md §9: scroll offset 100px, 0 under 768px. */
function scrollToListing(id: string) {
  const el = document.getElementById(id);
  if (!el) return;
  const offset = window.innerWidth < 768 ? 0 : 100;
  const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  window.scrollTo({
    top: el.getBoundingClientRect().top + window.scrollY - offset,
    behavior: reduced ? "auto" : "smooth",
  });
}

/** The filter part of a query string (paging and order seed left out). */
function filterKey(search: string): string {
  const params = new URLSearchParams(search);
  params.delete("mostrar");
  params.delete("orden");
  params.sort();
  return params.toString();
}

function plainLeftClick(e: React.MouseEvent) {
  return e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
}

export function useCatalogueNavigation(listingId: string, shown: number) {
  const location = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const pendingScroll = useRef(false);
  const focusFrom = useRef<number | null>(null);

  const loadingHere = navigation.state === "loading" && navigation.location?.pathname === location.pathname;
  const loading: "none" | "replace" | "more" = !loadingHere
    ? "none"
    : filterKey(navigation.location!.search) === filterKey(location.search)
      ? "more"
      : "replace";

  useEffect(() => {
    if (navigation.state !== "idle") return;
    if (pendingScroll.current) {
      pendingScroll.current = false;
      scrollToListing(listingId);
    }
    if (focusFrom.current !== null) {
      const first = document.querySelector<HTMLAnchorElement>(`#propiedad-${focusFrom.current + 1} a`);
      focusFrom.current = null;
      first?.focus({ preventScroll: true });
    }
  }, [navigation.state, listingId]);

  /** A GET search: the URL carries the filters (empty ones left out); the page stays where it is until results come. */
  function search(url: string) {
    pendingScroll.current = true;
    navigate(url, { preventScrollReset: true });
  }

  /** For a link: navigate in place (no scroll jump); modified clicks still open a new tab. */
  function inPlace(url: string, options: { focusNew?: boolean } = {}) {
    return (e: React.MouseEvent<HTMLAnchorElement>) => {
      if (!plainLeftClick(e)) return;
      e.preventDefault();
      if (options.focusNew) focusFrom.current = shown;
      navigate(url, { preventScrollReset: true });
    };
  }

  return { loading, search, inPlace };
}
