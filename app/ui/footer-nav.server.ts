// The footer's links: the header's navigation (SPEC.md §2) plus the visitor's own lists, which the header has no
// place for (docs/decisions/152). Sent by the layout loader, so the text is data, not page JavaScript.
import { msg } from "../i18n/msg.ts";
import { PUBLIC_NAV } from "./site-nav.ts";

export const FOOTER_NAV = [
  ...PUBLIC_NAV,
  { to: "/favoritos", label: msg("Favoritos") },
  { to: "/comparar", label: msg("Comparar") },
];
