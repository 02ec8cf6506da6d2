// What a visitor clicks before the page has hydrated works on that first click (issue 31): public pages hydrate
// after they have loaded (docs/decisions/046), and a click on a control only JavaScript serves is replayed then.
import { expect, test, waitForHydration } from "../fixtures.ts";

test.beforeEach(async ({ page }) => {
  // Hold every photo: the load event never fires, so the page is still unhydrated when the visitor clicks.
  await page.route("**/media/**", () => {});
});

async function firstListingId(page: import("@playwright/test").Page): Promise<string> {
  const html = await (await page.request.get("/tipo/Venta")).text();
  const m = /href="\/propiedad\/([0-9a-f]{8})"/.exec(html);
  if (!m) throw new Error("no listing link on /tipo/Venta");
  return m[1];
}

test("the first click on a listing's 'Características' and 'Ubicación' tabs opens them", async ({ page }) => {
  await page.goto(`/propiedad/${await firstListingId(page)}`, { waitUntil: "domcontentloaded" });
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  const tab = page.getByRole("tab", { name: "Características" });
  await tab.click();
  await expect(tab).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: "Características" })).toBeVisible();
  await waitForHydration(page);
  // Once, not twice: the replayed click is the only one React saw.
  await page.getByRole("tab", { name: "Ubicación" }).click();
  await expect(page.getByRole("tabpanel", { name: "Ubicación" })).toBeVisible();
});

test("the first click on a card's heart saves the listing", async ({ page }) => {
  await page.goto("/tipo/Venta", { waitUntil: "domcontentloaded" });
  const heart = page.getByRole("button", { name: /^Guardar en favoritos: / }).first();
  await heart.click();
  await waitForHydration(page);
  await expect(heart).toHaveAttribute("aria-pressed", "true");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the first tap on the menu button opens the menu, and a second one closes it", async ({ page }) => {
    await page.goto("/tipo/Venta", { waitUntil: "domcontentloaded" });
    const menuButton = page.getByRole("button", { name: "Abrir menú" });
    await menuButton.click();
    await expect(page.getByRole("navigation", { name: "Menú" })).toBeVisible();
    await waitForHydration(page);
    await expect(page.getByRole("navigation", { name: "Menú" })).toBeVisible();
    await page.getByRole("button", { name: "Cerrar menú" }).click();
    await expect(page.getByRole("navigation", { name: "Menú" })).toBeHidden();
  });
});
