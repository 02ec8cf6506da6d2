// 'Descargar ficha' on the detail page: a plain link (works without JavaScript) to a PDF whose text has the
// listing's name, price and URL and whose QR code opens the listing.
import fs from "node:fs";
import { expect, test } from "../fixtures.ts";
import { pdfQrCode, pdfText } from "../../support/pdf.ts";

test("the ficha downloads from the detail page with the listing's name, price, URL and a QR to it", async ({
  page,
  baseURL,
}) => {
  await page.goto("/tipo/Venta");
  const card = page.locator("main article").first();
  const name = (await card.locator("h3").textContent())!.trim();
  const price = (await card.locator("p").first().textContent())!.trim();
  await card.locator("h3 a").click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const url = `${baseURL}${new URL(page.url()).pathname}`;

  const link = page.getByRole("link", { name: "Descargar ficha" });
  await expect(link).toHaveAttribute("href", `${new URL(url).pathname}/ficha.pdf`);
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^ficha-[0-9a-f]{8}\.pdf$/);
  const pdf = new Uint8Array(fs.readFileSync((await download.path())!));
  expect(pdf.length).toBeLessThan(1024 * 1024);
  const text = await pdfText(pdf);
  expect(text).toContain(name);
  expect(text).toContain(price);
  expect(text).toContain(url);
  expect(await pdfQrCode(pdf)).toBe(url);
});
