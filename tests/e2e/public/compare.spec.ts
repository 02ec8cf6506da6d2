// Comparar: three listings picked on Favoritos side by side, a fourth refused, footer links, axe and 375px.
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "../fixtures.ts";

test("compare three favourites side by side; a fourth is refused", async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/tipo/Venta");
  const cards = page.locator("main article");
  const names: string[] = [];
  for (let i = 0; i < 4; i++) {
    names.push((await cards.nth(i).locator("h3").textContent())!.trim());
    const heart = page.getByRole("button", { name: `Guardar en favoritos: ${names[i]}` });
    await heart.click();
    await expect(heart).toHaveAttribute("aria-pressed", "true");
  }

  // Favoritos is reached from the footer.
  await page.getByRole("navigation", { name: "Pie de página" }).getByRole("link", { name: "Favoritos" }).click();
  await expect(page.locator("main article")).toHaveCount(4);
  for (const name of names.slice(0, 3)) {
    const toggle = page.getByRole("button", { name: `Comparar: ${name}` });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
  }
  await page.getByRole("button", { name: `Comparar: ${names[3]}` }).click();
  await expect(page.getByRole("status").filter({ hasText: "Ya elegiste 3 propiedades" })).toBeVisible();
  await expect(page.getByRole("button", { name: `Comparar: ${names[3]}` })).toHaveAttribute("aria-pressed", "false");

  await page.getByRole("link", { name: "Comparar (3 de 3)" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Comparar propiedades" })).toBeVisible();
  await expect(page.locator("main thead th a")).toHaveText(names.slice(0, 3));
  const header = (label: string) => page.locator("main tbody th", { hasText: label });
  for (const label of ["Precio", "Operación", "Tipo", "Localidad", "Dormitorios", "Superficie (m²)", "Contrato"])
    await expect(header(label)).toHaveCount(1);
  // All three are for sale: that row is the same; the names differ, so their addresses do too.
  await expect(page.locator('tbody:has(th:text-is("Operación"))')).toHaveAttribute("data-differs", "false");
  await expect(page.locator("main tbody[data-differs=true] th").first()).toContainText("Distinto");

  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // Removing one keeps the other two; the footer's Comparar link opens the device's choice.
  await page.getByRole("button", { name: `Quitar de la comparación: ${names[0]}` }).click();
  await expect(page.locator("main thead th a")).toHaveText(names.slice(1, 3));
  await page.goto("/");
  await page.getByRole("navigation", { name: "Pie de página" }).getByRole("link", { name: "Comparar" }).click();
  await expect(page).toHaveURL(/\/comparar\?ids=[0-9a-f]{8},[0-9a-f]{8}$/);
  await expect(page.locator("main thead th a")).toHaveText(names.slice(1, 3));
});

test("Comparar with nothing chosen says how to choose", async ({ page }) => {
  await page.goto("/comparar");
  await expect(page.getByText("Todavía no elegiste propiedades para comparar.", { exact: false })).toBeVisible();
});
