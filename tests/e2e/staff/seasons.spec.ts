// Issue #16's temporary rental: staff load two seasons and an occupied week; an overlapping range is refused in
// Spanish; a visitor's free range across the seasons shows its total and the WhatsApp text carries it.
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "../fixtures.ts";

const y = new Date().getUTCFullYear() + 1;

test("a temporary rental with two seasons and an occupied week quotes a free stay and refuses overlaps", async ({
  page,
  login,
  e2eAuth,
}) => {
  test.slow();
  await login({ name: "Temporadas E2E" });
  const name = `Cabaña Temporal ${Date.now()}`;
  await page.goto("/dashboard/propiedades/agregar");
  await expect(page.locator("form[novalidate]")).toBeAttached();
  await page.getByLabel("Nombre").fill(name);
  await page.getByLabel("Tipo").selectOption("Casa");
  await page.getByLabel("Estado", { exact: true }).selectOption("Alquiler Temporal");
  await page.getByLabel("Localidad").fill("Villa Berna");
  await page.getByLabel("Dirección").fill("Las Acacias 12");
  await page.getByLabel("Descripción", { exact: true }).fill("Cabaña para cuatro con vista al lago.");
  await page.getByLabel("URL de Google Maps").fill("https://maps.google.com/?q=Villa+Berna");
  await page.getByLabel("Moneda").selectOption("$");
  await page.getByLabel("Precio").fill("100.000");
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Propiedad guardada con éxito." })).toBeVisible();
  const { id } = await e2eAuth.db.kysely
    .selectFrom("properties")
    .select("id")
    .where("name", "=", name)
    .executeTakeFirstOrThrow();

  await page.goto(`/dashboard/propiedades/editar/${id}`);
  const section = page.getByRole("region", { name: "Temporadas y disponibilidad" });
  const addSeason = async (season: string, from: string, to: string, price: string, unit: string, min: string) => {
    await section.getByLabel("Temporada", { exact: true }).fill(season);
    await section.getByLabel("Desde (primera noche)").fill(from);
    await section.getByLabel("Hasta (día de salida)").fill(to);
    await section.getByLabel("Tarifa ($)").fill(price);
    await section.getByLabel("Tarifa por").selectOption(unit);
    await section.getByLabel("Estadía mínima (noches)").fill(min);
    await section.getByRole("button", { name: "Agregar temporada" }).click();
    await expect(section.getByText(`${season}:`)).toBeVisible();
  };
  await addSeason("Temporada alta", `${y}-01-01`, `${y}-03-01`, "100.000", "noche", "3");
  await addSeason("Temporada baja", `${y}-03-01`, `${y}-05-01`, "350.000", "semana", "2");
  const markOccupied = async (from: string, to: string) => {
    await section.getByLabel("Ocupado desde (llegada)").fill(from);
    await section.getByLabel("Ocupado hasta (salida)").fill(to);
    await section.getByRole("button", { name: "Marcar ocupado" }).click();
  };
  await markOccupied(`${y}-02-10`, `${y}-02-17`);
  await expect(section.getByText(`Ocupado: noches del 10/02/${y} al 16/02/${y}`)).toBeVisible();
  await markOccupied(`${y}-02-14`, `${y}-02-20`);
  await expect(section.getByRole("alert")).toHaveText(
    `Esas fechas se superponen con un período ocupado del 10/02/${y} al 16/02/${y}.`,
  );
  await expect(section.getByText(/^Ocupado: noches/)).toHaveCount(1);

  // The visitor: an occupied range is refused, a free one across both seasons gets its total.
  await page.goto(`/propiedad/${id}?llegada=${y}-02-14&salida=${y}-02-20`);
  const answer = page.getByTestId("stay-answer");
  await expect(answer).toHaveText(`Las fechas elegidas no están disponibles: ocupado del 10/02/${y} al 16/02/${y}.`);
  await page.goto(`/propiedad/${id}?mes=${y}-02`);
  await expect(
    page
      .getByRole("table")
      .first()
      .getByRole("cell", { name: /^10\s*ocupado$/ }),
  ).toBeVisible();
  await page.getByLabel("Llegada", { exact: true }).fill(`${y}-02-27`);
  await page.getByLabel("Salida", { exact: true }).fill(`${y}-03-03`);
  await page.getByRole("button", { name: "Consultar disponibilidad" }).click();
  // 2 nights of Temporada alta (2 × 100.000) and 2 of Temporada baja (2/7 × 350.000).
  const stay = `Llegada 27/02/${y}, salida 03/03/${y}: 4 noches, total $ 300.000`;
  await expect(answer).toHaveText(`Disponible. ${stay}.`);
  const axe = await new AxeBuilder({ page }).include("#disponibilidad").analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await page.getByLabel("Nombre").fill("Ana Pérez");
  await page.getByLabel("Email").fill("ana@example.com");
  await page.getByLabel("Teléfono").fill("+54 9 351 555-1234");
  await page.getByLabel("Mensaje").fill("¿Está disponible?");
  const popupOpened = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Enviar consulta por WhatsApp" }).click();
  const text = new URL((await popupOpened).url()).searchParams.get("text")!;
  expect(text).toContain(`Estadía: ${stay}`);

  // 'Disponible del … al …' on /tipo/Alquiler Temporal: the occupied week leaves it out, a free range keeps it.
  // As a visitor: public catalogue pages send signed-in staff to the dashboard (SPEC.md §2).
  await page.context().clearCookies();
  await page.goto(`/tipo/${encodeURIComponent("Alquiler Temporal")}`);
  await page.getByText("Más filtros").click();
  await page.getByLabel("Disponible del").fill(`${y}-02-12`);
  await page.getByLabel("Disponible al").fill(`${y}-02-14`);
  await page.getByRole("button", { name: "Buscar" }).click();
  await expect(page).toHaveURL(new RegExp(`llegada=${y}-02-12&salida=${y}-02-14`));
  await expect(page.getByLabel("Disponible del")).toHaveValue(`${y}-02-12`);
  await expect(page.getByRole("link", { name })).toHaveCount(0);
  await page.goto(`/tipo/${encodeURIComponent("Alquiler Temporal")}?llegada=${y}-02-17&salida=${y}-02-20&mostrar=300`);
  await expect(page.getByRole("link", { name }).first()).toBeVisible();
});
