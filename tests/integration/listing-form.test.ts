// The property form posted to the built server as a browser without JavaScript does: invisible text is not
// 'required' text and is never stored, and the maps field takes only what the detail page can show
// (docs/decisions/088).
import { describe, expect, it } from "vitest";
import { signedInServer } from "../support/signed-in-server.ts";
import { testEngine } from "../support/test-db.ts";

const engine = testEngine();
const site = signedInServer("vitrina-form-int-");

const listing = {
  name: "Casa en Amboy",
  type: "Casa",
  state: "Venta",
  locality: "Amboy",
  address: "Ruta 5 km 12",
  description: "Frente al río.",
  maps: "https://www.google.com/maps/place/Amboy",
  currency: "USD",
  price: "85.000",
  featured: "No",
};

function create(draftId: string, fields: Partial<typeof listing>) {
  return fetch(`${site.server.url}/dashboard/propiedades/agregar`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: site.server.url, cookie: site.cookie },
    body: new URLSearchParams({ ...listing, ...fields, draftId }),
  });
}
const stored = (id: string) =>
  site.sdb.db.kysely.selectFrom("properties").selectAll().where("id", "=", id).executeTakeFirst();

describe(`the property form on the built server (${engine})`, () => {
  it("refuses a locality of 20 zero-width spaces with the spec's message, and stores nothing", async () => {
    const res = await create("a0a0a0a0", { locality: "\u200B".repeat(20) });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Localidad es requerido.");
    expect(await stored("a0a0a0a0")).toBeUndefined();
  });

  it("stores the description without zero-width, bidi or control characters, keeping its lines", async () => {
    const res = await create("b1b1b1b1", {
      name: "\u200BCasa en Amboy\u200D",
      description: "Frente\u200B al río.\r\n\u202EDos\u2060 dormitorios,\u0007 pileta.\uFEFF",
    });
    expect(res.status).toBe(302);
    expect(await stored("b1b1b1b1")).toMatchObject({
      name: "Casa en Amboy",
      description: "Frente al río.\nDos dormitorios, pileta.",
    });
  });

  it.each([
    ["a look-alike host", "https://www.google.com.evil.com/maps/place/Amboy"],
    ["a snippet with onload", `<iframe src="https://www.google.com/maps/embed?pb=1" onload="alert(1)"></iframe>`],
    ["a javascript: URL", "javascript:alert(1)"],
  ])("refuses %s as the map, saying what it takes", async (_label, maps) => {
    const res = await create("c2c2c2c2", { maps });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("URL de Google Maps no es válido. Pegá el enlace de Google Maps");
    expect(await stored("c2c2c2c2")).toBeUndefined();
  });

  it("keeps a share link from the Maps app and shows it on the detail page as a link that opens the map", async () => {
    const share = "https://maps.app.goo.gl/AbCdEf12345";
    expect((await create("d3d3d3d3", { maps: share })).status).toBe(302);
    expect((await stored("d3d3d3d3"))?.maps).toBe(share);
    const html = await (await fetch(`${site.server.url}/propiedad/d3d3d3d3`)).text();
    const link = /<a [^>]*href="https:\/\/maps\.app\.goo\.gl\/AbCdEf12345"[^>]*>([^<]*)<\/a>/.exec(html);
    expect(link?.[1]).toBe("Ver la ubicación en Google Maps");
    expect(link?.[0]).toContain('target="_blank"');
    expect(link?.[0]).toContain('rel="noopener noreferrer"');
    expect(html).not.toMatch(/<iframe[^>]*goo\.gl/);
  });

  it("keeps only the src of a pasted embed snippet", async () => {
    const src = "https://www.google.com/maps/embed?pb=!1m18!1m12";
    const snippet = `<iframe src="${src}" width="600" height="450" style="border:0;" loading="lazy"></iframe>`;
    expect((await create("e4e4e4e4", { maps: snippet })).status).toBe(302);
    expect((await stored("e4e4e4e4"))?.maps).toBe(src);
  });
});
