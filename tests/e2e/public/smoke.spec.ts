import { expect, test } from "../fixtures.ts";

test("the home page shows demo listings with their photos", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "PROPIEDADES DESTACADAS" })).toBeVisible();
  const firstPhoto = page.locator("main img").first();
  await expect(firstPhoto).toBeVisible();
  await expect.poll(() => firstPhoto.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test("healthz answers ok", async ({ request }) => {
  const res = await request.get("/healthz");
  expect(res.status()).toBe(200);
  expect(await res.text()).toBe("ok");
});
