// Issue #16's field set: a listing created with every new field shows each on its detail page.
import { expect, type Page, test } from "../fixtures.ts";

test.beforeEach(async ({ login }) => {
  await login({ name: "Campos E2E" });
});

async function fillRequired(page: Page, name: string) {
  await page.getByLabel("Nombre").fill(name);
  await page.getByLabel("Tipo").selectOption("Casa");
  await page.getByLabel("Estado", { exact: true }).selectOption("Venta");
  await page.getByLabel("Localidad").fill("Villa Berna");
  await page.getByLabel("Dirección").fill("Los Pinos 45");
  await page.getByLabel("Descripción", { exact: true }).fill("Casa con todos los campos.");
  await page.getByLabel("URL de Google Maps").fill("https://maps.google.com/?q=Villa+Berna");
  await page.getByLabel("Moneda").selectOption("USD");
  await page.getByLabel("Precio").fill("150.000");
}

test("a listing created with every new field shows each one on its detail page", async ({ page, e2eAuth }) => {
  const name = `Casa Completa ${Date.now()}`;
  await page.goto("/dashboard/propiedades/agregar");
  await expect(page.locator("form[novalidate]")).toBeAttached();
  await fillRequired(page, name);
  await page.getByLabel("Cochera").fill("2");
  await page.getByLabel("Plantas").fill("2");
  await page.getByLabel("Año de construcción").fill("1998");
  await page.getByLabel("Superficie cubierta (m²)").fill("150,5");
  await page.getByLabel("Superficie del terreno (m²)").fill("600");
  await expect(page.getByLabel("Monto de expensas ($ por mes)")).toHaveCount(0);
  await page.getByLabel("Expensas", { exact: true }).selectOption("Si");
  await page.getByLabel("Monto de expensas ($ por mes)").fill("85.000");
  await page.getByLabel("Apto crédito").selectOption("Si");
  await page.getByLabel("Apto profesional").selectOption("No");
  await page.getByLabel("Acepta mascotas").selectOption("Si");
  await page.getByLabel("Amoblado").selectOption("No");
  await page.getByLabel("Orientación").selectOption("Noreste");
  await page.getByLabel("Disposición").selectOption("Contrafrente");
  await page.getByLabel("Gas natural").check();
  await page.getByLabel("Internet").check();
  await page.getByLabel("Quincho").check();
  await page.getByLabel("Aire acondicionado").check();
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Propiedad guardada con éxito." })).toBeVisible();

  const row = await e2eAuth.db.kysely
    .selectFrom("properties")
    .select(["id"])
    .where("name", "=", name)
    .executeTakeFirstOrThrow();
  await page.goto(`/propiedad/${row.id}`);
  await page.getByRole("tab", { name: "Características" }).click();
  const panel = page.getByRole("tabpanel");
  for (const [label, value] of [
    ["Cochera", "2"],
    ["Pisos", "2"],
    ["Año construcción", "1998"],
    ["Superficie cubierta (m²)", "150,5"],
    ["Superficie del terreno (m²)", "600"],
    ["Expensas", "Si"],
    ["Monto de expensas", "$ 85.000 por mes"],
    ["Apto crédito", "Si"],
    ["Apto profesional", "No"],
    ["Acepta mascotas", "Si"],
    ["Amoblado", "No"],
    ["Orientación", "Noreste"],
    ["Disposición", "Contrafrente"],
  ]) {
    const term = panel.locator("dt").filter({ hasText: new RegExp(`^${label.replace(/[()]/g, "\\$&")}$`) });
    await expect(term.locator("xpath=following-sibling::dd"), label).toHaveText(value);
  }
  await expect(panel.getByRole("region", { name: "Servicios" }).getByRole("listitem")).toHaveText([
    "Gas natural",
    "Internet",
  ]);
  await expect(panel.getByRole("region", { name: "Comodidades" }).getByRole("listitem")).toHaveText([
    "Quincho",
    "Aire acondicionado",
  ]);
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
  expect(ld.about).toMatchObject({ yearBuilt: 1998, petsAllowed: true });

  // Lowering the price: the badge on the detail page, the change in the edit screen's history.
  await page.goto(`/dashboard/propiedades/editar/${row.id}`);
  await expect(page.locator("form[novalidate]")).toBeAttached();
  await expect(page.getByText("El precio no cambió desde que se cargó la propiedad.")).toBeVisible();
  await page.getByLabel("Precio").fill("135.000");
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Propiedad guardada con éxito." })).toBeVisible();
  await page.goto(`/propiedad/${row.id}`);
  await expect(page.getByText("Bajó de precio 10%")).toBeVisible();
  await page.goto(`/dashboard/propiedades/editar/${row.id}`);
  await expect(page.getByRole("heading", { name: "Historial de precios" })).toBeVisible();
  const history = page.getByTestId("price-history");
  await expect(history.getByRole("listitem")).toHaveCount(1);
  await expect(history.getByRole("listitem")).toContainText("USD 150.000 → USD 135.000");
  await expect(history.getByRole("listitem")).toContainText("Campos E2E");

  // Leave the catalogue as the seed made it, for the public site's tests.
  const { version } = await e2eAuth.db.kysely
    .selectFrom("properties")
    .select("version")
    .where("id", "=", row.id)
    .executeTakeFirstOrThrow();
  const res = await page.request.post(`/dashboard/propiedades/${row.id}/eliminar`, { form: { version } });
  expect(res.status()).toBe(200);
});
