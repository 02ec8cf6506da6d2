// The property form's photo uploader as a staff member drives it in the browser: test photos, filling the
// required fields, reordering with the keyboard, and the order the public page shows (shared by the dashboard
// spec and the balanced-instances spec).
import sharp from "sharp";
import { expect, type Page } from "./fixtures.ts";

export const jpeg = async (name: string, colour: string) => ({
  name,
  mimeType: "image/jpeg",
  buffer: await sharp({ create: { width: 480, height: 320, channels: 3, background: colour } })
    .jpeg()
    .toBuffer(),
});

export async function openForm(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("form[novalidate]")).toBeAttached(); // hydrated: Conform validates in the browser
}

/** Picks three photos at once in the uploader: rojo.jpg, verde.jpg and azul.jpg, in that order. */
export async function uploadRedGreenBlue(page: Page) {
  await page
    .getByTestId("photo-input")
    .setInputFiles([
      await jpeg("rojo.jpg", "#cc0000"),
      await jpeg("verde.jpg", "#00aa00"),
      await jpeg("azul.jpg", "#0000cc"),
    ]);
}

/** Image numbers of the uploader's photos, in screen order, once every upload has finished. */
export async function photoNumbers(page: Page, count: number): Promise<number[]> {
  await expect(page.locator("input[name=photos]")).toHaveCount(count);
  return page.locator("[data-photo]").evaluateAll((els) => els.map((e) => Number(e.getAttribute("data-n"))));
}

/** Two frames and a task: dnd-kit adds its arrow-key listener in a timeout after the drag starts and measures
 *  the photos after rendering; an arrow pressed before that is lost (seen under heavy CPU load). */
export const settle = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done)))),
  );

/** Moves a photo `steps` places left with the keyboard (dnd-kit), waiting for each move's announcement. */
export async function moveLeftByKeyboard(page: Page, name: string, steps: number) {
  const names = await page.locator("[data-photo]").evaluateAll((els) => els.map((e) => e.getAttribute("data-photo")));
  const from = names.indexOf(name) + 1;
  const handle = page.getByRole("button", { name: `Mover ${name}` });
  await handle.focus();
  await page.keyboard.press("Space");
  await expect(handle).toHaveAttribute("aria-pressed", "true"); // the drag has started
  await expect(page.getByText(`Tomaste la foto ${from}.`)).toBeAttached();
  for (let k = 1; k <= steps; k++) {
    await settle(page);
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByText(`La foto ${from} pasa al lugar ${from - k}.`)).toBeAttached();
  }
  await settle(page);
  await page.keyboard.press("Space");
  await expect(page.getByText(`Foto soltada en el lugar ${from - steps}.`)).toBeAttached();
}

export async function fillRequired(page: Page, name: string) {
  await page.getByLabel("Nombre").fill(name);
  await page.getByLabel("Tipo").selectOption("Casa");
  await page.getByLabel("Estado", { exact: true }).selectOption("Venta");
  await page.getByLabel("Localidad").fill("Villa Berna");
  await page.getByLabel("Dirección").fill("Los Pinos 45");
  await page.getByLabel("Descripción", { exact: true }).fill("Casa de prueba del panel.");
  await page.getByLabel("URL de Google Maps").fill("https://maps.google.com/?q=Villa+Berna");
  await page.getByLabel("Moneda").selectOption("USD");
  await page.getByLabel("Precio").fill("1.250.000");
}

/** The public page shows the photos in the saved order: the first image of each number, in document order. */
export async function expectPublicOrder(page: Page, id: string, order: number[]) {
  await page.goto(`/propiedad/${id}`);
  const srcs = await page
    .locator(`img[src*="/media/${id}/"]`)
    .evaluateAll((els) => els.map((e) => e.getAttribute("src") ?? ""));
  const ns = srcs.map((s) => Number(/image_(\d+)/.exec(s)?.[1]));
  expect(ns.filter((n, i) => ns.indexOf(n) === i)).toEqual(order);
}
