// Issue 31 item 10: on a temporary rental's edit screen, 'Temporadas y disponibilidad' comes before the save bar,
// says that its forms save on their own, and says what each one just saved; 'Guardar' still saves the listing.
import { createProperty, demoInput } from "../../support/fixtures.ts";
import { expect, test } from "../fixtures.ts";

test("the seasons come before 'Guardar', save on their own and say so", async ({ page, login, e2eAuth }) => {
  await login({ name: "Orden Temporadas E2E" });
  const name = `Cabaña Orden ${Date.now()}`;
  const id = await createProperty(
    e2eAuth.db.kysely,
    demoInput({
      name,
      locality: "Amboy",
      state: "Alquiler Temporal",
      currency: "$",
      price: 90_000,
      maps: "https://maps.google.com/?q=Amboy",
    }),
  );
  await page.goto(`/dashboard/propiedades/editar/${id}`);
  const section = page.getByRole("region", { name: "Temporadas y disponibilidad" });
  const save = page.getByRole("button", { name: "Guardar", exact: true });
  const [seasons, bar] = [await section.boundingBox(), await save.boundingBox()];
  expect(seasons!.y + seasons!.height).toBeLessThanOrEqual(bar!.y);
  await expect(section).toContainText("se guarda en el momento en que lo agregás o lo quitás");

  const y = new Date().getUTCFullYear() + 1;
  await section.getByLabel("Temporada", { exact: true }).fill("Verano");
  await section.getByLabel("Desde (primera noche)").fill(`${y}-01-01`);
  await section.getByLabel("Hasta (día de salida)").fill(`${y}-02-01`);
  await section.getByLabel("Tarifa ($)").fill("90.000");
  await section.getByRole("button", { name: "Agregar temporada" }).click();
  await expect(section.getByRole("status")).toHaveText("Temporada agregada y guardada.");
  await expect(section.getByText("Verano:")).toBeVisible();

  // The listing's own fields are still saved by 'Guardar', below the seasons.
  await page.getByLabel("Nombre").fill(`${name} editada`);
  await save.click();
  await expect(page.getByRole("status").filter({ hasText: "Propiedad guardada con éxito." })).toBeVisible();
  const stored = await e2eAuth.db.kysely
    .selectFrom("properties")
    .select("name")
    .where("id", "=", id)
    .executeTakeFirst();
  expect(stored?.name).toBe(`${name} editada`);
});
