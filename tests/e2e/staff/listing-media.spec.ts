// 'Video' and 'Tour virtual' (issue 34): checked in the form in Spanish, and on the detail page the video host gets
// no request before the visitor clicks the player; the tour opens in a new tab.
import { expect, test } from "../fixtures.ts";
import { fillRequired } from "../photo-form.ts";

test.beforeEach(async ({ login }) => {
  await login({ name: "Video E2E" });
});

const toVideoHost = (url: string) => /youtube|vimeo|ytimg|googlevideo/.test(new URL(url).hostname);

test("a listing's video loads only on a click, and its tour opens in a new tab", async ({
  page,
  e2eAuth,
  externalRequests,
}) => {
  const name = `Casa con video ${Date.now()}`;
  await page.goto("/dashboard/propiedades/agregar");
  await expect(page.locator("form[novalidate]")).toBeAttached();
  await fillRequired(page, name);
  await page.getByLabel("Video (opcional)").fill("https://example.com/video");
  await page.getByLabel("Tour virtual (opcional)").fill("https://example.com/tour");
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("Pegá un enlace de YouTube o Vimeo.")).toBeVisible();
  await expect(page.getByText("Pegá un enlace de Matterport, Kuula o Google Street View.")).toBeVisible();
  await page.getByLabel("Video (opcional)").fill("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
  await page.getByLabel("Tour virtual (opcional)").fill("https://my.matterport.com/show/?m=SxQL3iGyoDo");
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Propiedad guardada con éxito." })).toBeVisible();
  const row = await e2eAuth.db.kysely
    .selectFrom("properties")
    .select(["id", "version"])
    .where("name", "=", name)
    .executeTakeFirstOrThrow();

  await page.goto(`/propiedad/${row.id}`);
  const player = page.getByRole("link", { name: /Ver el video/ });
  await expect(player).toBeVisible();
  await expect(page.locator("iframe[src*='youtube']")).toHaveCount(0);
  expect(externalRequests.filter((r) => toVideoHost(r.url))).toEqual([]);

  const tour = page.getByRole("link", { name: /Abrir el tour virtual/ });
  await expect(tour).toHaveAttribute("href", "https://my.matterport.com/show/?m=SxQL3iGyoDo");
  await expect(tour).toHaveAttribute("target", "_blank");
  await expect(tour).toHaveAttribute("rel", /noopener/);

  await player.click();
  const frame = page.locator("iframe[src^='https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ']");
  await expect(frame).toBeAttached();
  await expect
    .poll(() => externalRequests.filter((r) => toVideoHost(r.url)).map((r) => new URL(r.url).host))
    .toEqual(["www.youtube-nocookie.com"]);

  // Leave the catalogue as the seed made it, for the public site's tests.
  const res = await page.request.post(`/dashboard/propiedades/${row.id}/eliminar`, { form: { version: row.version } });
  expect(res.status()).toBe(200);
});
