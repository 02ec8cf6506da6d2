// Issue 31 item 8: a delete from the table says 'Propiedad enviada a la papelera' in a live region, with
// 'Deshacer' one Tab away; Enter on it takes the listing back out of 'Papelera' and the row returns.
import { createProperty, demoInput } from "../../support/fixtures.ts";
import { expect, test } from "../fixtures.ts";

test("delete → 'Propiedad enviada a la papelera' → 'Deshacer' with the keyboard → the listing is back", async ({
  page,
  login,
  e2eAuth,
}) => {
  await login({ name: "Deshacer E2E" });
  const name = `Casa Deshacer ${Date.now()}`;
  const id = await createProperty(e2eAuth.db.kysely, demoInput({ name }));
  const deletedAt = async () =>
    (await e2eAuth.db.kysely.selectFrom("properties").select("deleted_at").where("id", "=", id).executeTakeFirst())
      ?.deleted_at;

  await page.goto(`/dashboard/propiedades/ver?buscar=${encodeURIComponent(name)}`);
  await page.getByRole("button", { name: `Eliminar ${name}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Confirmar" }).click();
  await expect(page.getByRole("link", { name: `Editar ${name}` })).toHaveCount(0);
  const live = page.locator("[aria-live=polite]").filter({ hasText: "Propiedad enviada a la papelera" });
  await expect(live).toBeVisible();
  expect(await deletedAt()).not.toBeNull();

  // The focus is on the screen's heading after the delete: the next Tab is 'Deshacer'.
  await expect(page.getByRole("heading", { level: 1, name: "Propiedades" })).toBeFocused();
  await page.keyboard.press("Tab");
  const undo = live.getByRole("button", { name: "Deshacer" });
  await expect(undo).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("[aria-live=polite]")).toContainText("Propiedad restaurada.");
  await expect(page.getByRole("link", { name: `Editar ${name}` })).toBeVisible();
  expect(await deletedAt()).toBeNull();

  // Leave the catalogue as it was for other specs.
  await page.getByRole("button", { name: `Eliminar ${name}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Confirmar" }).click();
  await expect(page.getByRole("link", { name: `Editar ${name}` })).toHaveCount(0);
});
