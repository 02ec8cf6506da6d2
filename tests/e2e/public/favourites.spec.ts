// Favourites: hearts kept on the device across reloads, the Favoritos page, its share link on another device.
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "../fixtures.ts";

test("two hearts survive a reload, show on Favoritos, and the share link opens them elsewhere", async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto("/tipo/Venta");
  const cards = page.locator("article");
  const names = [
    (await cards.nth(0).locator("h3").textContent())!.trim(),
    (await cards.nth(1).locator("h3").textContent())!.trim(),
  ];
  for (const name of names) {
    const heart = page.getByRole("button", { name: `Guardar en favoritos: ${name}` });
    await expect(heart).toHaveAttribute("aria-pressed", "false");
    await heart.click();
    await expect(heart).toHaveAttribute("aria-pressed", "true");
  }

  // A new page load keeps them. Not a reload of /tipo: its order is random per visit, so a saved card may move
  // past the first page; each listing's own page shows its heart.
  const hrefs = [
    await cards.nth(0).locator("h3 a").getAttribute("href"),
    await cards.nth(1).locator("h3 a").getAttribute("href"),
  ];
  for (const [i, href] of hrefs.entries()) {
    await page.goto(href!);
    await expect(page.getByRole("button", { name: `Guardar en favoritos: ${names[i]}` })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  }

  await page.goto("/favoritos");
  await expect(page.getByRole("heading", { level: 1, name: "Favoritos" })).toBeVisible();
  await expect(page.locator("main article h3")).toHaveText(names);
  const shareHref = await page.getByTestId("favoritos-compartir").getAttribute("href");
  expect(shareHref).toMatch(/\/favoritos\?ids=[0-9a-f]{8},[0-9a-f]{8}$/);

  // Another phone: a fresh context with nothing saved; the list comes from the link alone.
  const other = await browser.newContext({ baseURL });
  const phone = await other.newPage();
  await phone.goto(shareHref!);
  await expect(phone.getByRole("heading", { level: 1, name: "Lista compartida" })).toBeVisible();
  await expect(phone.locator("main article h3")).toHaveText(names);
  await other.close();

  // Removing a heart on Favoritos takes the card away.
  await page.getByRole("button", { name: `Guardar en favoritos: ${names[0]}` }).click();
  await expect(page.locator("main article h3")).toHaveText([names[1]]);
});

test("a saved listing that was removed shows as no longer available", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => localStorage.setItem("vitrina-favoritos", "ffffffff"));
  await page.goto("/favoritos");
  await expect(page.getByText("Esta propiedad ya no está disponible.")).toBeVisible();
  await page.getByRole("button", { name: "Quitar de favoritos" }).click();
  await expect(page.getByText("Todavía no guardaste propiedades.", { exact: false })).toBeVisible();
});

test("Favoritos has no axe-core violations and no sideways scroll at 375px", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/tipo/Venta");
  const heart = page
    .locator("article")
    .first()
    .getByRole("button", { name: /Guardar en favoritos/ });
  await heart.click();
  // Saved once the list code has loaded (on the first click): only then may the page go.
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await page.goto("/favoritos");
  await expect(page.locator("main article")).toHaveCount(1);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
