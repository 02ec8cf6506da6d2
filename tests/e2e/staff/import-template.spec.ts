// Issue 31 item 11: 'Importar' offers a template (the header row the import expects) and shows 'Confirmar
// importación' only under a preview of the files chosen: choosing other files hides it until the next preview.
import fs from "node:fs";
import { expect, test } from "../fixtures.ts";

test("the template CSV fills in, previews, and 'Confirmar importación' follows the preview of the chosen files", async ({
  page,
  login,
}) => {
  await login({ name: "Plantilla E2E" });
  await page.goto("/dashboard/propiedades/importar");
  const confirm = page.getByRole("button", { name: "Confirmar importación" });
  await expect(page.getByRole("button", { name: "Vista previa" })).toBeVisible();
  await expect(confirm).toHaveCount(0);

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Descargar plantilla CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("plantilla-importacion.csv");
  const template = fs.readFileSync((await file.path())!, "utf8").replace(/^\uFEFF/, "");
  const [headerLine, ...rest] = template.split("\r\n");
  const header = headerLine.split(";");
  expect(header.slice(0, 7)).toEqual([
    "referencia",
    "nombre",
    "tipo",
    "operacion",
    "localidad",
    "direccion",
    "descripcion",
  ]);
  expect(rest.filter(Boolean)).toEqual([]);

  // Staff fill the template's columns in a spreadsheet: one listing.
  const stamp = Date.now();
  const values: Record<string, string> = {
    referencia: `PLANTILLA-${stamp}`,
    nombre: `Casa Plantilla ${stamp % 100000}`,
    tipo: "Casa",
    operacion: "Venta",
    localidad: "Amboy",
    direccion: "Los Pinos 45",
    descripcion: "Casa cargada con la plantilla.",
    moneda: "USD",
    precio: "95.000",
    mapa: "https://maps.google.com/?q=Amboy",
  };
  const filled = (name: string) => ({
    name,
    mimeType: "text/csv",
    buffer: Buffer.from(`${headerLine}\r\n${header.map((c) => values[c] ?? "").join(";")}\r\n`),
  });
  await page.getByLabel("Archivo CSV").setInputFiles(filled("propiedades.csv"));
  await expect(confirm).toHaveCount(0);
  await page.getByRole("button", { name: "Vista previa" }).click();
  await expect(page.locator("[data-import-count=new]")).toHaveText("Nuevas: 1");
  await expect(confirm).toBeEnabled();

  // Another file chosen after the preview: no confirming until it has its own.
  await page.getByLabel("Archivo CSV").setInputFiles(filled("otra.csv"));
  await expect(confirm).toHaveCount(0);
  await expect(page.getByText("Elegiste otros archivos: hacé la vista previa de nuevo")).toBeVisible();
  await page.getByRole("button", { name: "Vista previa" }).click();
  await expect(confirm).toBeEnabled();
});
