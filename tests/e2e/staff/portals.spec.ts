// Portal feeds in the dashboard (issue 37): the property form's 'Publicar en portales' with its warning before
// saving, what is saved, and 'Portales' with the feed's URL and the listings it leaves out, at 375 and 1280 px.
import { createProperty, demoInput } from "../../support/fixtures.ts";
import { expect, test, waitForHydration } from "../fixtures.ts";

test("the form warns what Trovit needs and saves the choice; 'Portales' lists the feed and who is left out", async ({
  page,
  login,
  e2eAuth,
}) => {
  await login({ name: "Portales E2E" });
  const name = `Casa sin fotos ${Date.now()}`;
  const id = await createProperty(
    e2eAuth.db.kysely,
    demoInput({
      name,
      locality: "Centro",
      currency: "Consultar",
      price: null,
      maps: "https://maps.google.com/?q=Centro",
    }),
  );
  await page.goto(`/dashboard/propiedades/editar/${id}`);
  await waitForHydration(page);
  const publish = page.getByRole("checkbox", { name: "Publicar en portales" });
  await expect(publish).toBeChecked();
  const trovit = page.getByRole("checkbox", { name: /^Trovit/ });
  await expect(trovit).toBeChecked();
  const warning = page.getByRole("status").filter({ hasText: "Trovit no va a publicar esta propiedad" });
  await expect(warning).toContainText("sin fotos, sin precio (precio 'consultar')");
  // A price makes that reason go away before saving.
  await page.getByLabel("Moneda").selectOption("USD");
  await page.getByLabel("Precio").fill("95.000");
  await expect(warning).toContainText("sin fotos");
  await expect(warning).not.toContainText("sin precio");
  await page.getByLabel("Dirección").fill("Los Reartes s/n");
  await expect(page.getByText("La dirección no tiene calle y número")).toBeVisible();
  await page
    .getByRole("group", { name: "Portales" })
    .screenshot({ path: test.info().outputPath("formulario-portales.png") });

  await trovit.uncheck();
  await expect(warning).toHaveCount(0);
  await page.getByRole("button", { name: "Guardar", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/propiedades\/ver$/);
  const row = await e2eAuth.db.kysely
    .selectFrom("properties")
    .select(["portals_publish", "portals_skipped", "price"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  expect(row).toMatchObject({ portals_skipped: "trovit", price: 95000 });
  expect(Boolean(row.portals_publish)).toBe(true);

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/dashboard/portales");
    await expect(page.getByRole("heading", { level: 1, name: "Portales" })).toBeVisible();
    // The sidebar (under a menu button on phones).
    if (width === 1280)
      await expect(page.getByRole("link", { name: "Portales" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("textbox", { name: "URL del feed de Trovit" })).toHaveValue(/\/feeds\/trovit\.xml$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: test.info().outputPath(`portales-${width}.png`), fullPage: true });
  }
  // The feed is built in the background: once it is, the listing shows among those left out, with why.
  await expect(async () => {
    await page.reload();
    await page.getByText(/Propiedades que quedan fuera/).click();
    await expect(page.getByRole("listitem").filter({ hasText: name })).toContainText(
      "No se publica en este portal (elegido en la propiedad)",
    );
  }).toPass({ timeout: 30_000 });
  // The demo's temporary rentals are priced per night (their seasons): published per week, and listed as such.
  await page.getByText(/Propiedades publicadas con cambios/).click();
  await expect(
    page.getByRole("listitem").filter({ hasText: "Precio por noche: se publica por semana (7 noches)" }).first(),
  ).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: test.info().outputPath(`portales-cambios-${width}.png`), fullPage: true });
  }
});

test("the form of a temporary rental warns until its seasons say per what its price is", async ({
  page,
  login,
  e2eAuth,
}) => {
  await login({ name: "Portales Temporal E2E" });
  const id = await createProperty(
    e2eAuth.db.kysely,
    demoInput({ name: `Cabaña sin temporadas ${Date.now()}`, state: "Alquiler Temporal", currency: "$", price: 60000 }),
  );
  const warning = page.getByRole("status").filter({ hasText: "Trovit no va a publicar esta propiedad" });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/dashboard/propiedades/editar/${id}`);
    await waitForHydration(page);
    await expect(warning).toContainText(
      "alquiler temporal sin unidad de precio (cargá sus temporadas, todas con precio por noche, por semana o por mes)",
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page
      .getByRole("group", { name: "Portales" })
      .screenshot({ path: test.info().outputPath(`temporal-sin-temporadas-${width}.png`) });
  }
  // A season priced per night: the unit is known, that reason goes (the listing still has no photos).
  await e2eAuth.db.kysely
    .insertInto("seasons")
    .values({
      property_id: id,
      name: "Verano",
      starts_on: "2031-01-01",
      ends_on: "2031-03-01",
      unit: "noche",
      price: 60000,
      min_nights: 2,
    })
    .execute();
  await page.reload();
  await waitForHydration(page);
  await expect(warning).toContainText("sin fotos");
  await expect(warning).not.toContainText("sin unidad de precio");
});
