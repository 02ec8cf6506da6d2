// An agency logo uploaded in 'Configuración' shows in the public header, and the public pages still hydrate whole:
// no hydration mismatch (React's #418), the contact block, the footer and the floating WhatsApp link stay (issue 31).
import { makePng } from "../../support/images.ts";
import { expect, type Page, test } from "../fixtures.ts";

async function saveLogo(page: Page, change: (page: Page) => Promise<void>) {
  await page.goto("/dashboard/configuracion");
  await expect(page.locator("form[novalidate]")).toBeAttached();
  await change(page);
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByRole("status")).toHaveText("Configuración guardada.");
}

test.afterEach(async ({ page, login }) => {
  // The other specs run without a logo: take it away again, whatever happened above.
  await login();
  await saveLogo(page, async (p) => {
    const remove = p.getByRole("checkbox", { name: "Quitar la imagen" }).first();
    if (await remove.isVisible()) await remove.check();
  });
});

test("with a logo, every public page hydrates without a mismatch and keeps its contact block and footer", async ({
  page,
  login,
}) => {
  await login();
  await saveLogo(page, async (p) =>
    p.getByLabel("Logo:").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: await makePng(400, 120) }),
  );
  await page.getByRole("button", { name: "Salir" }).first().click();
  await page.waitForURL((url) => url.pathname === "/");

  const listing = /href="\/propiedad\/([0-9a-f]{8})"/.exec(await (await page.request.get("/tipo/Venta")).text())?.[1];
  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  page.on("pageerror", (e) => errors.push(e.message));
  for (const path of ["/", "/tipo/Venta", `/propiedad/${listing}`, "/sobreNosotros", "/en", "/en/favoritos"]) {
    await page.goto(path);
    await expect(page.locator("header").first().getByRole("img")).toBeVisible();
    await expect(page.getByRole("heading", { name: /Contacto|Contact/ })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.getByRole("link", { name: /Chatear por WhatsApp|Chat on WhatsApp/ })).toBeVisible();
    expect(errors, `errores en ${path}`).toEqual([]);
  }
});
