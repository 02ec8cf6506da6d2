// The staff journey through HAProxy in front of two instances on PostgreSQL and an S3 bucket (docs/scale-out.md):
// sign in, create a listing with three photos, reorder them, save, see them in order on the public page, delete
// it — every request balanced round-robin without stickiness, so the steps land on both instances.
import { createStaff } from "../../../app/auth/staff.server.ts";
import { type BalancedSite, startBalancedSite } from "../../support/balanced-site.ts";
import { test as base, expect } from "../fixtures.ts";
import {
  expectPublicOrder,
  fillRequired,
  moveLeftByKeyboard,
  openForm,
  photoNumbers,
  uploadRedGreenBlue,
} from "../photo-form.ts";

const test = base.extend<object, { site: BalancedSite }>({
  site: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures destructure their dependencies.
    async ({}, use) => {
      const site = await startBalancedSite();
      await use(site);
      await site.stop();
    },
    { scope: "worker", timeout: 120_000 },
  ],
  baseURL: async ({ site }, use) => use(site.url),
});

// A failure's report carries what each instance logged at warn or above.
test.afterEach(async ({ site }, info) => {
  if (info.status === info.expectedStatus) return;
  for (const [i, instance] of site.instances.entries()) {
    const problems = instance
      .output()
      .split("\n")
      .filter((l) => /"level":"(warn|error|fatal)"/.test(l));
    await info.attach(`instancia-${i + 1}.log`, { body: problems.join("\n"), contentType: "text/plain" });
    console.log(`instancia ${i + 1}:\n${problems.join("\n")}`);
  }
});

test("create with photos, reorder, save and delete through the balancer", async ({ page, site }) => {
  test.setTimeout(120_000);
  const password = "clave-balanceada";
  const staff = await createStaff(site.auth, {
    email: `balanceo-${Date.now()}@vitrina.test`,
    firstName: "Bruno",
    lastName: "Balanceo",
    password,
  });
  await page.goto("/login");
  await page.getByLabel("Email").fill(staff.email);
  await page.getByLabel("Contraseña").fill(password);
  await page.getByRole("button", { name: "Ingresar" }).click();
  await expect(page).toHaveURL(/\/dashboard/);

  const name = `Casa balanceada ${Date.now()}`;
  await openForm(page, "/dashboard/propiedades/agregar");
  await uploadRedGreenBlue(page);
  const uploaded = await photoNumbers(page, 3);
  await moveLeftByKeyboard(page, "azul.jpg", 2);
  const order = await photoNumbers(page, 3);
  expect(order).toEqual([uploaded[2], uploaded[0], uploaded[1]]);
  await fillRequired(page, name);
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page).toHaveURL(/\/dashboard\/propiedades\/ver$/);
  await expect(page.getByRole("status").filter({ hasText: "Propiedad guardada con éxito." })).toBeVisible();

  const href = await page.getByRole("link", { name: `Editar ${name}` }).getAttribute("href");
  const id = href!.split("/").pop()!;
  await expectPublicOrder(page, id, order);
  // Every photo of the page loaded, whichever instance served it from the bucket.
  const images = page.locator(`img[src^="/media/${id}/"]`);
  await expect(images.first()).toHaveJSProperty("complete", true);
  expect(await images.first().evaluate((img: HTMLImageElement) => img.naturalWidth > 0)).toBe(true);

  // Spaces as `+`, as the page's own search form writes them: `%20` makes the server's and the browser's form
  // action differ (a hydration warning of the listings table, not of this feature).
  await page.goto(`/dashboard/propiedades/ver?${new URLSearchParams({ buscar: name })}`);
  await page.getByRole("button", { name: `Eliminar ${name}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Confirmar" }).click();
  await expect(page.getByText("No hay datos disponibles")).toBeVisible();
  // Deleted means moved to the trash (decision 141): gone from the public site at once, kept until it is purged.
  const row = await site.db.kysely
    .selectFrom("properties")
    .select("deleted_at")
    .where("id", "=", id)
    .executeTakeFirst();
  expect(row?.deleted_at).toBeTruthy();
  expect((await page.request.get(`/propiedad/${id}`)).status()).toBe(404);

  // Both instances served part of the journey (no stickiness).
  for (const instance of site.instances) expect(instance.output()).toMatch(/"path":"\/dashboard/);
});
