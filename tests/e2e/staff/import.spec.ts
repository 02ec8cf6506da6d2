// 'Importar' (issue #17): a bad row is listed with its Spanish error and blocks the import; a good file shows
// its preview, 'Confirmar importación' creates the listing with its photo from the ZIP, and importing the same
// file again finds nothing to change.
import crypto from "node:crypto";
import { makeJpeg } from "../../support/images.ts";
import { makeZip } from "../../support/zip.ts";
import { expect, test } from "../fixtures.ts";

const HEADER = "referencia;nombre;tipo;operacion;localidad;direccion;descripcion;moneda;precio;mapa;fotos";
const row = (reference: string, name: string, state = "Venta") =>
  [
    reference,
    name,
    "Casa",
    state,
    "Amboy",
    "Los Pinos 45",
    "Casa importada desde una planilla.",
    "USD",
    "95.000",
    "https://maps.google.com/?q=Amboy",
    "fotos/frente.jpg",
  ].join(";");
const csvFile = (lines: string[]) => ({
  name: "propiedades.csv",
  mimeType: "text/csv",
  buffer: Buffer.from(`\uFEFF${[HEADER, ...lines].join("\r\n")}\r\n`),
});

test("import: bad row refused → preview → confirm → same file again changes nothing", async ({
  page,
  login,
  baseURL,
}) => {
  await login({ name: "Importa E2E" });
  const reference = `E2E-${Date.now()}`;
  const name = `Casa Importada ${Date.now() % 100000}`;
  const id = crypto.createHash("sha256").update(reference).digest("hex").slice(0, 8);
  const zip = {
    name: "fotos.zip",
    mimeType: "application/zip",
    buffer: makeZip([{ name: "fotos/frente.jpg", data: await makeJpeg(800, 600) }]),
  };

  await page.goto("/dashboard/propiedades");
  await page.getByRole("link", { name: "Importar" }).click();
  await expect(page.getByRole("heading", { name: "Importar propiedades" })).toBeVisible();

  await page.getByLabel("Archivo CSV").setInputFiles(csvFile([row(reference, name, "Permuta")]));
  await page.getByLabel("ZIP de fotos (opcional)").setInputFiles(zip);
  await page.getByRole("button", { name: "Vista previa" }).click();
  await expect(page.getByRole("alert")).toContainText(
    `Fila 2 (referencia ${reference}): operacion: Estado no es válido.`,
  );
  await expect(page.getByRole("button", { name: "Confirmar importación" })).toBeDisabled();

  await page.getByLabel("Archivo CSV").setInputFiles(csvFile([row(reference, name)]));
  await page.getByRole("button", { name: "Vista previa" }).click();
  await expect(page.locator("[data-import-count=new]")).toHaveText("Nuevas: 1");
  // The apply runs in the background (decision 181): the page follows its progress, then shows the summary.
  await page.getByRole("button", { name: "Confirmar importación" }).click();
  await expect(page).toHaveURL(/\/dashboard\/propiedades\/importar\?importacion=[0-9a-f]{16}$/);
  await expect(page.getByRole("status")).toContainText(
    "Importación terminada: 1 nuevas, 0 actualizadas, 0 sin cambios.",
  );

  const visitor = await fetch(`${baseURL}/propiedad/${id}`);
  expect(visitor.status).toBe(200);
  expect(await visitor.text()).toContain(`/media/${id}/image_1-`);

  await page.getByLabel("Archivo CSV").setInputFiles(csvFile([row(reference, name)]));
  await page.getByLabel("ZIP de fotos (opcional)").setInputFiles(zip);
  await page.getByRole("button", { name: "Vista previa" }).click();
  await expect(page.locator("[data-import-count=unchanged]")).toHaveText("Sin cambios: 1");
  await expect(page.locator("[data-import-count=new]")).toHaveText("Nuevas: 0");

  // The imported listing's edit screen shows its own numbers.
  await page.goto(`/dashboard/propiedades/editar/${id}`);
  await expect(page.locator("[data-listing-numbers]")).toHaveText(/^Últimos 30 días: \d+ visitas, \d+ consultas/);
});

test("import: a larger file shows its progress while it is applied, then its summary", async ({ page, login }) => {
  test.setTimeout(120_000);
  await login({ name: "Importa Progreso" });
  const stamp = Date.now();
  const photo = await makeJpeg(1600, 1200);
  const count = 12;
  const lines = Array.from({ length: count }, (_, i) =>
    row(`PROG-${stamp}-${i}`, `Casa Progreso ${stamp % 100000}-${i}`).replace("fotos/frente.jpg", `p${i}.jpg`),
  );
  const zip = makeZip(lines.map((_, i) => ({ name: `p${i}.jpg`, data: photo })));
  await page.goto("/dashboard/propiedades/importar");
  await page.getByLabel("Archivo CSV").setInputFiles(csvFile(lines));
  await page
    .getByLabel("ZIP de fotos (opcional)")
    .setInputFiles({ name: "fotos.zip", mimeType: "application/zip", buffer: zip });
  await page.getByRole("button", { name: "Vista previa" }).click();
  await expect(page.locator("[data-import-count=new]")).toHaveText(`Nuevas: ${count}`);

  const polled = page.waitForResponse((r) => /\/dashboard\/importaciones\/[0-9a-f]{16}$/.test(r.url()));
  await page.getByRole("button", { name: "Confirmar importación" }).click();
  // The confirmation's answer can take a while on a busy machine; twelve photos keep the run going long after it.
  await expect(page.locator("[data-import-run] [role=status]")).toHaveText(
    new RegExp(`^Importando… \\d+ de ${count} propiedades$`),
    { timeout: 60_000 },
  );
  await expect(page.locator("progress")).toHaveAttribute("max", String(count));
  expect((await polled).status()).toBe(200); // the page asks the status resource while the run goes on
  await expect(page.getByRole("status")).toHaveText(
    `Importación terminada: ${count} nuevas, 0 actualizadas, 0 sin cambios.`,
    { timeout: 90_000 },
  );
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("import: the progress page reloads itself until the summary shows", async ({ page, login }) => {
    test.setTimeout(120_000);
    await login({ name: "Importa Sin JS" });
    const stamp = Date.now();
    const photo = await makeJpeg(1600, 1200);
    const lines = Array.from({ length: 6 }, (_, i) =>
      row(`NOJS-${stamp}-${i}`, `Casa Sin JS ${stamp % 100000}-${i}`).replace("fotos/frente.jpg", `n${i}.jpg`),
    );
    const zip = makeZip(lines.map((_, i) => ({ name: `n${i}.jpg`, data: photo })));
    const files = async () => {
      await page.getByLabel("Archivo CSV").setInputFiles(csvFile(lines));
      await page
        .getByLabel("ZIP de fotos (opcional)")
        .setInputFiles({ name: "fotos.zip", mimeType: "application/zip", buffer: zip });
    };
    await page.goto("/dashboard/propiedades/importar");
    await files();
    await page.getByRole("button", { name: "Vista previa" }).click();
    await expect(page.locator("[data-import-count=new]")).toHaveText("Nuevas: 6");
    await files(); // a plain form post: the browser sends the files again
    await page.getByRole("button", { name: "Confirmar importación" }).click();
    // The post carries six photos: on a busy machine its answer took over 15 s once.
    await expect(page).toHaveURL(/\?importacion=[0-9a-f]{16}$/, { timeout: 60_000 });
    await expect(page.locator("noscript")).toHaveCount(1); // the meta refresh, while it runs
    await expect(page.getByRole("status")).toHaveText(/^Importando… \d de 6 propiedades$/);
    await expect(page.getByRole("status")).toHaveText(
      "Importación terminada: 6 nuevas, 0 actualizadas, 0 sin cambios.",
      {
        timeout: 90_000,
      },
    );
  });
});
