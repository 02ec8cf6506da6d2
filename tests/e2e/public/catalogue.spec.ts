// The public catalogue: home grid order and paging, filters (alone, combined, reset, back button, without
// JavaScript), loading and empty states, /tipo lists, bad query strings.
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures.ts";
import { ALL, CLOSED, OPEN, names } from "../catalogue-data.ts";

const cards = (page: Page) => page.locator("#propiedades article");
const cardNames = (page: Page) => cards(page).locator("h3").allTextContents();
const moreButton = (page: Page) => page.getByRole("link", { name: "Ver más Propiedades" });

/** After a search (by JavaScript or, before hydration, by the browser): the new page has settled. */
async function settled(page: Page, url: RegExp) {
  await expect(page).toHaveURL(url);
  await page.waitForLoadState();
  await expect(page.getByRole("status")).toHaveCount(0);
}

/** Presses 'Ver más Propiedades' until all `total` listings show, checking each step adds the next six. */
async function showAll(page: Page, total: number) {
  await expect(cards(page)).toHaveCount(Math.min(6, total));
  for (let shown = Math.min(6, total); shown < total; shown = Math.min(shown + 6, total)) {
    await moreButton(page).click();
    await expect(cards(page)).toHaveCount(Math.min(shown + 6, total));
  }
  await expect(moreButton(page)).toHaveCount(0);
}

async function expectListing(page: Page, expected: string[]) {
  await showAll(page, expected.length);
  expect((await cardNames(page)).sort()).toEqual([...expected].sort());
}

test(
  "the home grid shows featured listings first, then the rest in stored order, never closed deals; Ver más pages " +
    "to the end",
  async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Tu nuevo comienzo empieza acá." })).toBeVisible();
    await expect(page.getByRole("heading", { name: "PROPIEDADES DESTACADAS" })).toBeVisible();
    await expect(cards(page)).toHaveCount(6);

    const seen: string[] = [];
    let previous = await cardNames(page);
    seen.push(...previous);
    while (await moreButton(page).isVisible()) {
      await moreButton(page).click();
      await expect(cards(page)).toHaveCount(Math.min(previous.length + 6, OPEN.length));
      const now = await cardNames(page);
      // Growing the page keeps what was shown, in the same order, and adds the next ones.
      expect(now.slice(0, previous.length)).toEqual(previous);
      seen.push(...now.slice(previous.length));
      previous = now;
    }
    await expect(moreButton(page)).toHaveCount(0);
    expect(seen).toHaveLength(OPEN.length);
    expect(new Set(seen).size).toBe(OPEN.length);

    const featured = OPEN.filter((l) => l.featured);
    expect([...seen.slice(0, featured.length)].sort()).toEqual(names(featured).sort());
    expect(seen.slice(featured.length)).toEqual(names(OPEN.filter((l) => !l.featured)));
    for (const closed of CLOSED) expect(seen).not.toContain(closed.name);

    // The visit's order travels in the URL: reloading it gives the same order.
    expect(page.url()).toMatch(/orden=[0-9a-z]+/);
    await page.reload();
    expect(await cardNames(page)).toEqual(seen);
  },
);

test("cards link to the detail page and show photo, state, price, address and counts", async ({ page }) => {
  await page.goto("/?mostrar=36");
  const first = cards(page).first();
  const name = (await first.locator("h3").textContent())!;
  const listing = ALL.find((l) => l.name === name)!;
  await expect(first.getByRole("link", { name })).toHaveAttribute("href", `/propiedad/${listing.id}`);
  await expect(first.getByText(listing.state, { exact: true })).toBeVisible();
  await expect(first.getByText(`${listing.address}, ${listing.locality}`)).toBeVisible();
  await expect(first.getByText(/Dormitorio/)).toBeVisible();
  await expect(first.getByText(/Baño/)).toBeVisible();
  await expect(first.getByText(/m²/)).toBeVisible();
  const img = first.locator("img");
  await expect(img).toHaveAttribute("srcset", /-400\.webp 400w/);
  await expect(img).toHaveAttribute("width", /\d+/);
  await expect(img).toHaveAttribute("height", /\d+/);
  // The hero fills the home's first screen: every card photo is lazy there.
  await expect(img).toHaveAttribute("loading", "lazy");
  await expect(img).not.toHaveAttribute("fetchpriority", "high");
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);

  // Prices in es-AR form; Consultar for listings without one.
  const texts = await cards(page).locator("p.text-xl").allTextContents();
  for (const t of texts) expect(t).toMatch(/^(\$ \d{1,3}(\.\d{3})*|USD \d{1,3}(\.\d{3})*|Consultar)$/);
  expect(texts).toContain("Consultar");
});

test("each filter alone narrows the grid, combined they AND, reset restores everything, back restores filters", async ({
  page,
}) => {
  await page.goto("/");
  const search = page.getByRole("button", { name: "Buscar" });

  // Locality alone.
  await page.getByLabel("Localidad").selectOption("Santa Rosa");
  await search.click();
  await settled(page, /localidad=Santa\+Rosa/);
  await expectListing(page, names(OPEN.filter((l) => l.locality === "Santa Rosa")));

  // Type alone (the label is readable, the value is the stored code).
  await page.getByLabel("Localidad").selectOption("");
  await page.getByLabel("Tipo de propiedad").selectOption({ label: "Cabaña" });
  await search.click();
  await settled(page, /tipo=Cabanha/);
  await expectListing(page, names(OPEN.filter((l) => l.type === "Cabanha")));

  // State alone: the home select never offers closed deals.
  await page.getByLabel("Tipo de propiedad").selectOption("");
  const stateOptions = await page.getByLabel("Estado").locator("option").allTextContents();
  expect(stateOptions[0]).toBe("Todos los estados");
  expect(stateOptions).not.toContain("Vendido");
  expect(stateOptions).not.toContain("Alquilado");
  await page.getByLabel("Estado").selectOption("Alquiler Temporal");
  await search.click();
  await settled(page, /estado=Alquiler\+Temporal/);
  await expectListing(page, names(OPEN.filter((l) => l.state === "Alquiler Temporal")));

  // Price range alone: a USD band only ever shows dollar prices inside it.
  await page.getByLabel("Estado").selectOption("");
  const band = await page.locator("#filtro-precio optgroup[label='Dólares (USD)'] option").last().getAttribute("value");
  const [min, , max] = band!.split(" ").map(Number);
  await page.getByLabel("Rango de precio").selectOption(band!);
  await search.click();
  await settled(page, /precio=/);
  const inBand = OPEN.filter((l) => l.currency === "USD" && l.price! >= min && l.price! <= max);
  expect(inBand.length).toBeGreaterThan(0);
  await expectListing(page, names(inBand));

  // Combined: locality AND type AND state.
  await page.getByLabel("Rango de precio").selectOption("");
  await page.getByLabel("Localidad").selectOption("Villa Gral Belgrano");
  await page.getByLabel("Tipo de propiedad").selectOption({ label: "Cabaña" });
  await page.getByLabel("Estado").selectOption("Alquiler Temporal");
  await search.click();
  await settled(page, /localidad=Villa\+Gral\+Belgrano&tipo=Cabanha&estado=Alquiler\+Temporal/);
  const combined = OPEN.filter(
    (l) => l.locality === "Villa Gral Belgrano" && l.type === "Cabanha" && l.state === "Alquiler Temporal",
  );
  await expectListing(page, names(combined));

  // No match: the empty state.
  await page.getByLabel("Estado").selectOption("Venta");
  await search.click();
  await settled(page, /estado=Venta/);
  await expect(page.getByText("Lo sentimos, no hemos encontrado resultados")).toBeVisible();
  await expect(cards(page)).toHaveCount(0);

  // Back restores the previous filters and their results.
  await page.goBack();
  await expect(page.getByLabel("Estado")).toHaveValue("Alquiler Temporal");
  await expect(cards(page)).toHaveCount(combined.length);

  // Reset: every select back to its default, the full list again.
  await page.getByRole("link", { name: "Restablecer" }).click();
  await expect(page.getByLabel("Localidad")).toHaveValue("");
  await expect(page.getByLabel("Tipo de propiedad")).toHaveValue("");
  await expect(page.getByLabel("Estado")).toHaveValue("");
  await expect(page.getByLabel("Rango de precio")).toHaveValue("");
  await expect(cards(page)).toHaveCount(6);
  await expect(moreButton(page)).toBeVisible();
  expect(page.url()).not.toMatch(/localidad|tipo=|estado|precio/);
});

test("searching shows 'Cargando Propiedades...' while the server answers, then scrolls to the listing", async ({
  page,
}) => {
  await page.goto("/");
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.data(\?|$)/, async (route) => {
    await gate;
    await route.continue();
  });
  await page.getByLabel("Tipo de propiedad").selectOption("Casa");
  await page.getByRole("button", { name: "Buscar" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Cargando Propiedades..." })).toBeVisible();
  release();
  await expect(page.getByRole("status")).toHaveCount(0);
  await expect(cards(page).first()).toBeVisible();
  // Desktop width: the listing's top ends up about 100px below the top of the window.
  await expect
    .poll(() => page.locator("#propiedades").evaluate((el) => Math.abs(el.getBoundingClientRect().top - 100)))
    .toBeLessThanOrEqual(2);
});

test("without JavaScript the filters and Ver más still work (plain GET form and links)", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto("/");
  await page.getByLabel("Localidad").selectOption("Santa Rosa");
  await page.getByRole("button", { name: "Buscar" }).click();
  await expect(page).toHaveURL(/localidad=Santa\+Rosa/);
  const santaRosa = OPEN.filter((l) => l.locality === "Santa Rosa");
  await expect(cards(page)).toHaveCount(Math.min(6, santaRosa.length));
  await page.goto("/");
  await moreButton(page).click();
  await expect(page).toHaveURL(/mostrar=12/);
  await expect(cards(page)).toHaveCount(12);
  await context.close();
});

test("/tipo/{state} lists that state only, pages with Ver más, and unknown states are a Spanish 404", async ({
  page,
}) => {
  await page.goto("/tipo/Venta");
  // Here the first card is the largest paint: eager, high priority; the rest lazy.
  await expect(cards(page).first().locator("img")).toHaveAttribute("fetchpriority", "high");
  await expect(cards(page).first().locator("img")).toHaveAttribute("loading", "eager");
  await expect(cards(page).nth(1).locator("img")).toHaveAttribute("loading", "lazy");
  await expect(page.locator('link[rel="preload"][as="image"]')).toHaveCount(1);

  for (const state of ["Venta", "Alquiler", "Alquiler Temporal", "Vendido"]) {
    await page.goto(`/tipo/${encodeURIComponent(state)}`);
    const expected = ALL.filter((l) => l.state === state);
    await expectListing(page, names(expected));
    const badges = await cards(page).locator("[data-state]").allTextContents();
    expect(new Set(badges)).toEqual(new Set([state]));
    // Featured first here too.
    const shown = await cardNames(page);
    const featuredCount = expected.filter((l) => l.featured).length;
    expect(shown.slice(0, featuredCount).sort()).toEqual(names(expected.filter((l) => l.featured)).sort());
  }
});

test.describe("pages that do not exist", () => {
  test.use({ allowConsoleErrors: true });
  test("answer 404 with a Spanish page inside the public layout", async ({ page }) => {
    for (const url of ["/tipo/Permuta", "/no-existe", "/tipo/venta"]) {
      const res = await page.goto(url);
      expect(res!.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Página no encontrada" })).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Principal" })).toBeAttached();
      await expect(page.getByText("Negocios Inmobiliarios").first()).toBeVisible();
    }
  });
});

test("bad query strings never cause a server error: they act as no filter or are clamped", async ({
  page,
  request,
}) => {
  const bad = [
    "/?localidad=Atlantis",
    "/?precio=abc",
    `/?precio=${encodeURIComponent("9 - 1")}`,
    `/?precio=${encodeURIComponent("1 - 2 EUR")}`,
    "/?mostrar=-5",
    "/?mostrar=999999",
    "/?mostrar=abc",
    `/?localidad=${"x".repeat(5000)}`,
    `/?tipo=${encodeURIComponent("Casa' OR '1'='1")}`,
    `/?estado=${encodeURIComponent("Venta; DROP TABLE properties;--")}`,
    "/?orden=%00%ff",
    "/tipo/Venta?mostrar=-1&orden=zzzzzzzzzz",
  ];
  for (const url of bad) {
    const res = await request.get(url);
    expect(res.status(), url).toBe(200);
  }
  await page.goto("/?localidad=Atlantis&precio=abc&mostrar=-5");
  await expect(cards(page)).toHaveCount(6);
  await expect(page.getByLabel("Localidad")).toHaveValue("");
  await page.goto("/?mostrar=999999");
  await expect(cards(page)).toHaveCount(OPEN.length);
  await expect(moreButton(page)).toHaveCount(0);
});
