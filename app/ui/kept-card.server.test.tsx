// The server keeps a card's HTML (docs/decisions/251): a grid with kept cards is, byte for byte, the grid React
// renders in place (what the browser hydrates), in each language and with the photos' own address; each card is
// rendered once, and a changed card (a new object) is rendered again.
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { allMessages } from "../i18n/catalog.server.ts";
import { LocaleProvider } from "../i18n/i18n-provider.tsx";
import type { Locale } from "../i18n/locale.ts";
import type { PropertySummary } from "../properties/types.ts";
import { type KeptRender, keptRenderer } from "./kept-markup.ts";
import "./kept-markup.server.tsx";
import { ListingGrid } from "./listing-grid.tsx";
import { SiteHeader } from "./site-header.tsx";

const serverRender = keptRenderer.render as KeptRender;
let renders = 0;
keptRenderer.render = (element, contexts) => {
  renders++;
  return serverRender(element, contexts);
};
const counted = keptRenderer.render;
afterEach(() => {
  keptRenderer.render = counted;
});

const card = (id: string, over: Partial<PropertySummary> = {}): PropertySummary => ({
  id,
  name: `Casa ${id}`,
  type: "Casa",
  state: "Venta",
  locality: "Villa Rumipal",
  address: "Costanera 77",
  currency: "USD",
  price: 120000,
  featured: true,
  dormitorios: 3,
  banos: 1,
  superficie: 267,
  cover: { n: 1, width: 1200, height: 800 },
  ...over,
});

/** An element as a page renders it: inside a data router (the root's photos address), at `url`, in its Lingui. */
function page(element: React.ReactElement, locale: Locale, url = "/") {
  const router = createMemoryRouter(
    [
      {
        id: "root",
        path: "*",
        loader: () => null,
        element: (
          <LocaleProvider locale={locale} messages={allMessages(locale)}>
            {element}
          </LocaleProvider>
        ),
      },
    ],
    { initialEntries: [url], hydrationData: { loaderData: { root: { photosBase: "https://fotos.example.com" } } } },
  );
  return renderToString(<RouterProvider router={router} />);
}

const grid = (items: PropertySummary[], locale: Locale, eagerFirst = false) =>
  page(<ListingGrid items={items} loading="none" moreHref={null} eagerFirst={eagerFirst} />, locale);

/** What `render` gives with nothing kept: every subtree rendered in place, as the browser does. */
function unkept(render: () => string) {
  keptRenderer.render = undefined;
  try {
    return render();
  } finally {
    keptRenderer.render = counted;
  }
}

const inPlace = (items: PropertySummary[], locale: Locale, eagerFirst = false) =>
  unkept(() => grid(items, locale, eagerFirst));

describe("cards kept by the server", () => {
  it("are the HTML React renders in place, in each language, and each is rendered once", () => {
    const cards = [card("a1b2c3d4"), card("e5f6a7b8", { dormitorios: 1, equivalent: "≈ ARS 120.000.000" })];
    for (const locale of ["es", "en"] as const) {
      const expected = inPlace(cards, locale);
      expect(expected).toContain("https://fotos.example.com/a1b2c3d4/");
      expect(expected).toContain(locale === "en" ? "3 Bedrooms" : "3 Dormitorios");
      renders = 0;
      expect(grid(cards, locale)).toBe(expected);
      expect(renders).toBe(2);
      expect(grid(cards, locale)).toBe(expected);
      expect(renders).toBe(2);
    }
  });

  it("renders a changed card (a new object) again, and the eager first card in place", () => {
    const before = [card("a1b2c3d4"), card("e5f6a7b8")];
    grid(before, "es");
    const after = [card("a1b2c3d4", { price: 99000 }), before[1]];
    renders = 0;
    const html = grid(after, "es");
    expect(html).toBe(inPlace(after, "es"));
    expect(html).toContain("USD 99.000");
    expect(renders).toBe(1);

    renders = 0;
    const eager = grid(after, "es", true);
    expect(eager).toBe(inPlace(after, "es", true));
    expect(eager).toContain('fetchPriority="high"');
    expect(renders).toBe(0);
  });
});

describe("the header kept by the server", () => {
  it("is the header React renders in place at each address: its active link, look and language switch follow", () => {
    const header = (name: string) => <SiteHeader agencyName={name} />;
    const urls = ["/", "/tipo/Venta", "/tipo/Venta?orden=abc12", "/sobreNosotros", "/", "/en/tipo/Venta"];
    const seen = new Set<string>();
    for (const url of urls) {
      const locale = url.startsWith("/en") ? "en" : "es";
      const expected = unkept(() => page(header("Inmobiliaria Sierras"), locale, url));
      expect(page(header("Inmobiliaria Sierras"), locale, url), url).toBe(expected);
      seen.add(expected);
    }
    expect(seen.size).toBe(5); // each address its own header; "/" twice
    renders = 0;
    const renamed = page(header("Sierras Propiedades"), "es", "/");
    expect(renamed).toBe(unkept(() => page(header("Sierras Propiedades"), "es", "/")));
    expect(renamed).toContain("Sierras Propiedades");
    expect(renders).toBe(1);
  });
});
