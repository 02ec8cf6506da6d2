// Every public page's first load stays within the 130 KB gzip JavaScript budget (the project's rule, issue 33;
// docs/decisions/150, 256): entry, root, layout and page with all their static imports, as the bench measures them.
import { describe, expect, it } from "vitest";
import { firstLoadJs, PUBLIC_PAGES } from "../../scripts/bench/lighthouse.ts";
import { testEngine } from "../support/test-db.ts";

const BUDGET_BYTES = 130 * 1024;
const chain = (page: string) => ["root", "routes/public/layout", `routes/public/${page}`];
/** Public pages the Lighthouse bench does not open, but where a visitor can land first. */
const MORE_PAGES = [
  { path: "/sobreNosotros", routes: chain("about") },
  { path: "/favoritos", routes: chain("favourites") },
  { path: "/comparar", routes: chain("compare") },
  { path: "/mapa", routes: chain("map") },
  // The English pages (docs/decisions/170): same modules, their own route ids.
  { path: "/en/tipo/Venta", routes: ["root", "en-layout", "en-listing-by-state"] },
  { path: "/en/propiedad/{id}", routes: ["root", "en-layout", "en-property"] },
  { path: "/en/sobreNosotros", routes: ["root", "en-layout", "en-about"] },
  { path: "/en/favoritos", routes: ["root", "en-layout", "en-favourites"] },
  { path: "/en/comparar", routes: ["root", "en-layout", "en-compare"] },
  { path: "/en/mapa", routes: ["root", "en-layout", "en-map"] },
];

describe.runIf(testEngine() === "sqlite")("first-load JavaScript", () => {
  for (const { path, routes } of [...PUBLIC_PAGES, ...MORE_PAGES]) {
    it(`of ${path} is within budget`, () => {
      expect(firstLoadJs(routes).gzipBytes).toBeLessThanOrEqual(BUDGET_BYTES);
    });
  }
});
