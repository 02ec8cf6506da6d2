// Activity history (issue #17): a price edit shows on the listing's history with old and new values and who did
// it, and on 'Actividad' filtered by that listing; no request can change the history.
import { createProperty, demoInput } from "../../support/fixtures.ts";
import { expect, test } from "../fixtures.ts";

test("a price edit is recorded with old → new and who; the history takes no writes", async ({
  page,
  login,
  e2eAuth,
}) => {
  await login({ name: "Historial E2E" });
  const name = `Casa Historial ${Date.now()}`;
  const id = await createProperty(
    e2eAuth.db.kysely,
    demoInput({ name, locality: "Centro", price: 120000, currency: "USD", maps: "https://maps.google.com/?q=Centro" }),
  );
  await page.goto(`/dashboard/propiedades/editar/${id}`);
  await expect(page.locator("form[novalidate]")).toBeAttached();
  await page.getByLabel("Precio").fill("135.000");
  await page.getByRole("button", { name: "Guardar", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/propiedades\/ver$/);

  await page.goto(`/dashboard/propiedades/editar/${id}`);
  const history = page.getByRole("region", { name: "Historial" });
  await expect(history).toContainText("Historial E2E");
  await expect(history).toContainText("Editó");
  await expect(history.getByRole("listitem").filter({ hasText: /^Precio:/ })).toHaveText(
    "Precio: USD 120.000 → USD 135.000",
  );

  await page.goto(`/dashboard/actividad?propiedad=${id}`);
  await expect(page.getByRole("list", { name: "Actividad" })).toContainText("Precio: USD 120.000 → USD 135.000");

  // What a forged write would leave: other specs record activity at the same time, so count only its traces.
  const count = async () =>
    (await e2eAuth.db.kysely.selectFrom("activity").select("id").where("actor_name", "=", "Otro").execute()).length;
  const before = await count();
  for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
    const res = await page.request.fetch("/dashboard/actividad", { method, form: { id: "1", actor_name: "Otro" } });
    expect(res.status(), method).toBe(405);
  }
  expect(await count()).toBe(before);
});
