// 'Configuración': a saved WhatsApp number and accent colour show on the public site at once (the contact block's
// wa.me link, the floating link, the accent); a bad number and a low-contrast colour are refused and change nothing.
import { expect, test } from "../fixtures.ts";

async function openSettings(page: import("@playwright/test").Page) {
  await page.goto("/dashboard/configuracion");
  await expect(page.getByRole("heading", { name: "Configuración" })).toBeVisible();
  await expect(page.locator("form[novalidate]")).toBeAttached();
}

async function save(page: import("@playwright/test").Page, whatsapp: string, accent: string) {
  await page.getByLabel("WhatsApp").fill(whatsapp);
  await page.getByLabel("Color de acento").fill(accent);
  await page.getByRole("button", { name: "Guardar" }).click();
}

test("WhatsApp number and accent saved in Configuración show on the public site", async ({ page, login }) => {
  await login();
  await openSettings(page);
  const original = {
    whatsapp: await page.getByLabel("WhatsApp").inputValue(),
    accent: await page.getByLabel("Color de acento").inputValue(),
  };

  await save(page, "12345", "#ffd400");
  await expect(page.getByText("No es un número de WhatsApp argentino utilizable")).toBeVisible();
  await expect(page.getByText(/contraste de 1,\d+:1 y WCAG AA pide al menos 4,5:1/)).toBeVisible();

  await save(page, "+54 9 351 555-1234", "#7a1f5c");
  await expect(page.getByRole("status")).toHaveText("Configuración guardada.");
  await expect(page.getByLabel("WhatsApp")).toHaveValue("5493515551234");

  // Staff are sent from the public site to the dashboard: sign out to see it as a visitor.
  await page.getByRole("button", { name: "Salir" }).first().click();
  await page.waitForURL((url) => url.pathname === "/");
  await page.goto("/sobreNosotros");
  const chat = page.getByRole("link", { name: "Escribinos por WhatsApp" });
  await expect(chat).toHaveAttribute("href", /^https:\/\/wa\.me\/5493515551234\?text=/);
  const accent = await page
    .locator("[style*='--color-accent']")
    .first()
    .evaluate((el) => getComputedStyle(el).getPropertyValue("--color-accent").trim());
  expect(accent).toBe("#7a1f5c");

  // Put the demo values back for the other specs.
  await login();
  await openSettings(page);
  await save(page, original.whatsapp, original.accent);
  await expect(page.getByRole("status")).toHaveText("Configuración guardada.");
});
