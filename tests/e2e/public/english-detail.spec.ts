// The detail page in English (issue #18, decisions 176 and 177): the language switch and back, the listing's own
// English text or the Spanish one with a note, English labels and WhatsApp text, axe, 375 px.
import AxeBuilder from "@axe-core/playwright";
import { createProperty, demoInput } from "../../support/fixtures.ts";
import { expect, test } from "../fixtures.ts";

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe("the English detail page", () => {
  let withEnglish: { id: string; name: string; titleEn: string };
  let spanishOnly: { id: string; name: string; description: string };

  test.beforeAll(async ({ e2eAuth }) => {
    const s = stamp();
    const titleEn = `Lake house ${s}`;
    const name = `Casa del lago ${s}`;
    withEnglish = {
      id: await createProperty(
        e2eAuth.db.kysely,
        demoInput({
          name,
          titleEn,
          descriptionEn: "A bright house by the lake, with a garden.",
          state: "Venta",
          currency: "USD",
          price: 125_000,
          maps: "https://maps.google.com/?q=Embalse",
        }),
      ),
      name,
      titleEn,
    };
    const spanishName = `Cabaña serrana ${s}`;
    const description = "Cabaña de piedra con vista a las sierras.";
    spanishOnly = {
      id: await createProperty(e2eAuth.db.kysely, demoInput({ name: spanishName, description, state: "Alquiler" })),
      name: spanishName,
      description,
    };
  });

  test("switches to English and back, with the listing's English title and English labels", async ({ page }) => {
    await page.goto(`/propiedad/${withEnglish.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(withEnglish.name);
    await page.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(new RegExp(`/en/propiedad/${withEnglish.id}$`));
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(withEnglish.titleEn);
    await expect(page.getByText("A bright house by the lake, with a garden.")).toBeVisible();
    await expect(page.getByText("Description available in Spanish only.")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Download fact sheet" })).toHaveAttribute(
      "href",
      `/en/propiedad/${withEnglish.id}/ficha.pdf`,
    );
    await expect(page.getByRole("tab", { name: "Features" })).toBeVisible();
    await expect(page.locator("main header").getByText("USD 125,000", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Ask about this property" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Send enquiry by WhatsApp" })).toBeDisabled();

    await page.getByRole("link", { name: "Español" }).click();
    await expect(page).toHaveURL(new RegExp(`^https?://[^/]+/propiedad/${withEnglish.id}$`));
    await expect(page.locator("html")).toHaveAttribute("lang", "es-AR");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(withEnglish.name);
    await expect(page.getByRole("link", { name: "Descargar ficha" })).toBeVisible();
  });

  test("a listing without English text shows the Spanish one with a note", async ({ page }) => {
    await page.goto(`/en/propiedad/${spanishOnly.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(spanishOnly.name);
    await expect(page.getByText("Description available in Spanish only.")).toBeVisible();
    await expect(page.getByText(spanishOnly.description)).toBeVisible();
  });

  test("the server sends English meta, hreflang alternates and JSON-LD in English", async ({ request }) => {
    const res = await request.get(`/en/propiedad/${withEnglish.id}`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    const base = new URL(res.url()).origin;
    expect(html).toContain(`<title>${withEnglish.titleEn} · USD 125,000 |`);
    expect(html).toContain(`<link rel="canonical" href="${base}/en/propiedad/${withEnglish.id}"/>`);
    expect(html).toContain(`hrefLang="es-AR" href="${base}/propiedad/${withEnglish.id}"`);
    expect(html).toMatch(/<meta name="description" content="House for sale in [^"]* · USD 125,000\. A bright house/);
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]);
    expect([ld.inLanguage, ld.name]).toEqual(["en", withEnglish.titleEn]);
  });

  test("the WhatsApp message is in English, for the tourist to send as it is", async ({ page }) => {
    await page.goto(`/en/propiedad/${withEnglish.id}`);
    await page.getByLabel("Name").fill("Ann Smith");
    await page.getByLabel("Email").fill("ann@example.com");
    await page.getByLabel("Phone").fill("+44 20 7946 0000");
    await page.getByLabel("Message").fill("Can I visit on Saturday?");
    const popupOpened = page.waitForEvent("popup");
    await page.getByRole("button", { name: "Send enquiry by WhatsApp" }).click();
    const text = new URL((await popupOpened).url()).searchParams.get("text")!;
    for (const part of [
      "Hello, I am Ann Smith. I would like to ask about this property:",
      `${withEnglish.titleEn} (code ${withEnglish.id})`,
      "Type: House",
      "Price: USD 125,000",
      `/en/propiedad/${withEnglish.id}`,
      "Message: Can I visit on Saturday?",
      "Phone: +44 20 7946 0000",
    ])
      expect(text).toContain(part);
    await expect(page.getByRole("link", { name: "Open WhatsApp" })).toBeVisible();
  });

  test("has no axe-core violations and no sideways scroll at 375 px", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`/en/propiedad/${spanishOnly.id}`);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test.describe("an unknown listing", () => {
    test.use({ allowConsoleErrors: true }); // the browser logs the 404 document response

    test("answers an English 404 with its title and a way back", async ({ page }) => {
      const res = await page.goto("/en/propiedad/ffffffff");
      expect(res!.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Property not found" })).toBeVisible();
      await expect(page).toHaveTitle("Property not found");
    });
  });
});
