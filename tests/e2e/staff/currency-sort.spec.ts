// Issue #16's "Must hold" for two currencies: 'Menor/Mayor precio' order within each currency while no rate is set,
// and across currencies once staff set one in /dashboard/cotizacion (decision 133). The rate is global: the spec
// works on its own listings (a locality no other spec uses) and puts back the rates it found.
import { createProperty, demoInput } from "../../support/fixtures.ts";
import { createSignedInStaff } from "../../support/staff-session.ts";
import { expect, type Page, test, waitForHydration } from "../fixtures.ts";

const names = async (page: Page) =>
  (await page.locator("#propiedades article h3").allTextContents()).map((t) => t.trim());

test("'Menor precio' orders within each currency without a rate, across currencies with one", async ({
  page,
  browser,
  e2eAuth,
}) => {
  test.slow();
  // A signed-in user's home is the dashboard: staff work in a context of their own, `page` is the visitor.
  const staff = await createSignedInStaff(e2eAuth.auth, e2eAuth.secret, e2eAuth.publicUrl, { name: "Cotización E2E" });
  const context = await browser.newContext({ baseURL: e2eAuth.publicUrl, locale: "es-AR" });
  await context.addCookies([{ ...staff.cookie, url: e2eAuth.publicUrl, httpOnly: true, sameSite: "Lax" }]);
  const dashboard = await context.newPage();
  const rateScreen = async () => {
    await dashboard.goto("/dashboard/cotizacion");
    await waitForHydration(dashboard);
  };
  const db = e2eAuth.db.kysely;
  const tag = `Cotiz ${Date.now()}`;
  const town = `Villa ${tag}`;
  const listings = [
    ["pesos bajo", "$", 50_000_000],
    ["pesos alto", "$", 150_000_000],
    ["dólares alto", "USD", 100_000],
    ["dólares bajo", "USD", 40_000],
  ] as const;
  const ids: string[] = [];
  for (const [name, currency, price] of listings) {
    ids.push(await createProperty(db, demoInput({ name: `${tag} ${name}`, locality: town, currency, price })));
  }
  const order = (...which: string[]) => which.map((w) => `${tag} ${w}`);
  const search = (sort: string) => `/?localidad=${encodeURIComponent(town)}&ordenar=${sort}`;
  const found = await db.selectFrom("currency_rates").selectAll().orderBy("id").execute();
  try {
    if (found.length) {
      await rateScreen();
      await dashboard.getByRole("button", { name: "Quitar cotización" }).click();
      await expect(dashboard.getByText("Cotización quitada: los precios ya no se convierten.")).toBeVisible();
    }
    // No rate: pesos in order, then dollars in order.
    await page.goto(search("menor-precio"));
    await expect(page.getByText("4 propiedades", { exact: true })).toBeVisible();
    expect(await names(page)).toEqual(order("pesos bajo", "pesos alto", "dólares bajo", "dólares alto"));
    await expect(
      page.getByText("Ordenadas por precio dentro de cada moneda: primero pesos, después dólares."),
    ).toBeVisible();

    await rateScreen();
    await dashboard.getByLabel("Valor ($ por dólar)").fill("1.000");
    await dashboard.getByLabel("Nombre").fill("dólar MEP");
    await dashboard.getByLabel("Fecha").fill("2026-11-20");
    await dashboard.getByRole("button", { name: "Guardar cotización" }).click();
    await expect(
      dashboard.getByText("Cotización guardada: los precios de la web muestran su equivalente."),
    ).toBeVisible();

    // At $ 1.000 per dollar: USD 40.000 = $ 40M < $ 50M < USD 100.000 = $ 100M < $ 150M.
    await page.goto(search("menor-precio"));
    expect(await names(page)).toEqual(order("dólares bajo", "pesos bajo", "dólares alto", "pesos alto"));
    await expect(
      page.getByText("Precios en pesos y dólares comparados con el dólar MEP del 20/11/2026: $ 1.000."),
    ).toBeVisible();
    await page.goto(search("mayor-precio"));
    expect(await names(page)).toEqual(order("pesos alto", "dólares alto", "pesos bajo", "dólares bajo"));
    // A shared list of favourites shows the same equivalents as the catalogue's cards.
    await page.goto(`/favoritos?ids=${ids[3]},${ids[0]}`);
    await expect(page.getByText("≈ $ 40.000.000 (dólar MEP del 20/11/2026)")).toBeVisible();
    await expect(page.getByText("≈ USD 50.000 (dólar MEP del 20/11/2026)")).toBeVisible();
  } finally {
    await context.close();
    // Put back what was in force: the site version follows currency_rates (migration 015).
    await db.deleteFrom("currency_rates").execute();
    if (found.length) await db.insertInto("currency_rates").values(found).execute();
  }
});
