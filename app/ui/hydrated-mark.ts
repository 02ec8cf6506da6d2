// `<html data-hydrated>`: the moment a page has hydrated (public pages hydrate after they have loaded, decision 046),
// for tests and tools. A route whose content hydrates later than the shell (handle.hydratesLater, decision 175)
// sets it itself once that content has hydrated.
import type { UIMatch } from "react-router";

export const markHydrated = () => document.documentElement.setAttribute("data-hydrated", "");

/** Whether a matched route marks the page itself (its handle says `hydratesLater: true`). */
export const hydratesLater = (matches: UIMatch[]) =>
  matches.some((m) => (m.handle as { hydratesLater?: boolean } | undefined)?.hydratesLater === true);
