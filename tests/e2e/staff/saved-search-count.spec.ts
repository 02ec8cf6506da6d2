// The new-listing form tells staff how many saved searches the listing will match before its first save
// (issue 36): the count follows the values typed (locality, price), asked of the server as they stop typing.
import { confirmedSearchRow } from "../../support/saved-search-row.ts";
import { expect, test } from "../fixtures.ts";

test("the new-listing form counts the saved searches it matches before the first save", async ({
  page,
  login,
  e2eAuth,
}, testInfo) => {
  // Its own locality (at most 20 characters), so no other spec's listings or searches count.
  const locality = `Reartes ${Date.now() % 1_000_000}`;
  const ids = Array.from({ length: 12 }, (_, i) => `e2e-count-${Date.now()}-${i}`);
  await e2eAuth.db.kysely
    .insertInto("saved_searches")
    .values(ids.map((id) => confirmedSearchRow(id, { localidad: locality })))
    .execute();
  try {
    await login({ name: "Coincidencias E2E" });
    await page.goto("/dashboard/propiedades/agregar");
    await expect(page.locator("form[novalidate]")).toBeAttached();
    await page.getByLabel("Tipo").selectOption("Casa");
    await page.getByLabel("Estado", { exact: true }).selectOption("Venta");
    await page.getByLabel("Localidad").fill(locality);
    await page.getByLabel("Moneda").selectOption("USD");
    await page.getByLabel("Precio").fill("90.000");
    const count = page.getByText("Esta propiedad coincide con 12 búsquedas guardadas");
    await expect(count).toBeVisible();
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await count.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`coincidencias-${width}.png`) });
    }
    await page.getByLabel("Localidad").fill("Otra localidad");
    await expect(page.getByText("Esta propiedad coincide con 0 búsquedas guardadas")).toBeVisible();
  } finally {
    await e2eAuth.db.kysely.deleteFrom("saved_searches").where("id", "in", ids).execute();
  }
});
