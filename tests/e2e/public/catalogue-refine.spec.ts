// Issue #16's search: 'Más filtros', the result count, the sorts, the links that drop a filter; without
// JavaScript (plain GET forms) on the home page and on /tipo.
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures.ts";
import { OPEN } from "../catalogue-data.ts";

test.use({ javaScriptEnabled: false });

const cards = (page: Page) => page.locator("#propiedades article");

const matching = OPEN.filter(
  (l) => (l.characteristics.dormitorios ?? 0) >= 3 && l.characteristics.aptoCredito === "Si",
);

test("'Más filtros' with Dormitorios 3+ and Apto crédito returns only matching listings, counted", async ({ page }) => {
  expect(matching.length).toBeGreaterThan(0);
  await page.goto("/");
  await page.getByText("Más filtros").click();
  await page.getByLabel("Dormitorios", { exact: true }).selectOption("3");
  await page.getByLabel("Apto crédito").check();
  await page.getByRole("button", { name: "Buscar" }).click();
  await expect(page).toHaveURL(/dormitorios=3/);
  await expect(page).toHaveURL(/credito=1/);
  const expected = matching.length === 1 ? "1 propiedad" : `${matching.length} propiedades`;
  await expect(page.getByText(expected, { exact: true })).toBeVisible();
  await expect(cards(page)).toHaveCount(Math.min(6, matching.length));
  const hrefs = await cards(page)
    .locator("h3 a")
    .evaluateAll((as) => as.map((a) => a.getAttribute("href")!));
  for (const href of hrefs) {
    await page.goto(href);
    // Without JavaScript every tab panel is in the page.
    const dd = (label: string) =>
      page
        .locator("dt")
        .filter({ hasText: new RegExp(`^${label}$`) })
        .locator("xpath=following-sibling::dd");
    expect(Number(await dd("Dormitorios").first().textContent())).toBeGreaterThanOrEqual(3);
    await expect(dd("Apto crédito")).toHaveText("Si");
  }
});

test("'Menor precio' orders within the chosen currency; the sort keeps the filters", async ({ page }) => {
  await page.goto("/tipo/Venta?moneda=USD");
  await page.getByLabel("Ordenar por").selectOption("menor-precio");
  await page.getByRole("button", { name: "Ordenar" }).click();
  await expect(page).toHaveURL(/moneda=USD/);
  await expect(page).toHaveURL(/ordenar=menor-precio/);
  await expect(page.getByText("Solo propiedades con precio en dólares.")).toBeVisible();
  const prices = (await cards(page).locator("p.text-xl").allTextContents()).map((t) => {
    expect(t).toMatch(/^USD /);
    return Number(t.replace(/\D/g, ""));
  });
  expect(prices.length).toBeGreaterThan(1);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
});

test("no result: the spec's message and one link per active filter to drop it", async ({ page }) => {
  await page.goto("/?dormitorios=4&ambientes=5&pileta=1&superficie=1000&tipo=Lote");
  await expect(page.getByText("Lo sentimos, no hemos encontrado resultados")).toBeVisible();
  await expect(page.getByText("0 propiedades", { exact: true })).toBeVisible();
  const drops = page.getByRole("link", { name: /^Quitar «/ });
  await expect(drops).toHaveText([
    "Quitar «Lote»",
    "Quitar «Dormitorios 4+»",
    "Quitar «Ambientes 5+»",
    "Quitar «Con pileta»",
    "Quitar «Desde 1.000 m²»",
  ]);
  await page.getByRole("link", { name: "Quitar «Lote»" }).click();
  await expect(page).not.toHaveURL(/tipo=Lote/);
  await expect(page).toHaveURL(/pileta=1/);
});
