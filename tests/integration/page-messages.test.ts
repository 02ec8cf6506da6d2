// Each public page's browser gets only its own messages (docs/decisions/220), and no page lacks one it shows: the
// built server renders every public page, in both languages, with the messages its browser gets, and logs any
// catalogue id the render asked for that its set lacks (app/i18n/catalog.server.ts).
import { describe, expect, it } from "vitest";
import { demoListings } from "../../app/demo/listings.ts";
import { idListHref } from "../../app/favourites/id-list.ts";
import { PROPERTY_STATES } from "../../app/properties/options.ts";
import { demoServerForFile } from "../support/demo-server.ts";
import { testEngine } from "../support/test-db.ts";

const MISSING = "Mensaje que la página no recibió";

// SQLite in a temp DATA_DIR with the demo listings (every state, type and characteristic the seed has).
const server = demoServerForFile();

const ids = demoListings().map((l) => l.id);
const SPANISH_PAGES = [
  "/",
  "/?dormitorios=2&orden=precio-asc&moneda=USD",
  ...PROPERTY_STATES.map((s) => `/tipo/${encodeURIComponent(s)}`),
  "/tipo/Venta?pagina=2",
  "/tipo/Nada",
  ...ids.map((id) => `/propiedad/${id}`),
  "/propiedad/zzzzzzzz",
  "/sobreNosotros",
  "/favoritos",
  idListHref("/favoritos", ids.slice(0, 6)),
  "/comparar",
  idListHref("/comparar", ids.slice(0, 3)),
  "/mapa",
  "/no-existe",
];
const PAGES = SPANISH_PAGES.flatMap((p) => [p, `/en${p === "/" ? "" : p.startsWith("/?") ? p.slice(1) : p}`]);

async function html(path: string): Promise<string> {
  return (await fetch(server().url + path)).text();
}

describe.runIf(testEngine() === "sqlite")("per-page messages", () => {
  it("render every public page, in both languages, without asking for a message the page lacks", async () => {
    for (const path of PAGES) {
      const res = await fetch(server().url + path);
      expect([200, 404], path).toContain(res.status);
      await res.text();
    }
    const missing = server()
      .output()
      .split("\n")
      .filter((line) => line.includes(MISSING));
    expect(missing).toEqual([]);
  });

  it("send the English home its own messages, not the detail page's", async () => {
    const home = await html("/en");
    expect(home).toContain("FEATURED PROPERTIES");
    // 'Ver foto {n} en pantalla completa' is the detail page's gallery: in its data, not in the home's.
    expect(home).not.toContain("Ver foto {n} en pantalla completa");
    const detail = await html(`/en/propiedad/${ids[0]}`);
    expect(detail).toContain("Ver foto {n} en pantalla completa");
  });
});
