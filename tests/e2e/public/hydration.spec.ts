// Public pages paint first and load their JavaScript after (docs/decisions/046): at the page's load event, at the
// visitor's first interaction, or after 4 s, whichever comes first.
import { PARKED_TYPE } from "../../../app/runtime/http/deferred-hydration.server.ts";
import { expect, test, waitForHydration } from "../fixtures.ts";

const PARKED = `script[type="${PARKED_TYPE}"]`;

test("a public page sends no module preloads and fetches its scripts only after it has loaded", async ({
  page,
  request,
}) => {
  const html = await (await request.get("/tipo/Venta")).text();
  expect(html).not.toContain('<link rel="modulepreload"');
  expect(html).toContain(`type="${PARKED_TYPE}"`);

  await page.goto("/tipo/Venta");
  const timing = await page.evaluate(() => {
    const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    const scripts = performance.getEntriesByType("resource").filter((r) => new URL(r.name).pathname.endsWith(".js"));
    return { loadEventStart: nav.loadEventStart, scriptStarts: scripts.map((s) => s.startTime) };
  });
  expect(timing.scriptStarts.length).toBeGreaterThan(0);
  for (const start of timing.scriptStarts) expect(start).toBeGreaterThanOrEqual(timing.loadEventStart);
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
});

test("staff screens are not deferred: the login page keeps its module preloads", async ({ request }) => {
  const html = await (await request.get("/login")).text();
  expect(html).toContain('<link rel="modulepreload"');
  expect(html).not.toContain(PARKED_TYPE);
});

test.describe("while a photo keeps the page from loading", () => {
  test.beforeEach(async ({ page }) => {
    // Hold every photo: the load event never fires, as on a slow network before the first photo arrives.
    await page.route("**/media/**", () => {});
  });

  test("the first key press starts hydration at once", async ({ page }) => {
    await page.goto("/tipo/Venta", { waitUntil: "domcontentloaded" });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.locator(PARKED).count()).toBe(1);
    await page.keyboard.press("Tab");
    // The loader swaps the parked script for a real one inside the event, before press() returns.
    expect(await page.locator(PARKED).count()).toBe(0);
    await waitForHydration(page);
  });

  test("what a visitor typed into the enquiry form before hydration is kept and enables the button", async ({
    page,
  }) => {
    await page.goto(`/propiedad/${await firstListingId(page)}`, { waitUntil: "domcontentloaded" });
    // Typed while the JavaScript was still on its way (no events reach React: it is not there yet).
    await page.evaluate(() => {
      const typed = { name: "Ana", email: "ana@example.com", phone: "351 555 1234", message: "Hola" };
      for (const [name, value] of Object.entries(typed))
        (document.querySelector(`[name=${name}]`) as HTMLInputElement).value = value;
    });
    await page.keyboard.press("Tab");
    await waitForHydration(page);
    await expect(page.getByLabel("Nombre")).toHaveValue("Ana");
    await expect(page.getByRole("button", { name: "Enviar consulta por WhatsApp" })).toBeEnabled();
  });

  test("without any interaction the page hydrates after a few seconds", async ({ page }) => {
    await page.goto(`/propiedad/${await firstListingId(page)}`, { waitUntil: "domcontentloaded" });
    await expect(page.locator("html[data-hydrated]")).toBeAttached({ timeout: 15_000 });
  });
});

async function firstListingId(page: import("@playwright/test").Page): Promise<string> {
  const html = await (await page.request.get("/tipo/Venta")).text();
  const m = /href="\/propiedad\/([0-9a-f]{8})"/.exec(html);
  if (!m) throw new Error("no listing link on /tipo/Venta");
  return m[1];
}
