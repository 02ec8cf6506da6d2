// Property detail page in the browser: gallery, viewer, tabs, map, WhatsApp enquiry, previews, 404, axe.
import { DatabaseSync } from "node:sqlite";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import sharp from "sharp";
import { expect, test, type Page } from "../fixtures.ts";

interface Listing {
  id: string;
  name: string;
  type: string;
  state: string;
  locality: string;
  address: string;
  description: string;
  photos: number;
}

/** Reads the e2e server's demo data (read-only) so no test hard-codes an id. */
function query<T>(sql: string, ...params: string[]): T[] {
  const db = new DatabaseSync(path.join(process.env.VITRINA_E2E_DATA_DIR!, "vitrina.sqlite"), { readOnly: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/** The listing with the most photos that is for sale or rent and has a price. */
function richListing(): Listing {
  return query<Listing>(
    `SELECT p.id, p.name, p.type, p.state, p.locality, p.address, p.description,
            (SELECT count(*) FROM property_photos f WHERE f.property_id = p.id) AS photos
       FROM properties p WHERE p.currency IN ('$', 'USD') AND p.state IN ('Venta', 'Alquiler') AND p.maps <> ''
      ORDER BY photos DESC, p.seq LIMIT 1`,
  )[0];
}

const track = (page: Page) => page.getByTestId("gallery-track");
const slideIndex = (page: Page) => track(page).getAttribute("data-index").then(Number);

test("the server sends the listing, its first photo and link previews in the HTML", async ({ request }) => {
  const listing = richListing();
  const res = await request.get(`/propiedad/${listing.id}`);
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain(`<h1 class="text-2xl font-semibold md:text-3xl">${listing.name}</h1>`);
  const imgs = html.match(/<img [^>]*>/g) ?? [];
  const eager = imgs.filter((i) => i.includes('loading="eager"'));
  expect(eager).toHaveLength(1);
  expect(eager[0]).toContain('fetchPriority="high"');
  expect(eager[0]).toMatch(/srcSet="[^"]*-800\.webp 800w/);
  expect(eager[0]).toMatch(/width="\d+" height="\d+"/);

  const meta = (property: string) => new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];
  const base = new URL(res.url()).origin;
  expect(meta("og:url")).toBe(`${base}/propiedad/${listing.id}`);
  expect(html).toContain(`<link rel="canonical" href="${base}/propiedad/${listing.id}"/>`);
  expect(meta("og:title")).toContain(listing.name);
  expect([meta("og:image:width"), meta("og:image:height")]).toEqual(["1200", "630"]);
  const og = await request.get(meta("og:image")!);
  expect(og.headers()["content-type"]).toBe("image/jpeg");
  const size = await sharp(await og.body()).metadata();
  expect([size.format, size.width, size.height]).toEqual(["jpeg", 1200, 630]);

  const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]);
  expect(ld["@type"]).toBe("RealEstateListing");
  expect(ld.offers["@type"]).toBe("Offer");
  expect(["ARS", "USD"]).toContain(ld.offers.priceCurrency);
  expect(typeof ld.offers.price).toBe("number");
  expect(ld.offers.availability).toBe("https://schema.org/InStock");
});

test("the gallery moves on by itself every 5 s and keeps going after a click", async ({ page }) => {
  await page.goto(`/propiedad/${richListing().id}`);
  expect(await slideIndex(page)).toBe(0);
  await expect.poll(() => slideIndex(page), { timeout: 8_000 }).toBe(1);
  await page.getByRole("button", { name: "Foto siguiente" }).click();
  expect(await slideIndex(page)).toBe(2);
  await expect(page.getByRole("button", { name: "Mostrar foto 3" })).toHaveAttribute("aria-current", "true");
  await expect.poll(() => slideIndex(page), { timeout: 8_000 }).toBe(3);
  await expect(page.getByRole("button", { name: "Mostrar foto 4" })).toHaveAttribute("aria-current", "true");
});

test("a touch swipe moves the gallery either way", async ({ page }) => {
  await page.goto(`/propiedad/${richListing().id}`);
  const viewport = track(page).locator("..");
  const box = (await viewport.boundingBox())!;
  const swipe = async (from: number, to: number) => {
    const y = box.y + box.height / 2;
    const init = { pointerType: "touch", isPrimary: true, pointerId: 7, bubbles: true };
    await viewport.dispatchEvent("pointerdown", { ...init, clientX: box.x + from, clientY: y });
    await viewport.dispatchEvent("pointerup", { ...init, clientX: box.x + to, clientY: y + 5 });
  };
  await swipe(300, 100);
  expect(await slideIndex(page)).toBe(1);
  await swipe(100, 300);
  expect(await slideIndex(page)).toBe(0);
  await swipe(100, 120); // too short to be a swipe
  expect(await slideIndex(page)).toBe(0);
});

test("Compartir copies the listing's link where there is no share sheet", async ({ page, context, baseURL }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  const id = richListing().id;
  await page.goto(`/propiedad/${id}`);
  await page.evaluate(() => Object.defineProperty(navigator, "share", { value: undefined }));
  await page.getByRole("button", { name: "Compartir" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Enlace copiado" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/propiedad/${id}`);
});

test("the thumbnail strip shows 4, 5, 6 and 7 photos by viewport width", async ({ page }) => {
  await page.goto(`/propiedad/${richListing().id}`);
  const strip = page.getByTestId("thumbnails");
  for (const [width, expected] of [
    [375, 4],
    [640, 5],
    [768, 6],
    [1024, 7],
  ]) {
    await page.setViewportSize({ width, height: 900 });
    const visible = await strip.evaluate(
      (el) => el.getBoundingClientRect().width / el.querySelector("li")!.getBoundingClientRect().width,
    );
    expect(visible, `at ${width}px`).toBeCloseTo(expected, 1);
  }
  await page.getByRole("button", { name: "Mostrar foto 5" }).click();
  expect(await slideIndex(page)).toBe(4);
  await page.keyboard.press("ArrowLeft");
  expect(await slideIndex(page)).toBe(3);
});

test("a photo opens the full-screen viewer at that photo; arrows move, Tab stays inside, Esc closes", async ({
  page,
}) => {
  const listing = richListing();
  await page.goto(`/propiedad/${listing.id}`);
  await page.getByRole("button", { name: "Foto siguiente" }).click();
  const opener = page.getByRole("button", { name: "Ver foto 2 en pantalla completa" });
  await opener.click();
  const viewer = page.getByRole("dialog", { name: `Fotos de ${listing.name}` });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByText(`Foto 2 de ${listing.photos}`)).toBeVisible();
  await expect(viewer.getByRole("img")).toHaveAttribute("alt", `${listing.name}, foto 2 de ${listing.photos}`);
  await expect(viewer.getByRole("button", { name: "Cerrar" })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(viewer.getByText(`Foto 3 de ${listing.photos}`)).toBeVisible();
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press("Tab");
    expect(await viewer.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await page.getByRole("dialog").getByRole("button", { name: "Cerrar" }).click();
  await expect(page.getByRole("dialog")).toBeHidden();
});

test("tabs work by mouse and keyboard, and the map loads only when Ubicación opens", async ({
  page,
  externalRequests,
}) => {
  await page.goto(`/propiedad/${richListing().id}`);
  const tab = (name: string) => page.getByRole("tab", { name });
  await expect(tab("Descripción")).toHaveAttribute("aria-selected", "true");
  await tab("Características").click();
  await expect(page.getByRole("tabpanel", { name: "Características" })).toContainText("Dormitorios");
  await expect(page.getByRole("tabpanel", { name: "Descripción" })).toBeHidden();

  await expect(page.locator("iframe")).toHaveCount(0);
  expect(externalRequests.filter((r) => r.url.includes("google"))).toEqual([]);
  await tab("Características").focus();
  await page.keyboard.press("ArrowRight");
  await expect(tab("Ubicación")).toBeFocused();
  await expect(tab("Ubicación")).toHaveAttribute("aria-selected", "true");
  const map = page.getByRole("tabpanel", { name: "Ubicación" }).locator("iframe");
  await expect(map).toHaveAttribute("src", /^https:\/\/(www|maps)\.google\.com\/maps/);
  await expect(map).toHaveAttribute("sandbox", /allow-scripts/);
  await expect.poll(() => externalRequests.some((r) => r.url.startsWith("https://www.google.com/maps"))).toBe(true);

  await page.keyboard.press("Home");
  await expect(tab("Descripción")).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await expect(tab("Ubicación")).toHaveAttribute("aria-selected", "true");
});

test("the enquiry opens WhatsApp with the visitor's and the listing's details and counts the lead", async ({
  page,
}) => {
  const listing = richListing();
  await page.goto(`/propiedad/${listing.id}`);
  const send = page.getByRole("button", { name: "Enviar consulta por WhatsApp" });
  await expect(send).toBeDisabled();
  const background = () => send.evaluate((b) => getComputedStyle(b).backgroundColor);
  const grey = await background();
  await page.getByLabel("Nombre").fill("Ana Pérez");
  await page.getByLabel("Email").fill("ana@example.com");
  await page.getByLabel("Teléfono").fill("+54 9 351 555-1234");
  await expect(send).toBeDisabled();
  await page.getByLabel("Mensaje").fill("¿Se puede visitar el sábado?");
  await expect(send).toBeEnabled();
  expect(await background()).not.toBe(grey);
  await page.getByLabel("Mensaje").fill("   ");
  await expect(send).toBeDisabled();
  await page.getByLabel("Mensaje").fill("¿Se puede visitar el sábado?");

  const lead = page.waitForResponse((r) => r.url().endsWith("/api/leads"));
  const popupOpened = page.waitForEvent("popup");
  await send.click();
  const popup = await popupOpened;
  const url = new URL(popup.url());
  expect(url.origin).toBe("https://wa.me");
  expect(url.pathname).toBe("/5493546461234");
  const text = url.searchParams.get("text")!;
  const price = (await page.locator("header p.text-2xl").textContent())!;
  for (const part of [
    "Ana Pérez",
    "ana@example.com",
    "+54 9 351 555-1234",
    "¿Se puede visitar el sábado?",
    listing.name,
    `código ${listing.id}`,
    `Tipo: ${listing.type}`,
    `Dirección: ${listing.address}, ${listing.locality}`,
    `Precio: ${price}`,
    `${new URL(page.url()).origin}/propiedad/${listing.id}`,
  ]) {
    expect(text).toContain(part);
  }
  expect(text).toContain(`Descripción: ${listing.description.slice(0, 40)}`);
  expect(text).not.toMatch(/[<>]/);
  expect(text.split("\n").length).toBeGreaterThan(8);

  expect((await lead).status()).toBe(204);
  const events = query<{ visit_id: string | null }>(
    "SELECT visit_id FROM events WHERE kind = 'enquiry' AND property_id = ?",
    listing.id,
  );
  expect(events.length).toBeGreaterThanOrEqual(1);
  expect(events.at(-1)!.visit_id).toMatch(/^[0-9a-f]{32}$/);
  await expect(page.getByRole("link", { name: "Abrir WhatsApp" })).toHaveAttribute("href", popup.url());
});

test("the leads endpoint refuses other sites and bad input, and tells nothing about unknown ids", async ({
  request,
  baseURL,
}) => {
  const id = richListing().id;
  const post = (data: unknown, origin = baseURL!) => request.post("/api/leads", { data, headers: { Origin: origin } });
  expect((await post({ propertyId: id }, "https://evil.example")).status()).toBe(403);
  expect((await post({ propertyId: "../etc" })).status()).toBe(400);
  // Answered like a public listing, counted for none (issue 32, item 5).
  expect((await post({ propertyId: "ffffffff" })).status()).toBe(204);
  expect((await post({ propertyId: id, visitId: "e2e-visit-0001" })).status()).toBe(204);
});

test("a client-side navigation to a listing shows 'Cargando Propiedad' until it arrives", async ({ page }) => {
  await page.goto(`/propiedad/${richListing().id}`);
  const similar = page.getByRole("region", { name: "Propiedades similares" }).getByRole("link").first();
  const name = (await similar.textContent())!.trim(); // the card's link text is the listing's name
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/propiedad\/[0-9a-f]{8}\.data/, async (route) => {
    await held;
    await route.continue();
  });
  await similar.click();
  await expect(page.getByRole("status").filter({ hasText: "Cargando Propiedad" })).toBeVisible();
  release();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("Cargando Propiedad")).toBeHidden();
});

test("the detail page has no axe-core violations", async ({ page }) => {
  await page.goto(`/propiedad/${richListing().id}`);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([]);
});

test.describe("unknown listings", () => {
  test.use({ allowConsoleErrors: true }); // the browser logs the 404 document response

  for (const id of ["ffffffff", "no-existe"]) {
    test(`/propiedad/${id} answers a Spanish 404 with a way back`, async ({ page }) => {
      const res = await page.goto(`/propiedad/${id}`);
      expect(res!.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Propiedad no encontrada" })).toBeVisible();
      await expect(page).toHaveTitle("Propiedad no encontrada");
      await page.getByRole("link", { name: "Volver al inicio" }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  }
});
