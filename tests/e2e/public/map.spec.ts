// /mapa (issue #18): the results as a list without JavaScript and as pins with it, tiles from MAP_TILES_URL (a local
// stub here), filters as on the home page, and an approximate listing's point never sent (decisions 161–163).
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "../fixtures.ts";
import { ALL, OPEN } from "../catalogue-data.ts";

const TILES = `http://127.0.0.1:${process.env.VITRINA_E2E_TILES_PORT}`;
const located = (list: typeof ALL) => list.filter((l) => l.location?.point);
const APPROXIMATE = ALL.find((l) => l.location?.approximate)!;

/** Lets tile requests reach the stub server (the fixture answers other hosts itself). */
async function useTileStub(page: Page) {
  await page.route(`${TILES}/**`, (route) => route.continue());
}
const tileRequests = async (page: Page): Promise<string[]> => (await page.request.get(`${TILES}/pedidos`)).json();

/** Pins shown one by one plus the listings each cluster says it holds. */
async function listingsOnMap(page: Page): Promise<number> {
  return page.evaluate(() => {
    const pins = document.querySelectorAll(".leaflet-marker-icon.vitrina-pin").length;
    const clustered = [...document.querySelectorAll(".marker-cluster span")].reduce(
      (sum, s) => sum + Number(s.textContent),
      0,
    );
    return pins + clustered;
  });
}

test("the map shows one pin or cluster per result, loads tiles from MAP_TILES_URL and keeps a filter", async ({
  page,
}) => {
  await useTileStub(page);
  const before = (await tileRequests(page)).length;
  await page.goto("/mapa");
  await expect(page.getByRole("heading", { level: 1, name: "Mapa de propiedades" })).toBeVisible();
  await expect(page.locator("[data-map-state=ready]")).toBeVisible();
  const expected = located(OPEN).length;
  await expect(page.locator("[data-map-result]")).toHaveCount(expected);
  await expect.poll(() => listingsOnMap(page)).toBe(expected);
  await expect.poll(async () => (await tileRequests(page)).length).toBeGreaterThan(before);
  expect((await tileRequests(page)).slice(before).every((p) => /^\/\d+\/\d+\/\d+\.png$/.test(p))).toBe(true);

  const filtered = located(OPEN).filter((l) => l.locality === "Santa Rosa");
  expect(filtered.length).toBeGreaterThan(0);
  await page.goto("/mapa?localidad=Santa+Rosa");
  await expect(page.locator("[data-map-state=ready]")).toBeVisible();
  await expect(page.locator("[data-map-result]")).toHaveCount(filtered.length);
  await expect.poll(() => listingsOnMap(page)).toBe(filtered.length);
  // The filter in effect can be dropped from the map itself.
  await expect(page.getByRole("link", { name: "Quitar «Santa Rosa»" })).toHaveAttribute("href", "/mapa");
  // A pin opens a small card that links to the listing.
  while ((await page.locator(".vitrina-pin").count()) === 0) await page.locator(".marker-cluster").first().click();
  await page.locator(".vitrina-pin").first().click();
  const card = page.locator(".leaflet-popup .vitrina-map-card");
  await expect(card).toContainText("Ver propiedad");
  const href = await card.getAttribute("href");
  expect(filtered.map((l) => `/propiedad/${l.id}`)).toContain(href);
});

test("'Ver en el mapa' on the home page and /tipo keeps the search", async ({ page }) => {
  await useTileStub(page);
  await page.goto("/?localidad=Santa+Rosa");
  await page.getByRole("link", { name: "Ver en el mapa" }).click();
  await expect(page).toHaveURL(/\/mapa\?localidad=Santa\+Rosa$/);
  await page.goto("/tipo/Vendido");
  await page.getByRole("link", { name: "Ver en el mapa" }).click();
  await expect(page).toHaveURL(/\/mapa\?estado=Vendido$/);
  await expect(page.locator("[data-map-result]")).toHaveCount(located(ALL.filter((l) => l.state === "Vendido")).length);
});

test("the home's filter bar on /mapa refines the map: the pins follow, in Spanish and English", async ({ page }) => {
  await useTileStub(page);
  await page.goto("/mapa");
  await expect(page.locator("[data-map-state=ready]")).toBeVisible();
  const form = page.getByRole("search", { name: "Buscar propiedades" });
  await form.getByLabel("Localidad").selectOption("Santa Rosa");
  await form.getByRole("button", { name: "Buscar" }).click();
  await expect(page).toHaveURL(/\/mapa\?(.*&)?localidad=Santa\+Rosa/);
  const inSantaRosa = located(OPEN).filter((l) => l.locality === "Santa Rosa");
  await expect(page.locator("[data-map-state=ready]")).toBeVisible();
  await expect(page.locator("[data-map-result]")).toHaveCount(inSantaRosa.length);
  await expect.poll(() => listingsOnMap(page)).toBe(inSantaRosa.length);
  // The form shows the search in effect; one more filter narrows the pins again.
  await expect(form.getByLabel("Localidad")).toHaveValue("Santa Rosa");
  const forSale = inSantaRosa.filter((l) => l.state === "Venta");
  expect(forSale.length).toBeGreaterThan(0);
  expect(forSale.length).toBeLessThan(inSantaRosa.length);
  await form.getByLabel("Estado").selectOption("Venta");
  await form.getByRole("button", { name: "Buscar" }).click();
  await expect(page).toHaveURL(/estado=Venta/);
  await expect(page.locator("[data-map-state=ready]")).toBeVisible();
  await expect(page.locator("[data-map-result]")).toHaveCount(forSale.length);
  await expect.poll(() => listingsOnMap(page)).toBe(forSale.length);

  // The same bar in English, searching the English map.
  await page.goto("/en/mapa");
  const english = page.getByRole("search", { name: "Search properties" });
  await english.getByLabel("Town").selectOption("Santa Rosa");
  await english.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/en\/mapa\?(.*&)?localidad=Santa\+Rosa/);
  await expect(page.locator("[data-map-state=ready]")).toBeVisible();
  await expect(page.locator("[data-map-result]")).toHaveCount(inSantaRosa.length);
  await expect.poll(() => listingsOnMap(page)).toBe(inSantaRosa.length);
});

test("without JavaScript, /mapa's filter bar still searches the map", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/mapa");
  await page.getByLabel("Localidad").selectOption("Santa Rosa");
  await page.getByText("Más filtros").click();
  await page.getByLabel("Dormitorios").selectOption("2");
  await page.getByRole("button", { name: "Buscar" }).click();
  await expect(page).toHaveURL(/localidad=Santa\+Rosa.*dormitorios=2/);
  const expected = located(OPEN).filter(
    (l) => l.locality === "Santa Rosa" && Number(l.characteristics.dormitorios ?? 0) >= 2,
  );
  expect(expected.length).toBeGreaterThan(0);
  expect(expected.length).toBeLessThan(located(OPEN).filter((l) => l.locality === "Santa Rosa").length);
  await expect(page.locator("[data-map-result]")).toHaveCount(expected.length);
  await context.close();
});

test("an approximate listing's point is in no page, no data response and no detail page", async ({ page, request }) => {
  expect(APPROXIMATE).toBeDefined();
  const { lat, lng } = APPROXIMATE.location!.point!;
  const secrets = [String(lat), String(lng)];
  for (const url of ["/mapa", "/mapa.data", `/propiedad/${APPROXIMATE.id}`, `/propiedad/${APPROXIMATE.id}.data`]) {
    const res = await request.get(url);
    expect(res.status(), url).toBe(200);
    const body = await res.text();
    // The listing is there (its id), its point is not.
    expect(body, url).toContain(APPROXIMATE.id);
    for (const s of secrets) expect(body, `${url} has ${s}`).not.toContain(s);
  }
  const list = await (await request.get("/mapa")).text();
  expect(list).toContain(`/propiedad/${APPROXIMATE.id}`);
  await useTileStub(page);
  await page.goto(`/propiedad/${APPROXIMATE.id}`);
  await page.getByRole("tab", { name: "Ubicación" }).click();
  await expect(page.getByText("Ubicación aproximada")).toBeVisible();
});

test("without JavaScript, /mapa lists the results as links", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/mapa");
  await expect(page.locator("[data-map-result]")).toHaveCount(located(OPEN).length);
  await expect(page.locator(".leaflet-container")).toHaveCount(0);
  await context.close();
});

test("axe finds no accessibility violations on /mapa", async ({ page }) => {
  await useTileStub(page);
  await page.goto("/mapa");
  await expect(page.locator("[data-map-state=ready]")).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
});

test.describe("on a 375px phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test("/mapa does not scroll sideways", async ({ page }) => {
    await useTileStub(page);
    await page.goto("/mapa");
    await expect(page.locator("[data-map-state=ready]")).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
