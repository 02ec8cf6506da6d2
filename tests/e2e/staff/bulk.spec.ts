// Bulk actions in the table (issue #17): three rows chosen, 'Cambiar estado a Vendido', one confirmation, a summary;
// then 'Todos los resultados de esta búsqueda' and 'Destacar'.
import { createProperty, demoInput } from "../../support/fixtures.ts";
import { expect, test } from "../fixtures.ts";

test("bulk 'Vendido' on three rows, then featured for all results of the search", async ({ page, login, e2eAuth }) => {
  await login({ name: "Masivo E2E" });
  const tag = `Masiva${Date.now()}`;
  const names = [1, 2, 3].map((i) => `${tag} casa ${i}`);
  for (const name of names) await createProperty(e2eAuth.db.kysely, demoInput({ name, state: "Venta" }));

  await page.goto(`/dashboard/propiedades/ver?buscar=${tag}`);
  for (const name of names) await page.getByRole("checkbox", { name: `Seleccionar ${name}` }).check();
  await page.getByLabel("Acción con las seleccionadas").selectOption("state:Vendido");
  await page.getByRole("button", { name: "Aplicar" }).click();
  await expect(page.getByText("¿Cambiar estado a Vendido: 3 propiedades?")).toBeVisible();
  await page.getByRole("button", { name: "Confirmar" }).click();
  await expect(page.getByRole("status")).toHaveText("Listo: 3 propiedades con estado Vendido.");
  for (const name of names) {
    await expect(page.getByRole("row", { name: new RegExp(name) }).getByText("Vendido")).toBeVisible();
  }

  await page.getByLabel("Acción con las seleccionadas").selectOption("feature");
  await page.getByLabel(/Todos los resultados de esta búsqueda \(3\)/).check();
  await page.getByRole("button", { name: "Aplicar" }).click();
  await expect(page.getByText("¿Destacar: 3 propiedades?")).toBeVisible();
  await page.getByRole("button", { name: "Confirmar" }).click();
  await expect(page.getByRole("status")).toHaveText("Listo: 3 propiedades destacadas.");
  const featured = await e2eAuth.db.kysely
    .selectFrom("properties")
    .select("featured")
    .where("name", "like", `${tag}%`)
    .execute();
  expect(featured.map((r) => Boolean(r.featured))).toEqual([true, true, true]);
});
