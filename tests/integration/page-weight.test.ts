// What an uncached public page carries once and only once (docs/decisions/230): the static chrome (contact block,
// footer, WhatsApp link) is in the page's HTML but not again in its hydration data, while a browser navigation's
// data still brings it.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProperty, demoInput } from "../support/fixtures.ts";
import { type ServerDb, serverDatabase } from "../support/server-db.ts";
import { type ServerProcess, startProcess } from "../support/server-process.ts";
import { testEngine } from "../support/test-db.ts";

let dataDir: string;
let sdb: ServerDb;
let server: ServerProcess;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrina-page-weight-"));
  sdb = await serverDatabase(dataDir);
  await createProperty(sdb.db.kysely, demoInput({ name: "Casa con galería" }));
  await createProperty(sdb.db.kysely, demoInput({ name: "Cabaña del arroyo" }));
  server = await startProcess({
    ...sdb.env,
    DATA_DIR: dataDir,
    SEED_DEMO: "false",
    WEB_CONCURRENCY: "1",
    PAGE_CACHE: "off",
  });
  await server.waitFor("Vitrina escuchando");
});
afterAll(async () => {
  await server?.stop();
  await sdb?.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const text = async (url: string) => (await fetch(server.url + url)).text();
const count = (haystack: string, needle: string) => haystack.split(needle).length - 1;
/** The page's hydration data: what React Router's scripts hand to the browser. */
const hydrationData = (html: string) =>
  [...html.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g)].map((m) => JSON.parse(m[1])).join("");

describe(`An uncached public page on ${testEngine()}`, () => {
  for (const url of ["/", "/sobreNosotros", "/en"]) {
    it(`${url}: the contact block and footer are in the HTML once, not in the hydration data`, async () => {
      const html = await text(url);
      expect(count(html, 'id="contacto"')).toBe(1);
      expect(count(html, "<footer")).toBe(1);
      const data = hydrationData(html);
      expect(data).toContain("chromeId");
      // The chrome's HTML, as it would stand in the data (a JSON string): none of its tags.
      expect(data).not.toContain('id=\\"contacto\\"');
      expect(data).not.toContain("<footer");
    });
  }

  it("a visit the page cache does not answer still gets one of the pool's featured orders (decision 236)", async () => {
    // PAGE_CACHE=off here: the seed comes from the process's pool, so its results can be kept until a change.
    const seeds = new Set<string>();
    for (let i = 0; i < 40; i++) seeds.add(/name="orden" value="([0-9a-z]+)"/.exec(await text("/"))?.[1] ?? "none");
    expect(seeds.has("none")).toBe(false);
    expect(seeds.size).toBeGreaterThan(1); // still random per visit
    expect(seeds.size).toBeLessThanOrEqual(32); // a fresh seed per visit would give 40
  });

  it("a browser navigation's data brings the chrome's HTML", async () => {
    const data = await text("/sobreNosotros.data");
    expect(data).toContain('id=\\"contacto\\"');
  });
});
