// 'Papelera' (issue #17): delete (the spec's dialog) → 404 for visitors at once → restore with one click → the
// listing is back with its photos; then 'Vaciar papelera', with its own confirmation, removes it and its files.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { processPhoto } from "../../../app/photos/pipeline.server.ts";
import { diskStorage } from "../../../app/photos/storage.server.ts";
import { storePhoto } from "../../../app/photos/store.server.ts";
import { createProperty, demoInput } from "../../support/fixtures.ts";
import { expect, test } from "../fixtures.ts";

const photosDir = () => path.join(process.env.VITRINA_E2E_DATA_DIR!, "photos");

test("delete → 404 → restore → back with its photos; 'Vaciar papelera' purges it", async ({
  page,
  login,
  e2eAuth,
  baseURL,
}) => {
  await login({ name: "Papelera E2E" });
  const name = `Casa Papelera ${Date.now()}`;
  const photo = await processPhoto(
    await sharp({ create: { width: 640, height: 480, channels: 3, background: "#3366aa" } })
      .jpeg()
      .toBuffer(),
  );
  const id = await createProperty(e2eAuth.db.kysely, demoInput({ name }), [
    { n: 1, width: photo.width, height: photo.height },
  ]);
  await storePhoto(diskStorage(photosDir()), id, 1, photo);
  const visitor = (p: string) => fetch(`${baseURL}${p}`); // no session: what the public gets

  await page.goto(`/dashboard/propiedades/ver?buscar=${encodeURIComponent(name)}`);
  await page.getByRole("button", { name: `Eliminar ${name}` }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("¿Estás seguro de que quieres eliminar esta propiedad?");
  await dialog.getByRole("button", { name: "Confirmar" }).click();
  await expect(page.getByRole("link", { name: `Editar ${name}` })).toHaveCount(0);

  expect((await visitor(`/propiedad/${id}`)).status).toBe(404);
  expect(await (await visitor("/sitemap.xml")).text()).not.toContain(`/propiedad/${id}`);
  expect(fs.readdirSync(path.join(photosDir(), id)).length).toBeGreaterThan(0);

  await page.goto("/dashboard/propiedades/papelera");
  const row = page.getByRole("listitem", { name });
  await expect(row).toContainText("por Papelera E2E");
  await row.getByRole("button", { name: `Restaurar ${name}` }).click();
  await expect(page.getByRole("status")).toHaveText("Propiedad restaurada: vuelve a verse en el sitio.");

  const back = await visitor(`/propiedad/${id}`);
  expect(back.status).toBe(200);
  const html = await back.text();
  const src = /\/media\/[0-9a-f]{8}\/image_1-\d+\.webp/.exec(html)?.[0];
  expect(src).toContain(`/media/${id}/`);
  expect((await visitor(src!)).status).toBe(200);

  // Into the trash again, then emptied at once, with its own confirmation.
  await page.goto(`/dashboard/propiedades/ver?buscar=${encodeURIComponent(name)}`);
  await page.getByRole("button", { name: `Eliminar ${name}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Confirmar" }).click();
  await expect(page.getByRole("link", { name: `Editar ${name}` })).toHaveCount(0);
  await page.goto("/dashboard/propiedades/papelera");
  await page.getByRole("button", { name: "Vaciar papelera" }).click();
  const confirm = page.getByRole("dialog");
  await expect(confirm).toContainText("No se puede deshacer.");
  await confirm.getByRole("button", { name: "Confirmar" }).click();
  await expect(page.getByRole("status")).toHaveText("Papelera vaciada.");
  const left = await e2eAuth.db.kysely.selectFrom("properties").select("id").where("id", "=", id).execute();
  expect(left).toEqual([]);
  expect(fs.existsSync(path.join(photosDir(), id)) ? fs.readdirSync(path.join(photosDir(), id)) : []).toEqual([]);
});
