// The stay check of a temporary rental on its English page (issue #18, docs/decisions/211): every refusal, the
// occupied range and the minimum stay worded in English with English dates, the total in English numbers; the
// Spanish page of the same listing keeps the Spanish wording.
import { addOccupied, addSeason } from "../../../app/properties/seasons.server.ts";
import { createProperty, demoInput } from "../../support/fixtures.ts";
import { expect, test } from "../fixtures.ts";

const y = new Date().getUTCFullYear() + 1;
let id: string;

test.beforeAll(async ({ e2eAuth }) => {
  const db = e2eAuth.db.kysely;
  id = await createProperty(
    db,
    demoInput({ name: `Cabaña temporal ${Date.now()}`, state: "Alquiler Temporal", currency: "$", price: 100_000 }),
  );
  await addSeason(db, id, {
    name: "Temporada alta",
    from: `${y}-01-01`,
    to: `${y}-03-01`,
    unit: "noche",
    price: 100_000,
    minNights: 3,
  });
  await addOccupied(db, id, { from: `${y}-02-10`, to: `${y}-02-17` }, "e2e");
});

test("the English detail page answers a stay in English; the Spanish page in Spanish", async ({ page }) => {
  const answer = page.getByTestId("stay-answer");
  const ask = async (path: string, from: string, to: string) => {
    await page.goto(`${path}/${id}?llegada=${from}&salida=${to}`);
    return answer;
  };
  const en = "/en/propiedad";
  await expect(await ask(en, `${y}-02-14`, `${y}-02-20`)).toHaveText(
    `The chosen dates are not available: booked from 2/10/${y} to 2/16/${y}.`,
  );
  await expect(await ask(en, `${y}-01-05`, `${y}-01-06`)).toHaveText("The minimum stay in Temporada alta is 3 nights.");
  await expect(await ask(en, `${y}-02-27`, `${y}-03-03`)).toHaveText(`There is no rate for the night of 3/1/${y}.`);
  await expect(await ask(en, `${y}-01-10`, `${y}-01-05`)).toHaveText(
    "The departure date must be after the arrival date.",
  );
  await expect(await ask(en, `${y}-01-10`, `${y + 2}-01-10`)).toHaveText("A stay cannot be longer than 365 nights.");
  await expect(await ask(en, "2020-01-01", "2020-01-05")).toHaveText("The arrival date cannot be before today.");
  await expect(await ask(en, "mañana", `${y}-01-05`)).toHaveText("Choose valid arrival and departure dates.");

  // A free stay through the form: English dates, nights and total.
  await page.goto(`${en}/${id}?mes=${y}-01`);
  await page.getByLabel("Arrival", { exact: true }).fill(`${y}-01-20`);
  await page.getByLabel("Departure", { exact: true }).fill(`${y}-01-24`);
  await page.getByRole("button", { name: "Check availability" }).click();
  await expect(answer).toHaveText(`Available. Arrival 1/20/${y}, departure 1/24/${y}: 4 nights, total $ 400,000.`);
  const section = page.locator("#disponibilidad");
  for (const spanish of ["ocupado", "noches", "Llegada", "Salida", "Disponible", "estadía", "tarifa"]) {
    await expect(section).not.toContainText(spanish);
  }

  // The Spanish page is unchanged.
  await expect(await ask("/propiedad", `${y}-02-14`, `${y}-02-20`)).toHaveText(
    `Las fechas elegidas no están disponibles: ocupado del 10/02/${y} al 16/02/${y}.`,
  );
  await expect(await ask("/propiedad", `${y}-01-05`, `${y}-01-06`)).toHaveText(
    "La estadía mínima en Temporada alta es de 3 noches.",
  );
});
