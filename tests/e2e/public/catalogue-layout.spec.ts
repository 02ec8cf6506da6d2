// The public layout around the catalogue: header (solid after scrolling, mobile menu), contact block, floating
// WhatsApp link, scroll to top, about page, accessibility, SEO files, first-party page-view analytics.
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "../fixtures.ts";
import { ALL } from "../catalogue-data.ts";

const header = (page: import("@playwright/test").Page) => page.locator("header").first();

test("the home header is clear over the hero, solid after 50px of scrolling; other pages start solid", async ({
  page,
}) => {
  await page.goto("/");
  await expect(header(page)).toHaveAttribute("data-solid", "false");
  await page.evaluate(() => window.scrollTo(0, 40));
  await expect(header(page)).toHaveAttribute("data-solid", "false");
  await page.evaluate(() => window.scrollTo(0, 120));
  await expect(header(page)).toHaveAttribute("data-solid", "true");
  await expect(header(page)).toHaveCSS("background-color", "rgb(255, 255, 255)");
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header(page)).toHaveAttribute("data-solid", "false");
  await page.goto("/sobreNosotros");
  await expect(header(page)).toHaveAttribute("data-solid", "true");
});

test.describe("on a 375px phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test("the mobile menu opens, navigates and closes; nothing scrolls sideways", async ({ page }) => {
    await page.goto("/");
    const menu = page.getByRole("navigation", { name: "Menú" });
    await expect(menu).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Principal" })).toBeHidden();
    await page.getByRole("button", { name: "Abrir menú" }).click();
    await expect(menu).toBeVisible();
    for (const label of ["Home", "Ventas", "Alquileres", "Temporales", "Nosotros"]) {
      await expect(menu.getByRole("link", { name: label })).toBeVisible();
    }
    await menu.getByRole("link", { name: "Temporales" }).click();
    await expect(page).toHaveURL(/\/tipo\/Alquiler%20Temporal$/);
    await expect(page.getByRole("heading", { name: "Alquileres temporarios" })).toBeVisible();
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: "Abrir menú" }).click();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    for (const url of ["/", "/tipo/Venta", "/sobreNosotros"]) {
      await page.goto(url);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    }
  });

  test("searching scrolls the listing to the very top of the window", async ({ page }) => {
    await page.goto("/");
    await page.getByLabel("Tipo de propiedad").selectOption("Casa");
    await page.getByRole("button", { name: "Buscar" }).click();
    await expect(page).toHaveURL(/tipo=Casa/);
    await expect
      .poll(() => page.locator("#propiedades").evaluate((el) => Math.abs(el.getBoundingClientRect().top)))
      .toBeLessThanOrEqual(2);
  });
});

test("every public page ends with the contact block and the WhatsApp link; the map loads in view", async ({
  page,
  externalRequests,
}) => {
  await page.goto("/");
  const contact = page.locator("#contacto");
  await expect(contact.getByText("Negocios Inmobiliarios")).toBeVisible();
  await expect(contact.getByText("Av. San Martín 1250, Villa General Belgrano, Córdoba")).toBeVisible();
  await expect(contact.getByRole("link", { name: /03546 46-1234/ })).toHaveAttribute("href", "tel:03546461234");
  await expect(contact.getByRole("link", { name: /contacto@inmobiliariasierras\.com\.ar/ })).toHaveAttribute(
    "href",
    "mailto:contacto@inmobiliariasierras.com.ar",
  );
  await expect(contact.getByRole("link", { name: "Seguinos en Instagram" })).toHaveAttribute(
    "href",
    "https://www.instagram.com/inmobiliariasierras",
  );
  const chat = contact.getByRole("link", { name: "Escribinos por WhatsApp" });
  const href = new URL((await chat.getAttribute("href"))!);
  expect(href.origin + href.pathname).toBe("https://wa.me/5493546461234");
  expect(href.searchParams.get("text")).toMatch(/^¡Hola Inmobiliaria Sierras!/);
  await expect(page.getByRole("link", { name: "Chatear por WhatsApp" })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/5493546461234\?text=/,
  );

  // Nothing is requested from other hosts until the map scrolls into view.
  expect(externalRequests).toEqual([]);
  await contact.scrollIntoViewIfNeeded();
  await expect(contact.locator("iframe")).toHaveAttribute("src", /google\.com\/maps/);
  await expect.poll(() => externalRequests.map((r) => r.url).join(" ")).toContain("google.com/maps");

  for (const url of ["/tipo/Venta", "/sobreNosotros"]) {
    await page.goto(url);
    await expect(page.locator("#contacto").getByText("Negocios Inmobiliarios")).toBeVisible();
    await expect(page.getByRole("link", { name: "Chatear por WhatsApp" })).toBeVisible();
  }
});

test("route changes scroll to the top", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole("navigation", { name: "Pie de página" }).getByRole("link", { name: "Nosotros" }).click();
  await expect(page.getByRole("heading", { name: "Sobre nosotros" })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("the about page has the agency's text and its seven services", async ({ page }) => {
  await page.goto("/sobreNosotros");
  await expect(page.getByRole("heading", { level: 1, name: "Sobre nosotros" })).toBeVisible();
  const services = page.getByRole("heading", { level: 3 });
  await expect(services).toHaveText([
    "Asesoramiento personalizado",
    "Inversión en emprendimientos",
    "Tu primera vivienda",
    "Compra de terrenos",
    "Venta y alquiler",
    "Desarrollos inmobiliarios",
    "Traenos tu idea",
  ]);
});

for (const url of ["/", "/tipo/Venta", "/sobreNosotros"]) {
  test(`axe finds no accessibility violations on ${url}`, async ({ page }) => {
    await page.goto(url);
    await expect(page.locator("main")).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
}

test("pages have Spanish language, their own title, description and canonical URL", async ({ page, baseURL }) => {
  const pages: Array<[string, RegExp, string]> = [
    ["/", /Inmobiliaria Sierras/, "/"],
    ["/tipo/Venta", /Propiedades en venta/, "/tipo/Venta"],
    ["/tipo/Alquiler%20Temporal?mostrar=12", /Alquileres temporarios/, "/tipo/Alquiler%20Temporal"],
    ["/sobreNosotros", /Sobre nosotros/, "/sobreNosotros"],
  ];
  for (const [url, title, canonical] of pages) {
    await page.goto(url);
    await expect(page.locator("html")).toHaveAttribute("lang", "es-AR");
    await expect(page).toHaveTitle(title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}${canonical}`);
  }
});

test("sitemap.xml lists every listing and robots.txt points to it", async ({ request, baseURL }) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()["content-type"]).toContain("xml");
  const xml = await sitemap.text();
  for (const l of ALL) expect(xml).toContain(`<loc>${baseURL}/propiedad/${l.id}</loc>`);
  expect(xml).toContain(`<loc>${baseURL}/sobreNosotros</loc>`);
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(robots).toContain("Disallow: /dashboard");
});

function events(
  where: string,
  value: string,
): Array<{ kind: string; path: string; referrer: string | null; property_id: string | null }> {
  const db = new DatabaseSync(path.join(process.env.VITRINA_E2E_DATA_DIR!, "vitrina.sqlite"), { readOnly: true });
  try {
    return db
      .prepare(`SELECT kind, path, referrer, property_id FROM events WHERE ${where} = ? ORDER BY id`)
      .all(value) as never;
  } finally {
    db.close();
  }
}

test("page views are recorded first-party on load and on client-side route changes, with no cookie", async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto("/");
  // The first page-view beacon names the visit; its code loads after hydration (docs/decisions/150), so wait for it.
  const visitId = () => page.evaluate(() => sessionStorage.getItem("vitrina-visita"));
  await expect.poll(visitId).toMatch(/^[0-9a-f]{32}$/);
  const visit = await visitId();
  await expect.poll(() => events("visit_id", visit!).map((e) => e.path)).toEqual(["/"]);
  await page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Ventas" }).click();
  await expect(page).toHaveURL(/\/tipo\/Venta$/);
  await expect.poll(() => events("visit_id", visit!).map((e) => e.path)).toEqual(["/", "/tipo/Venta"]);
  const [, second] = events("visit_id", visit!);
  expect(second.kind).toBe("page_view");
  expect(second.referrer).toBe(`${baseURL}/`);
  expect(await context.cookies()).toEqual([]);
});

test("the events endpoint refuses garbage (400), bots and other origins, storing none of them", async ({
  request,
  baseURL,
}) => {
  // A page the site has, made unique by its query: only the site's own paths are stored (issue 32, item 5).
  const marker = `/sobreNosotros?prueba=${Date.now()}`;
  const post = (data: string, headers: Record<string, string> = {}) =>
    request.post("/api/events", {
      data,
      headers: { Origin: baseURL!, "Content-Type": "application/json", ...headers },
    });

  for (const body of [
    "basura",
    "{}",
    JSON.stringify({ path: "no-slash", visit: "abcdefgh1" }),
    JSON.stringify({ visit: "abcdefgh1" }),
    JSON.stringify({ path: marker, visit: "x" }),
    JSON.stringify({ path: marker, visit: "abcdefgh1", referrer: "javascript:alert(1)" }),
    JSON.stringify({ path: `/prueba-${Date.now()}`, visit: "abcdefgh1" }),
    JSON.stringify({ path: "/<script>alert(1)</script>", visit: "abcdefgh1" }),
  ]) {
    expect((await post(body)).status(), body).toBe(400);
  }
  const valid = JSON.stringify({ path: marker, referrer: "", visit: "abcdefgh-1234" });
  expect((await post(valid, { "User-Agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" })).status()).toBe(204);
  expect((await post(valid, { Origin: "https://evil.example" })).status()).toBe(403);
  expect(events("path", marker)).toEqual([]);
  expect((await request.get("/api/events")).status()).toBe(405);

  // And a good one is stored.
  expect((await post(valid)).status()).toBe(204);
  expect(events("path", marker)).toHaveLength(1);
});
