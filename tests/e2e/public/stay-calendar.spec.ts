// A demo temporary rental works out of the box (issue 31): it has seasons and occupied nights; picking the arrival
// keeps the months where they are, the nights up to the departure are tinted, the stay is quoted, and the
// calendar's texts pass WCAG AA contrast.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures.ts";

async function firstTemporaryRental(page: Page): Promise<string> {
  const html = await (await page.request.get("/tipo/Alquiler%20Temporal")).text();
  const id = /href="\/propiedad\/([0-9a-f]{8})"/.exec(html)?.[1];
  if (!id) throw new Error("no temporary rental on /tipo/Alquiler Temporal");
  return id;
}

/** In the second month shown: a free day with the next three days free too (arrival, departure three nights on). */
async function freeRunInSecondMonth(page: Page): Promise<{ arrival: string; departure: string }> {
  return page
    .locator("#disponibilidad table")
    .nth(1)
    .evaluate((table) => {
      const free = new Set(
        Array.from(table.querySelectorAll("a[aria-label]"), (a) => Number(a.textContent)).filter((n) => n > 0),
      );
      const day = [...free].find((n) => [1, 2, 3].every((k) => free.has(n + k)));
      if (day === undefined) throw new Error("no run of four free days");
      return { arrival: String(day), departure: String(day + 3) };
    });
}

test("picking arrival and departure keeps the months, tints the nights between and quotes the stay", async ({
  page,
}) => {
  await page.goto(`/propiedad/${await firstTemporaryRental(page)}`);
  const calendar = page.locator("#disponibilidad");
  await expect(calendar.getByText("ocupado", { exact: true }).first()).toBeVisible();
  const months = await calendar.locator("caption").allTextContents();
  const { arrival, departure } = await freeRunInSecondMonth(page);
  const second = calendar.locator("table").nth(1);

  await second.getByRole("link", { name: new RegExp(`^${arrival} de .*elegir como llegada$`) }).click();
  await expect(page).toHaveURL(/llegada=/);
  expect(await calendar.locator("caption").allTextContents()).toEqual(months);

  await second.getByRole("link", { name: new RegExp(`^${departure} de .*elegir como salida$`) }).click();
  await expect(page).toHaveURL(/salida=/);
  expect(await calendar.locator("caption").allTextContents()).toEqual(months);
  await expect(page.getByTestId("stay-answer")).toHaveText(/^Disponible\. Llegada .*: 3 noches, total \$ [\d.]+\.$/);

  // The two nights between arrival and departure are tinted; the day after the departure is not.
  const background = (day: number) =>
    second.getByRole("link", { name: new RegExp(`^${day} de `) }).evaluate((a) => getComputedStyle(a).backgroundColor);
  const plain = await background(Number(departure) + 1).catch(() => "rgba(0, 0, 0, 0)");
  for (const day of [Number(arrival) + 1, Number(arrival) + 2]) expect(await background(day)).not.toBe(plain);
});

test("the calendar's texts pass WCAG AA contrast", async ({ page }) => {
  await page.goto(`/propiedad/${await firstTemporaryRental(page)}`);
  await expect(page.locator("#disponibilidad").getByText("ocupado", { exact: true }).first()).toBeVisible();
  const { violations } = await new AxeBuilder({ page })
    .include("#disponibilidad")
    .withRules(["color-contrast"])
    .analyze();
  expect(violations.flatMap((v) => v.nodes.map((n) => n.html))).toEqual([]);
});
