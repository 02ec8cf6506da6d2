// The floating WhatsApp link never sits on a control (issue 31: at 375 px it covered the price range's arrow,
// 'Ordenar' and the calendar's 'Meses siguientes'): each of them, once in view, is what a tap at it reaches.
import type { Locator } from "@playwright/test";
import { expect, type Page, test } from "../fixtures.ts";

test.use({ viewport: { width: 375, height: 812 } });

/** Whether a tap at the point `x` (a fraction of its width) across the control's middle reaches the control. */
function reached(control: Locator, x = 0.5): Promise<boolean> {
  return control.evaluate((el, fx) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width * fx, r.top + r.height / 2);
    return hit !== null && (el === hit || el.contains(hit));
  }, x);
}

/** Clear when it comes into view from below (at the screen's bottom edge, where the link is) and in the middle. */
async function expectClear(control: Locator, x = 0.5) {
  for (const block of ["end", "center"] as const) {
    await control.evaluate((el, b) => el.scrollIntoView({ block: b }), block);
    await expect.poll(() => reached(control, x)).toBe(true);
  }
}

const float = (page: Page) => page.getByRole("link", { name: "Chatear por WhatsApp" });

test("on the home page the price range's arrow and 'Ordenar' stay clear of the link", async ({ page }) => {
  await page.goto("/");
  // The arrow is at the select's right end.
  await expectClear(page.getByLabel("Rango de precio"), 0.93);
  await expectClear(page.getByLabel("Rango de precio"), 0.5);
  await expectClear(page.getByRole("button", { name: "Ordenar" }));
  await expectClear(page.getByRole("button", { name: "Ordenar" }), 0.9);
  // Down the page, every link and button of the footer too.
  for (const link of await page.getByRole("contentinfo").getByRole("link").all()) await expectClear(link);
});

test("on a temporary rental the calendar's links stay clear of the link", async ({ page }) => {
  const html = await (await page.request.get("/tipo/Alquiler%20Temporal")).text();
  const id = /href="\/propiedad\/([0-9a-f]{8})"/.exec(html)?.[1];
  await page.goto(`/propiedad/${id}`);
  await expectClear(page.getByRole("link", { name: "Meses siguientes" }));
  await expectClear(page.getByRole("link", { name: "Meses siguientes" }), 0.95);
  await expectClear(page.getByRole("button", { name: "Consultar disponibilidad" }), 0.9);
});

test("where nothing lies under it, the link shows and opens the chat", async ({ page }) => {
  await page.goto("/sobreNosotros");
  await expect(float(page)).toBeVisible();
  await expect(float(page)).toHaveAttribute("href", /^https:\/\/wa\.me\//);
  expect(await reached(float(page))).toBe(true);
});
