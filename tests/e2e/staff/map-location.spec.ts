// The listing form's map point (decisions 160, 161): a click on the map sets it; without JavaScript two fields do,
// with Spanish messages for bad input; 'Ubicación aproximada' keeps the point off the public map.
import { expect, type Page, test } from "../fixtures.ts";

test.beforeEach(async ({ login }) => {
  await login({ name: "Mapa E2E" });
});

async function fillRequired(page: Page, name: string, locality: string, maps: string) {
  await page.getByLabel("Nombre").fill(name);
  await page.getByLabel("Tipo").selectOption("Casa");
  await page.getByLabel("Estado", { exact: true }).selectOption("Venta");
  await page.getByLabel("Localidad").fill(locality);
  await page.getByLabel("Dirección").fill("Los Pinos 45");
  await page.getByLabel("Descripción", { exact: true }).fill("Casa para el mapa.");
  await page.getByLabel("URL de Google Maps").fill(maps);
  await page.getByLabel("Moneda").selectOption("USD");
  await page.getByLabel("Precio").fill("150.000");
}

const stored = (db: import("../../../app/db/connect.server.ts").Db, name: string) =>
  db.kysely
    .selectFrom("properties")
    .select(["id", "latitude", "longitude", "approximate_location"])
    .where("name", "=", name)
    .executeTakeFirst();

test("a click on the form's map sets the point; an approximate listing's point never reaches /mapa", async ({
  page,
  e2eAuth,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const name = `Casa Mapa ${stamp}`;
  const locality = `Mapa${stamp}`.slice(0, 20);
  await page.goto("/dashboard/propiedades/agregar");
  await expect(page.locator("form[novalidate]")).toBeAttached();
  await fillRequired(page, name, locality, "https://www.google.com/maps/@-34.6037,-58.3816,15z");
  await expect(page.getByTestId("location-chosen")).toHaveText("Sin ubicación marcada.");
  // The map starts at the maps value's point: a click in its middle lands a few metres from it.
  await page.getByTestId("location-picker").click();
  await expect(page.getByTestId("location-chosen")).toContainText("Ubicación marcada: -34.60");
  await page.getByLabel("Ubicación aproximada").check();
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Propiedad guardada con éxito." })).toBeVisible();

  const row = (await stored(e2eAuth.db, name))!;
  expect(Math.abs(Number(row.latitude) + 34.6037)).toBeLessThan(0.002);
  expect(Math.abs(Number(row.longitude) + 58.3816)).toBeLessThan(0.002);
  expect(row.approximate_location === true || row.approximate_location === 1).toBe(true);

  // As a visitor sees it (signed-in staff are sent to the dashboard).
  const html = await (await request.get(`/mapa?localidad=${encodeURIComponent(locality)}`)).text();
  expect(html).toContain(`/propiedad/${row.id}`);
  expect(html).not.toContain(String(row.latitude));
  expect(html).not.toContain(String(row.longitude));
});

test("a point picked on the map is enough: the Google Maps URL stays optional", async ({ page, e2eAuth }) => {
  const stamp = Date.now().toString(36);
  const name = `Casa Punto ${stamp}`;
  await page.goto("/dashboard/propiedades/agregar");
  await expect(page.locator("form[novalidate]")).toBeAttached();
  await fillRequired(page, name, "Amboy", "");
  await page.getByRole("button", { name: "Guardar" }).click();
  // Neither a point nor a link: one Spanish message under the link's field, and nothing stored.
  await expect(page.getByText("Marcá la ubicación en el mapa o pegá la URL de Google Maps.")).toBeVisible();
  expect(await stored(e2eAuth.db, name)).toBeUndefined();
  await page.getByTestId("location-picker").click();
  await expect(page.getByTestId("location-chosen")).toContainText("Ubicación marcada:");
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Propiedad guardada con éxito." })).toBeVisible();
  const row = (await stored(e2eAuth.db, name))!;
  expect(row.latitude).not.toBeNull();
  expect(row.longitude).not.toBeNull();
});

test.describe("without JavaScript", () => {
  // A refused save answers 400, which Chromium logs: the application speaking, not a broken resource.
  test.use({ javaScriptEnabled: false, allowConsoleErrors: true });
  test("two fields set the point, with Spanish messages for a bad one", async ({ page, e2eAuth }) => {
    const stamp = Date.now().toString(36);
    const name = `Casa Coordenadas ${stamp}`;
    await page.goto("/dashboard/propiedades/agregar");
    await fillRequired(page, name, "Amboy", "https://maps.google.com/?q=Amboy");
    await page.getByLabel("Latitud").fill("95");
    await page.getByLabel("Longitud").fill("-64,56");
    await page.getByRole("button", { name: "Guardar" }).click();
    await expect(page.getByText("La latitud debe estar entre -90 y 90.")).toBeVisible();
    expect(await stored(e2eAuth.db, name)).toBeUndefined();
    await page.getByLabel("Latitud").fill("-31,97");
    await page.getByRole("button", { name: "Guardar" }).click();
    await expect(page.getByText("Propiedad guardada con éxito.")).toBeVisible();
    const row = (await stored(e2eAuth.db, name))!;
    expect([Number(row.latitude), Number(row.longitude)]).toEqual([-31.97, -64.56]);
  });
});
