// English for tourists (issue #18, docs/decisions/170): the header's language switch on home and /tipo and back,
// English texts, filters under /en, axe on the English pages, and a 375px phone without sideways scroll.
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "../fixtures.ts";
import { OPEN } from "../catalogue-data.ts";

const header = (page: import("@playwright/test").Page) => page.locator("header").first();

test("the switch takes home and /tipo to English and back, with the same query", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "es-AR");
  await header(page).getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your new beginning starts here.");
  await expect(page.getByRole("heading", { name: "FEATURED PROPERTIES" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "For sale" })).toBeVisible();
  await expect(page.locator("#propiedades article").first()).toContainText(/Bedrooms?|Bathrooms?/);
  await expect(page.getByRole("heading", { name: "Contact" })).toBeVisible();

  // Inside the English site, links stay English.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "For sale" }).click();
  await expect(page).toHaveURL(/\/en\/tipo\/Venta$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Properties for sale");
  await expect(page.locator("#propiedades article [data-state]").first()).toHaveText("Sale");

  await page.goto("/en/tipo/Venta?ordenar=menor-precio");
  await header(page).getByRole("link", { name: "Español" }).click();
  await expect(page).toHaveURL(/\/tipo\/Venta\?ordenar=menor-precio$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "es-AR");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Propiedades en venta");
});

test("filters work under /en: query names stay Spanish, the count and cards read in English", async ({ page }) => {
  const matching = OPEN.filter((l) => l.state === "Alquiler Temporal");
  expect(matching.length).toBeGreaterThan(0);
  await page.goto("/en");
  await page.getByRole("combobox", { name: "Status" }).selectOption("Alquiler Temporal");
  await expect(page.getByRole("combobox", { name: "Status" }).locator("option:checked")).toHaveText("Holiday rental");
  await page.getByRole("search", { name: "Search properties" }).getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/en\?.*estado=Alquiler\+Temporal/);
  const count = matching.length === 1 ? "1 property" : `${matching.length} properties`;
  await expect(page.getByText(count, { exact: true })).toBeVisible();
  await expect(page.locator("#propiedades article")).toHaveCount(Math.min(6, matching.length));
  await expect(page.getByRole("link", { name: "Reset" })).toHaveAttribute("href", /^\/en\?/);
  await expect(page.getByRole("combobox", { name: "Sort by" })).toBeVisible();
});

for (const url of ["/en", "/en/tipo/Venta"]) {
  test(`axe finds no accessibility violations on ${url}`, async ({ page }) => {
    await page.goto(url);
    await expect(page.locator("main")).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
}

test.describe("on a 375px phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test("the English pages and their menu fit without sideways scroll", async ({ page }) => {
    for (const url of ["/en", "/en/tipo/Venta", "/en/sobreNosotros"]) {
      await page.goto(url);
      await expect(header(page).getByRole("link", { name: "Español" })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    }
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(
      page.getByRole("navigation", { name: "Menu" }).getByRole("link", { name: "Holiday rentals" }),
    ).toBeVisible();
  });
});

test("the visitor's own pages carry the agency's name in their title, in both languages (issue 31)", async ({
  page,
}) => {
  for (const [path, title] of [
    ["/en/favoritos", "Favourites | Inmobiliaria Sierras"],
    ["/en/comparar", "Compare properties | Inmobiliaria Sierras"],
    ["/favoritos", "Favoritos | Inmobiliaria Sierras"],
    ["/comparar", "Comparar propiedades | Inmobiliaria Sierras"],
  ]) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
  }
});
