// Issue #17's "Must hold": the catalogue exported from one site ('Exportar' CSV plus a ZIP of its photos) imported
// into an EMPTY site gives the same listings — titles, prices, states and photo counts. The shared e2e server is
// the source; this spec starts a second production server with its own DATA_DIR and no demo data as the target.
import fs from "node:fs";
import { type Browser, type BrowserContext, expect as pwExpect } from "@playwright/test";
import { parseCsv, unguardCell } from "../../../app/transfer/csv-read.ts";
import { toCsv } from "../../../app/transfer/csv.ts";
import { makeJpeg } from "../../support/images.ts";
import { freePort, type ServerProcess, startProcess } from "../../support/server-process.ts";
import { createSignedInStaff, openE2EServerAuth } from "../../support/staff-session.ts";
import { makeZip } from "../../support/zip.ts";
import { expect, type Page, test } from "../fixtures.ts";

const HEADER = "referencia;nombre;tipo;operacion;localidad;direccion;descripcion;moneda;precio;mapa;fotos";

interface Listing {
  name: string;
  state: string;
  price: string;
  photos: number;
}

/** The listings of an exported CSV whose name carries `stamp`, as the comparison needs them. */
function listingsIn(table: ReturnType<typeof parseCsv>, stamp: string): Listing[] {
  const col = (name: string) => table.header.indexOf(name);
  return table.rows
    .filter((r) => r.cells[col("nombre")].includes(stamp))
    .map((r) => ({
      name: r.cells[col("nombre")],
      state: r.cells[col("operacion")],
      price: `${r.cells[col("moneda")]} ${r.cells[col("precio")]}`,
      photos: r.cells[col("fotos")] ? r.cells[col("fotos")].split(" | ").length : 0,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

async function downloadExport(page: Page): Promise<string> {
  await page.goto("/dashboard/propiedades");
  const download = page.waitForEvent("download");
  await page.locator('a[href="/dashboard/exportar/csv"]').click();
  return fs.readFileSync(await (await download).path(), "utf8");
}

async function importFiles(page: Page, csv: Buffer, zip: Buffer, expected: string) {
  await page.goto("/dashboard/propiedades/importar");
  await page.getByLabel("Archivo CSV").setInputFiles({ name: "propiedades.csv", mimeType: "text/csv", buffer: csv });
  await page
    .getByLabel("ZIP de fotos (opcional)")
    .setInputFiles({ name: "fotos.zip", mimeType: "application/zip", buffer: zip });
  await page.getByRole("button", { name: "Vista previa" }).click();
  await page.getByRole("button", { name: "Confirmar importación" }).click();
  await pwExpect(page.getByRole("status")).toHaveText(expected, { timeout: 60_000 });
}

/** A browser context signed in to the empty site (the suite's fixtures stub every other origin). */
async function signedInContext(browser: Browser, site: ServerProcess): Promise<BrowserContext> {
  const opened = openE2EServerAuth(site.dataDir, site.url);
  try {
    const staff = await createSignedInStaff(opened.auth, opened.secret, site.url, { name: "Destino E2E" });
    const context = await browser.newContext({ baseURL: site.url });
    await context.addCookies([{ ...staff.cookie, url: site.url, httpOnly: true, sameSite: "Lax" }]);
    return context;
  } finally {
    await opened.db.close();
  }
}

test("export from this site, import into an empty one: the same titles, prices, states and photos", async ({
  page,
  login,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  await login({ name: "Exporta E2E" });
  const stamp = `Viaje${Date.now() % 1_000_000}`;
  // The source listings: made on the shared site through 'Importar', so their photos are real processed files.
  const photo = await makeJpeg(800, 600);
  const row = (ref: string, name: string, state: string, price: string, photos: string[]) =>
    [ref, name, "Casa", state, "Amboy", "Los Pinos 45", "Casa del viaje.", "USD", price]
      .concat(["https://maps.google.com/?q=Amboy", photos.join(" | ")])
      .join(";");
  const sourceCsv = Buffer.from(
    `\uFEFF${[
      HEADER,
      row(`${stamp}-1`, `${stamp} Casa con dos fotos`, "Venta", "95.000", ["a1.jpg", "a2.jpg"]),
      row(`${stamp}-2`, `${stamp} Depto con una foto`, "Alquiler", "1.200", ["b1.jpg"]),
      row(`${stamp}-3`, `${stamp} Lote vendido`, "Vendido", "30.000", []),
    ].join("\r\n")}\r\n`,
  );
  const sourceZip = makeZip(["a1.jpg", "a2.jpg", "b1.jpg"].map((name) => ({ name, data: photo })));
  await importFiles(page, sourceCsv, sourceZip, "Importación terminada: 3 nuevas, 0 actualizadas, 0 sin cambios.");

  // 'Exportar' on the source; our three rows, and a ZIP of the photos their URLs name.
  const exported = parseCsv(await downloadExport(page));
  const source = listingsIn(exported, stamp);
  expect(source.map((l) => [l.state, l.photos])).toEqual([
    ["Venta", 2],
    ["Alquiler", 1],
    ["Vendido", 0],
  ]);
  const fotos = exported.header.indexOf("fotos");
  const ours = exported.rows.filter((r) => r.cells[exported.header.indexOf("nombre")].includes(stamp));
  const files = [];
  for (const url of ours.flatMap((r) => (r.cells[fotos] ? r.cells[fotos].split(" | ") : []))) {
    const res = await request.get(url);
    expect(res.status(), url).toBe(200);
    files.push({ name: new URL(url).pathname.replace(/^\/media\//, ""), data: await res.body() });
  }
  const csv = Buffer.from(
    toCsv(
      exported.header,
      ours.map((r) => r.cells.map(unguardCell)),
    ),
  );

  // The empty site: a second production server with its own data, no demo listings.
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const target = await startProcess({
    PORT: String(port),
    PUBLIC_URL: url,
    SEED_DEMO: "false",
    WEB_CONCURRENCY: "1",
    DATABASE_URL: undefined,
  });
  try {
    await target.waitFor("Vitrina escuchando");
    const context = await signedInContext(browser, target);
    const there = await context.newPage();
    const problems: string[] = [];
    // With the page it happened on and where it was thrown: an aborted fetch was seen here once (2026-11-27).
    there.on("pageerror", (err) => problems.push(`${err.message} (${there.url()}) ${err.stack ?? ""}`.trim()));
    there.on("response", (res) => res.status() >= 500 && problems.push(`${res.status()} ${res.url()}`));
    await there.goto("/dashboard");
    await pwExpect(there.locator('[data-counter="Total"]')).toHaveText("0");
    await importFiles(there, csv, makeZip(files), "Importación terminada: 3 nuevas, 0 actualizadas, 0 sin cambios.");

    // Compared through the target's own export, and seen by a visitor there.
    const imported = parseCsv(await downloadExport(there));
    expect(imported.rows).toHaveLength(3);
    expect(listingsIn(imported, stamp)).toEqual(source);
    const withTwo = ours.find((r) => r.cells[fotos].split(" | ").length === 2)!;
    const first = withTwo.cells[exported.header.indexOf("referencia")];
    await there.goto(`/propiedad/${first}`);
    await pwExpect(there.getByRole("heading", { level: 1 })).toHaveText(source.find((l) => l.photos === 2)!.name);
    const shown = await there.locator(`img[src*="/media/${first}/"]`).count();
    expect(shown).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await context.close();
  } finally {
    await target.stop();
    fs.rmSync(target.dataDir, { recursive: true, force: true });
  }
});
