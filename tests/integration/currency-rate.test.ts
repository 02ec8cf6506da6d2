// Two currencies (issue #16, decision 133), on the built server: without a rate, price sorts stay within each
// currency; staff set a reference rate in /dashboard/cotizacion (a bad one is refused in Spanish and changes
// nothing); with it, prices show their approximate equivalent and sort across currencies; removing it undoes that.
import { beforeAll, describe, expect, it } from "vitest";
import { formatRateDate } from "../../app/properties/currency-rate.ts";
import { createProperty, demoInput } from "../support/fixtures.ts";
import { signedInServer } from "../support/signed-in-server.ts";
import { testEngine } from "../support/test-db.ts";

const engine = testEngine();
const site = signedInServer("vitrina-rate-int-");
let dollars: string;

beforeAll(async () => {
  const { kysely } = site.sdb.db;
  dollars = await createProperty(kysely, demoInput({ name: "En dolares", currency: "USD", price: 80_000 }));
  await createProperty(kysely, demoInput({ name: "En pesos", currency: "$", price: 90_000_000 }));
});

const page = async (p: string) => (await fetch(`${site.server.url}${p}`)).text();
const order = (html: string) => [...html.matchAll(/>(En (?:dolares|pesos))</g)].map((m) => m[1]);
const post = (form: Record<string, string>) =>
  fetch(`${site.server.url}/dashboard/cotizacion`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie: site.cookie, origin: site.server.url, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form),
  });
const today = new Date().toISOString().slice(0, 10);
/** The page without its scripts: the layout sends every message with placeholders (decision 170), ≈ among them. */
const shown = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");

describe(`reference dollar rate (${engine})`, () => {
  it("without a rate: 'Menor precio' keeps currencies apart and nothing is converted", async () => {
    const html = await page("/?ordenar=menor-precio");
    expect(order(html)).toEqual(["En pesos", "En dolares"]);
    expect(html).toContain("Ordenadas por precio dentro de cada moneda");
    expect(shown(html)).not.toContain("≈");
    expect(html).toContain('name="moneda"');
  });

  it("a bad rate is refused with Spanish messages and stores nothing", async () => {
    const res = await post({ intent: "set", value: "mil", name: "", date: "2026-02-30" });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("El valor debe ser un número entre 1 y 100.000, en pesos por dólar.");
    expect(html).toContain("Nombre es requerido.");
    expect(html).toContain("La fecha no es válida.");
    expect(await site.sdb.db.kysely.selectFrom("currency_rates").selectAll().execute()).toEqual([]);
  });

  it("with a rate: equivalents marked approximate, sorts and price ranges across currencies", async () => {
    expect((await post({ intent: "set", value: "1.000", name: "dólar MEP", date: today })).status).toBe(302);
    const html = await page("/?ordenar=menor-precio");
    expect(order(html)).toEqual(["En dolares", "En pesos"]);
    const mark = `(dólar MEP del ${formatRateDate(today)})`;
    expect(html).toContain(`≈ $ 80.000.000 ${mark}`);
    expect(html).toContain(`≈ USD 90.000 ${mark}`);
    expect(html).toContain("Precios en pesos y dólares comparados con el dólar MEP");
    expect(html).not.toContain('name="moneda"');
    expect(order(await page(`/?precio=${encodeURIComponent("85000 - 95000 USD")}`))).toEqual(["En pesos"]);
    expect(await page(`/propiedad/${dollars}`)).toContain(`≈ $ 80.000.000 ${mark}`);
  });

  it("with a rate: the English cards say it in English, and the Spanish ones still in Spanish", async () => {
    // The cards with the equivalent are kept per page of results, language and rate (decision 247); one seed
    // (`orden`) makes it the same page of results in both languages.
    const [y, m, d] = today.split("-");
    const query = "?ordenar=menor-precio&orden=abc12";
    expect(shown(await page(`/${query}`))).toContain(`≈ $ 80.000.000 (dólar MEP del ${d}/${m}/${y})`);
    const english = shown(await page(`/en${query}`));
    expect(english).toContain(`≈ $ 80,000,000 (MEP dollar, ${m}/${d}/${y})`);
    expect(english).not.toContain("(dólar MEP del ");
  });

  it("removing the rate stops every conversion", async () => {
    expect((await post({ intent: "clear" })).status).toBe(302);
    const html = await page("/?ordenar=menor-precio");
    expect(order(html)).toEqual(["En pesos", "En dolares"]);
    expect(shown(html)).not.toContain("≈");
  });
});
