// Drafts and 'Duplicar' (issue #17): a listing saved as 'Borrador' is a 404 for visitors and absent from the
// sitemap, staff preview it; 'Publicar' puts it on the site. A copy is a draft named '… (copia)' with the photos.
import { expect, test } from "../fixtures.ts";

test("draft → not public → staff preview → published → public; duplicate", async ({ page, login, baseURL }) => {
  await login({ name: "Borradores E2E" });
  const name = `Casa Borrador ${Date.now()}`;
  await page.goto("/dashboard/propiedades/agregar");
  await expect(page.locator("form[novalidate]")).toBeAttached();
  await page.getByLabel("Nombre").fill(name);
  await page.getByLabel("Tipo").selectOption("Casa");
  await page.getByLabel("Estado", { exact: true }).selectOption("Venta");
  await page.getByLabel("Localidad").fill("Villa Berna");
  await page.getByLabel("Dirección").fill("Los Pinos 45");
  await page.getByLabel("Descripción", { exact: true }).fill("Casa preparada antes de publicarla.");
  await page.getByLabel("URL de Google Maps").fill("https://maps.google.com/?q=Villa+Berna");
  await page.getByLabel("Moneda").selectOption("USD");
  await page.getByLabel("Precio").fill("90.000");
  await page.getByRole("button", { name: "Crear como borrador" }).click();
  await expect(page).toHaveURL(/\/dashboard\/propiedades\/ver$/);

  await page.goto(`/dashboard/propiedades/ver?buscar=${encodeURIComponent(name)}`);
  const row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row.getByText("Borrador")).toBeVisible();
  const href = await page.getByRole("link", { name: `Editar ${name}` }).getAttribute("href");
  const id = href!.split("/").pop()!;

  const visitor = (p: string) => fetch(`${baseURL}${p}`);
  expect((await visitor(`/propiedad/${id}`)).status).toBe(404);
  expect(await (await visitor("/sitemap.xml")).text()).not.toContain(`/propiedad/${id}`);
  // Staff see it, marked as a draft.
  await page.goto(`/propiedad/${id}`);
  await expect(page.getByRole("heading", { name })).toBeVisible();
  await expect(page.getByText("Borrador: vista previa para el personal.")).toBeVisible();

  await page.goto(`/dashboard/propiedades/editar/${id}`);
  await expect(page.locator("form[novalidate]")).toBeAttached();
  await page.getByRole("button", { name: "Publicar" }).click();
  await expect(page).toHaveURL(/\/dashboard\/propiedades\/ver$/);
  expect((await visitor(`/propiedad/${id}`)).status).toBe(200);
  expect(await (await visitor("/sitemap.xml")).text()).toContain(`/propiedad/${id}`);

  await page.goto(`/dashboard/propiedades/ver?buscar=${encodeURIComponent(name)}`);
  await page.getByRole("button", { name: `Duplicar ${name}` }).click();
  await expect(page).toHaveURL(/\/dashboard\/propiedades\/editar\/[0-9a-f]{8}$/);
  const copyId = page.url().split("/").pop()!;
  await expect(page.getByLabel("Nombre")).toHaveValue(`${name} (copia)`);
  await expect(page.getByLabel("Descripción", { exact: true })).toHaveValue("Casa preparada antes de publicarla.");
  await expect(page.getByRole("button", { name: "Publicar" })).toBeVisible();
  expect((await visitor(`/propiedad/${copyId}`)).status).toBe(404);
});
