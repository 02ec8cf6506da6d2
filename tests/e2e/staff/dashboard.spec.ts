// The staff dashboard: listings table and cards, featured list, delete, counters, the property form with
// its photo uploader (SPEC.md §2, §4, §5; issue 7), and two staff members changing one listing at once
// (issue 11). Runs serially: its tests change the shared catalogue.
import type { Browser } from "@playwright/test";
import type { Db } from "../../../app/db/connect.server.ts";
import { createProperty, demoInput } from "../../support/fixtures.ts";
import { listingCounters } from "../../../app/properties/counters.server.ts";
import { createSignedInStaff } from "../../support/staff-session.ts";
import { expect, type Page, test, waitForHydration } from "../fixtures.ts";
import {
  expectPublicOrder,
  fillRequired,
  jpeg,
  moveLeftByKeyboard,
  openForm,
  photoNumbers,
  uploadRedGreenBlue,
} from "../photo-form.ts";

test.describe.configure({ mode: "serial" });

test.beforeEach(async ({ login }) => {
  await login({ name: "Panel E2E" });
});

async function openListings(page: Page, path: string) {
  await page.goto(path); // waits for hydration (fixtures.ts): the delete dialog and featured toggle work
}

/** Holds the next form POST until `release()`, to see the page while it works. */
async function holdNextPost(page: Page, urlPart: string) {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(
    (url) => url.pathname.includes(urlPart),
    async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    },
  );
  return release;
}

async function idOf(page: Page, name: string): Promise<string> {
  await openListings(page, `/dashboard/propiedades/ver?buscar=${encodeURIComponent(name)}`);
  const href = await page.getByRole("link", { name: `Editar ${name}` }).getAttribute("href");
  return href!.split("/").pop()!;
}

/** A listing as the e2e server's database holds it now. */
async function storedListing(db: Db, id: string) {
  return db.kysely
    .selectFrom("properties")
    .select(["name", "description", "featured", "version", "updated_at", "updated_by_name"])
    .where("id", "=", id)
    .executeTakeFirst();
}

/** Deletes a listing as the table does (naming its current version): leaves the catalogue as the seed made it. */
async function removeListing(page: Page, db: Db, id: string) {
  const version = (await storedListing(db, id))!.version;
  const res = await page.request.post(`/dashboard/propiedades/${id}/eliminar`, { form: { version } });
  expect(res.status()).toBe(200);
}

test("create with three photos, reorder, save; edit: remove one, add one between, cancel, then save", async ({
  page,
  e2eAuth,
}) => {
  const name = `Casa Panel ${Date.now()}`;
  await openForm(page, "/dashboard/propiedades/agregar");
  await expect(page.getByRole("heading", { name: "Nueva Propiedad" })).toBeVisible();
  await uploadRedGreenBlue(page);
  await expect(page.getByText("rojo.jpg")).toBeVisible();
  await expect(
    page
      .locator("[data-photo]")
      .first()
      .getByText(/\d+(,\d)? kB$/),
  ).toBeVisible();
  const uploaded = await photoNumbers(page, 3);
  await moveLeftByKeyboard(page, "azul.jpg", 2);
  const order = await photoNumbers(page, 3);
  expect(order).toEqual([uploaded[2], uploaded[0], uploaded[1]]);
  await expect(page.locator("[data-photo]").first().getByText("Portada")).toBeVisible();

  await fillRequired(page, name);
  const release = await holdNextPost(page, "/agregar");
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("Guardando Propiedad")).toBeVisible();
  release();
  await expect(page).toHaveURL(/\/dashboard\/propiedades\/ver$/);
  await expect(page.getByRole("status").filter({ hasText: "Propiedad guardada con éxito." })).toBeVisible();

  const id = await idOf(page, name);
  await expectPublicOrder(page, id, order);

  // Edit: remove the first, add one between the other two, then cancel: nothing changes.
  await openForm(page, `/dashboard/propiedades/editar/${id}`);
  await expect(page.getByLabel("Precio")).toHaveValue("1.250.000");
  expect(await photoNumbers(page, 3)).toEqual(order);
  await page.getByRole("button", { name: "Quitar Foto 1" }).click();
  await page.getByTestId("photo-input").setInputFiles([await jpeg("amarillo.jpg", "#dddd00")]);
  const afterAdd = await photoNumbers(page, 3);
  await moveLeftByKeyboard(page, "amarillo.jpg", 1);
  const wanted = await photoNumbers(page, 3);
  expect(wanted).toEqual([order[1], afterAdd[2], order[2]]);
  await page.getByRole("link", { name: "Cancelar" }).click();
  await expect(page).toHaveURL(/\/dashboard\/propiedades\/ver$/);
  await openForm(page, `/dashboard/propiedades/editar/${id}`);
  expect(await photoNumbers(page, 3)).toEqual(order);

  // The same changes, saved this time.
  await page.getByRole("button", { name: "Quitar Foto 1" }).click();
  await page.getByTestId("photo-input").setInputFiles([await jpeg("amarillo.jpg", "#dddd00")]);
  const added = (await photoNumbers(page, 3))[2];
  await moveLeftByKeyboard(page, "amarillo.jpg", 1);
  await page.getByLabel("Nombre").fill(`${name} (editada)`);
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Propiedad guardada con éxito." })).toBeVisible();
  await openForm(page, `/dashboard/propiedades/editar/${id}`);
  await expect(page.getByLabel("Nombre")).toHaveValue(`${name} (editada)`);
  expect(await photoNumbers(page, 3)).toEqual([order[1], added, order[2]]);
  await expectPublicOrder(page, id, [order[1], added, order[2]]);
  // The removed photo is no longer shown, but its files stay for pages opened before the save (a lazy image
  // of it must not break) until the orphan sweep's grace period is over.
  expect((await page.request.get(`/media/${id}/image_${order[0]}-400.webp`)).status()).toBe(200);
  // Leave the catalogue as the seed made it, for the public site's tests.
  await removeListing(page, e2eAuth.db, id);
});

test("field messages and visibility rules of the form", async ({ page }) => {
  await openForm(page, "/dashboard/propiedades/agregar");
  await page.getByRole("button", { name: "Guardar" }).click();
  for (const message of [
    "Nombre es requerido.",
    "Tipo es requerido.",
    "Estado es requerido.",
    "Localidad es requerido.",
    "Dirección es requerido.",
    "Descripción es requerido.",
    "Marcá la ubicación en el mapa o pegá la URL de Google Maps.",
    "Moneda es requerido.",
    "Precio es requerido.",
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await page.getByLabel("Nombre").fill("x".repeat(51));
  await expect(page.getByText("Máximo 50 caracteres")).toBeVisible();
  await page.getByLabel("Localidad").fill("x".repeat(21));
  await expect(page.getByText("Máximo 20 caracteres")).toBeVisible();
  await page.getByLabel("Dirección").fill("x".repeat(46));
  await expect(page.getByText("Máximo 45 caracteres")).toBeVisible();
  await page.getByLabel("Dormitorios").fill("dos");
  await page.getByLabel("Dormitorios").blur();
  await expect(page.getByText("Dormitorios no es válido.")).toBeVisible();
  await page.getByLabel("Superficie (m²)").fill("12345678901");
  await page.getByLabel("Superficie (m²)").blur();
  await expect(page.getByText("Máximo 10 caracteres")).toBeVisible();
  await page.getByLabel("Precio").fill("mil");
  await page.getByLabel("Precio").blur();
  await expect(page.getByText("Precio no es válido.")).toBeVisible();

  const state = page.getByLabel("Estado", { exact: true });
  await state.selectOption("Venta");
  await expect(page.getByLabel("Contrato")).toHaveCount(0);
  await state.selectOption("Alquiler");
  await expect(page.getByLabel("Contrato")).toBeVisible();
  await state.selectOption("Vendido");
  await expect(page.getByLabel("Moneda")).toHaveCount(0);
  await expect(page.getByLabel("Precio")).toHaveCount(0);
  await expect(page.getByLabel("Contrato")).toHaveCount(0);
  await state.selectOption("Alquilado");
  await expect(page.getByLabel("Moneda")).toHaveCount(0);
  await state.selectOption("Alquiler Temporal");
  await page.getByLabel("Moneda").selectOption("Consultar");
  await expect(page.getByLabel("Precio")).toHaveCount(0);
  await page.getByLabel("Moneda").selectOption("$");
  await expect(page.getByLabel("Precio")).toBeVisible();
  await expect(
    page.getByText("Las propiedades destacadas aparecen primero en los listados de resultados."),
  ).toBeVisible();

  // The edit form always shows Contrato.
  await openListings(page, "/dashboard/propiedades/ver");
  const editLink = page.getByRole("link", { name: /^Editar / }).first();
  await editLink.click();
  await expect(page.locator("form[novalidate]")).toBeAttached();
  await page.getByLabel("Estado", { exact: true }).selectOption("Venta");
  await expect(page.getByLabel("Contrato")).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, allowConsoleErrors: true }); // the browser logs the 400 document
  test("the server answers bad data with the same messages and keeps the input", async ({ page }) => {
    await page.goto("/dashboard/propiedades/agregar");
    await page.getByLabel("Nombre").fill("Casa sin precio");
    await page.getByLabel("Estado", { exact: true }).selectOption("Venta");
    const [res] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      page.getByRole("button", { name: "Guardar" }).click(),
    ]);
    expect(res.status()).toBe(400);
    await expect(page.getByText("Tipo es requerido.")).toBeVisible();
    await expect(page.getByText("Precio es requerido.")).toBeVisible();
    await expect(page.getByLabel("Nombre")).toHaveValue("Casa sin precio");
  });

  test("a save over a listing changed meanwhile is refused the same way, and the link loads the new version", async ({
    page,
    browser,
    e2eAuth,
  }) => {
    const { id } = await conflictListing(e2eAuth.db, "Conflicto sin JavaScript");
    const beto = await otherStaff(browser, e2eAuth, "Beto Conflicto");
    await page.goto(`/dashboard/propiedades/editar/${id}`);
    await page.getByLabel("Descripción", { exact: true }).fill("Escrita sin JavaScript.");
    await beto.saveDescription(id, "Guardada por Beto.");
    const afterBeto = (await storedListing(e2eAuth.db, id))!;

    const [res] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      page.getByRole("button", { name: "Guardar" }).click(),
    ]);
    expect(res.status()).toBe(409);
    await expect(page.getByRole("alert")).toContainText(
      `No se guardaron tus cambios: Beto Conflicto la modificó el ${argentineTime(afterBeto.updated_at)}`,
    );
    await expect(page.getByLabel("Descripción", { exact: true })).toHaveValue("Escrita sin JavaScript.");
    // The page was rendered after Beto's save, yet the form still names the version it was loaded from.
    await page.getByRole("button", { name: "Guardar" }).click();
    await expect(page.getByRole("alert")).toContainText("Beto Conflicto la modificó");
    expect(await storedListing(e2eAuth.db, id)).toEqual(afterBeto);

    await page.getByRole("link", { name: "Cargar la versión nueva" }).click();
    await expect(page.getByLabel("Descripción", { exact: true })).toHaveValue("Guardada por Beto.");
    await beto.close();
    await removeListing(page, e2eAuth.db, id);
  });
});

test.describe("an unknown listing", () => {
  test.use({ allowConsoleErrors: true }); // the browser logs the 404 document
  test("answers a Spanish 404", async ({ page }) => {
    const res = await page.goto("/dashboard/propiedades/editar/deadbeef");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Propiedad no encontrada" })).toBeVisible();
  });
});

test("counters follow a new listing; delete asks first, Cancelar keeps it, Confirmar removes it", async ({
  page,
  e2eAuth,
}) => {
  const counter = (label: string) => page.locator(`[data-counter="${label}"]`);
  // Other staff specs add and trash listings at the same time: the home's Total and Venta must equal the stored
  // counters, read before and after the page with no change in between (else read again).
  const countersShowStored = () =>
    expect
      .poll(
        async () => {
          const before = await listingCounters(e2eAuth.db.kysely);
          await page.goto("/dashboard");
          const shown = `${await counter("Total").textContent()}/${await counter("Venta").textContent()}`;
          const after = await listingCounters(e2eAuth.db.kysely);
          const stored = `${after.total}/${after.byState.Venta}`;
          if (`${before.total}/${before.byState.Venta}` !== stored) return "changed meanwhile";
          return shown === stored ? "same" : `shown ${shown}, stored ${stored}`;
        },
        { timeout: 30_000 },
      )
      .toBe("same");
  await countersShowStored();

  const name = `Para borrar ${Date.now()}`;
  await openForm(page, "/dashboard/propiedades/agregar");
  await fillRequired(page, name);
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Propiedad guardada con éxito." })).toBeVisible();
  await countersShowStored();

  await openListings(page, `/dashboard/propiedades/ver?buscar=${encodeURIComponent(name)}`);
  await expect(page.getByTestId("record-count")).toHaveText("1");
  const remove = page.getByRole("button", { name: `Eliminar ${name}` });
  await remove.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("¿Estás seguro de que quieres eliminar esta propiedad?");
  await expect(dialog.getByRole("button", { name: "Cancelar" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(remove).toBeFocused();
  await remove.click();
  await dialog.getByRole("button", { name: "Cancelar" }).click();
  await expect(page.getByRole("row", { name: new RegExp(name) })).toBeVisible();

  await remove.click();
  const release = await holdNextPost(page, "/eliminar");
  await dialog.getByRole("button", { name: "Confirmar" }).click();
  await expect(dialog.getByRole("button", { name: "Borrando propiedad..." })).toBeVisible();
  release();
  await expect(page.getByText("No hay datos disponibles")).toBeVisible();
  await expect(page.getByTestId("record-count")).toHaveText("0");
  await countersShowStored();
});

test.describe("refusals (the browser logs the refused request)", () => {
  test.use({ allowConsoleErrors: true });
  test("a delete that fails shows the alert and deletes nothing", async ({ page }) => {
    await openListings(page, "/dashboard/propiedades/ver");
    await page.route("**/eliminar", (route) =>
      route.fulfill({ status: 409, contentType: "application/json", body: "{}" }),
    );
    const remove = page.getByRole("button", { name: /^Eliminar / }).first();
    // The listing itself, not the table's total: other staff specs running beside this one add and trash listings.
    const label = (await remove.getAttribute("aria-label")) ?? (await remove.textContent())!;
    await remove.click();
    await page.getByRole("button", { name: "Confirmar" }).click();
    await expect(page.getByRole("alert")).toHaveText("Error al eliminar la propiedad. Por favor, inténtalo de nuevo.");
    await page.getByRole("button", { name: "Cancelar" }).click();
    await page.reload();
    await expect(page.getByRole("button", { name: label.trim(), exact: true }).first()).toBeVisible();
  });

  test("a refused upload says why, naming the file", async ({ page }) => {
    await openForm(page, "/dashboard/propiedades/agregar");
    await page
      .getByTestId("photo-input")
      .setInputFiles([
        { name: "plano.jpg", mimeType: "image/jpeg", buffer: Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>") },
      ]);
    await expect(page.getByRole("alert")).toHaveText("«plano.jpg» no es una foto JPEG, PNG, WebP, AVIF ni GIF.");
    await expect(page.locator("input[name=photos]")).toHaveCount(0);
  });
});

test("table: search, sort, page size and paging live in the URL", async ({ page }) => {
  await openListings(page, "/dashboard/propiedades/ver");
  await expect(page.getByRole("heading", { name: "Propiedades" })).toBeVisible();
  const total = Number(await page.getByTestId("record-count").textContent());
  expect(total).toBeGreaterThanOrEqual(30);
  const rows = page.locator("tbody tr");
  await expect(rows).toHaveCount(10);
  await expect(page.getByText(`Página 1 de ${Math.ceil(total / 10)}`)).toBeVisible();

  await page.getByLabel("Registros por página").selectOption("20");
  await expect(page).toHaveURL(/tamano=20/);
  await expect(rows).toHaveCount(20);
  await page.getByRole("link", { name: "Siguiente" }).click();
  await expect(page).toHaveURL(/pagina=2/);
  await expect(page.getByText(`Página 2 de ${Math.ceil(total / 20)}`)).toBeVisible();
  await page.getByRole("link", { name: "Anterior" }).click();
  await expect(page.getByText(`Página 1 de ${Math.ceil(total / 20)}`)).toBeVisible();

  await page.getByRole("link", { name: "Precio" }).click();
  await expect(page).toHaveURL(/orden=precio/);
  await expect(page.getByRole("columnheader", { name: "Precio" })).toHaveAttribute("aria-sort", "ascending");
  await page.getByRole("link", { name: "Nombre" }).click();
  await expect(page.getByRole("columnheader", { name: "Nombre" })).toHaveAttribute("aria-sort", "ascending");
  const names = await page
    .locator("tbody th[scope=row]")
    .evaluateAll((els) => els.map((e) => e.firstChild?.textContent ?? ""));
  expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  await page.getByRole("link", { name: "Nombre" }).click();
  await expect(page.getByRole("columnheader", { name: "Nombre" })).toHaveAttribute("aria-sort", "descending");

  // Case- and accent-insensitive, over name, locality, address and id.
  await page.getByLabel("Buscar Propiedad").fill("CUMBRECITA");
  await expect(page).toHaveURL(/buscar=CUMBRECITA/);
  await expect(rows.first()).toContainText(/Cumbrecita/);
  const found = Number(await page.getByTestId("record-count").textContent());
  expect(found).toBeGreaterThan(0);
  expect(found).toBeLessThan(total);
  await page.getByLabel("Buscar Propiedad").fill("caba\u00f1a");
  await expect(page).toHaveURL(/buscar=caba/);
  await page.getByLabel("Buscar Propiedad").fill("cabana");
  await expect(rows.first()).toContainText(/Cabaña/i);
  await page.getByLabel("Buscar Propiedad").fill("no existe en ningún lado");
  await expect(page.getByText("No hay datos disponibles")).toBeVisible();
  await expect(page.getByText("Página 1 de 1")).toBeVisible();

  await page.goBack();
  await expect(page.getByLabel("Buscar Propiedad")).not.toHaveValue("no existe en ningún lado");
});

test("cards view: toggle kept in the URL, search by name", async ({ page }) => {
  await openListings(page, "/dashboard/propiedades/ver");
  await page.getByRole("link", { name: "Tarjetas" }).click();
  await expect(page).toHaveURL(/vista=tarjetas/);
  const cards = page.locator("article");
  await expect(cards).toHaveCount(10);
  await expect(cards.first().getByRole("link", { name: /^Editar/ })).toBeVisible();
  // Cards show the cover photo (a listing another spec just made without photos may come first).
  await expect(cards.locator("img").first()).toBeVisible();
  await page.getByLabel("Buscar propiedad...").fill("CASA");
  await expect(page).toHaveURL(/nombre=CASA/);
  await expect.poll(async () => (await cards.locator("h2").allTextContents()).every((n) => /casa/i.test(n))).toBe(true);
  expect(await cards.count()).toBeGreaterThan(0);
  // A locality matches no name: the cards search looks at names only.
  await page.getByLabel("Buscar propiedad...").fill("Cumbrecita");
  await expect(page.getByText("No hay datos disponibles")).toBeVisible();
  await page.getByRole("link", { name: "Tabla" }).click();
  await expect(page.locator("table")).toBeVisible();
});

test("destacadas: only featured listings, no delete; unfeaturing removes one", async ({ page }) => {
  await openListings(page, "/dashboard/propiedades/destacadas");
  await expect(page.getByRole("heading", { name: "Propiedades destacadas" })).toBeVisible();
  const count = Number(await page.getByTestId("record-count").textContent());
  expect(count).toBeGreaterThan(0);
  const toggles = page.getByRole("button", { name: /^Destacada:/ });
  for (const t of await toggles.all()) await expect(t).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("button", { name: /^Eliminar/ })).toHaveCount(0);

  const first = toggles.first();
  const label = await first.getAttribute("aria-label");
  await first.click();
  await expect(page.getByTestId("record-count")).toHaveText(String(count - 1));
  await openListings(
    page,
    `/dashboard/propiedades/ver?buscar=${encodeURIComponent(label!.replace("Destacada: ", ""))}`,
  );
  const again = page.getByRole("button", { name: label! }).first();
  await expect(again).toHaveAttribute("aria-pressed", "false");
  await again.click();
  await expect(again).toHaveAttribute("aria-pressed", "true");
});

test("home, menu and shortcuts", async ({ page }) => {
  await page.goto("/dashboard");
  for (const label of ["Total", "Destacadas", "Alquiler", "Alquiler Temporal", "Alquilado", "Venta", "Vendido"]) {
    await expect(page.locator(`[data-counter="${label}"]`)).toHaveText(/^\d+$/);
  }
  await expect(page.getByRole("heading", { name: "Últimos 30 días" })).toBeVisible();
  // Which listings bring enquiries, where visits come from: tables and lists of the numbers themselves.
  await expect(page.getByRole("table", { name: "Más consultas por WhatsApp" })).toBeVisible();
  await expect(page.getByRole("table", { name: /Más consultas por visita/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: "De dónde llegan las visitas" })).toBeVisible();
  await expect(page.locator("[data-phone-share]")).toContainText(/teléfonos|dispositivo/);
  await expect(page.getByRole("link", { name: "Agregar propiedad" })).toHaveAttribute(
    "href",
    "/dashboard/propiedades/agregar",
  );
  for (const l of ["Ver propiedades", "Editar propiedades", "Eliminar propiedades"]) {
    await expect(page.getByRole("link", { name: l })).toHaveAttribute("href", "/dashboard/propiedades/ver");
  }
  await page.goto("/dashboard/propiedades");
  await page.getByRole("link", { name: /Propiedades destacadas/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/propiedades\/destacadas$/);
});

// Two staff members on one listing (issue 11, docs/decisions/085): the second to write over the same loaded
// version is refused, told who changed it and when, and nothing of theirs is stored.

/** 'dd/mm/aaaa a las hh:mm' in Argentine time (UTC-3, no daylight saving), worked out without Intl. */
function argentineTime(iso: string): string {
  const t = new Date(Date.parse(iso) - 3 * 3600_000);
  const two = (n: number) => String(n).padStart(2, "0");
  const day = `${two(t.getUTCDate())}/${two(t.getUTCMonth() + 1)}/${t.getUTCFullYear()}`;
  return `${day} a las ${two(t.getUTCHours())}:${two(t.getUTCMinutes())}`;
}

/** Another staff member, signed in in a browser context of their own. */
type StaffAuth = { auth: Parameters<typeof createSignedInStaff>[0]; secret: string; publicUrl: string };
async function otherStaff(browser: Browser, e2eAuth: StaffAuth, name: string) {
  const staff = await createSignedInStaff(e2eAuth.auth, e2eAuth.secret, e2eAuth.publicUrl, { name });
  const context = await browser.newContext({ baseURL: e2eAuth.publicUrl, locale: "es-AR" });
  await context.addCookies([{ ...staff.cookie, url: e2eAuth.publicUrl, httpOnly: true, sameSite: "Lax" }]);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (err) => errors.push(err.message));
  return {
    page,
    /** Opens the listing's edit form, changes its description and saves it. */
    async saveDescription(id: string, description: string) {
      await page.goto(`/dashboard/propiedades/editar/${id}`);
      await waitForHydration(page);
      await expect(page.locator("form[novalidate]")).toBeAttached();
      await page.getByLabel("Descripción", { exact: true }).fill(description);
      await page.getByRole("button", { name: "Guardar" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Propiedad guardada con éxito." })).toBeVisible();
    },
    async close() {
      await context.close();
      expect(errors, "page errors in the other staff member's browser").toEqual([]);
    },
  };
}

async function conflictListing(db: Db, label: string) {
  const name = `${label} ${Date.now()}`;
  const input = demoInput({ name, locality: "Tanti", maps: "https://maps.google.com/?q=Tanti" });
  const id = await createProperty(db.kysely, input);
  return { id, name };
}

test("two staff members edit one listing: the second save is refused, keeps its input, loads the new version", async ({
  page,
  browser,
  e2eAuth,
}) => {
  const { id, name } = await conflictListing(e2eAuth.db, "Conflicto al guardar");
  const beto = await otherStaff(browser, e2eAuth, "Beto Conflicto");
  await openForm(page, `/dashboard/propiedades/editar/${id}`);
  await page.getByLabel("Descripción", { exact: true }).fill("Descripción que escribió Panel E2E.");
  await page.getByLabel("Dormitorios").fill("5");

  // Meanwhile Beto opens the same listing, changes it and saves.
  await beto.saveDescription(id, "Descripción que guardó Beto.");
  const afterBeto = (await storedListing(e2eAuth.db, id))!;
  expect(afterBeto).toMatchObject({ description: "Descripción que guardó Beto.", version: 2 });
  expect(afterBeto.updated_by_name).toBe("Beto Conflicto");

  await page.getByRole("button", { name: "Guardar" }).click();
  const alert = page.getByRole("alert");
  await expect(alert).toHaveText(
    `No se guardaron tus cambios: Beto Conflicto la modificó el ${argentineTime(afterBeto.updated_at)}, ` +
      "después de que abriste el formulario. Lo que escribiste sigue en el formulario; cargá la versión nueva " +
      "para ver cómo quedó.",
  );
  await expect(page).toHaveURL(new RegExp(`/dashboard/propiedades/editar/${id}$`));
  await expect(page.getByLabel("Descripción", { exact: true })).toHaveValue("Descripción que escribió Panel E2E.");
  await expect(page.getByLabel("Dormitorios")).toHaveValue("5");
  expect(await storedListing(e2eAuth.db, id)).toEqual(afterBeto); // nothing of the refused save is stored

  // Saving again over the same old version is refused again.
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(alert).toContainText("Beto Conflicto la modificó");
  expect(await storedListing(e2eAuth.db, id)).toEqual(afterBeto);

  await page.getByRole("link", { name: "Cargar la versión nueva" }).click();
  await expect(page.getByLabel("Descripción", { exact: true })).toHaveValue("Descripción que guardó Beto.");
  await expect(page.getByLabel("Dormitorios")).toHaveValue("3");
  await expect(alert).toHaveCount(0);
  // Over the newer version the save goes through.
  await page.getByLabel("Nombre").fill(`${name} (revisada)`);
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Propiedad guardada con éxito." })).toBeVisible();
  expect(await storedListing(e2eAuth.db, id)).toMatchObject({
    name: `${name} (revisada)`,
    description: "Descripción que guardó Beto.",
    version: 3,
    updated_by_name: "Panel E2E",
  });

  await beto.close();
  await removeListing(page, e2eAuth.db, id);
});

test("a featured toggle over a listing changed since the list loaded is refused, reverts, changes nothing", async ({
  page,
  browser,
  e2eAuth,
}) => {
  const { id, name } = await conflictListing(e2eAuth.db, "Conflicto destacada");
  const beto = await otherStaff(browser, e2eAuth, "Beto Conflicto");
  await openListings(page, `/dashboard/propiedades/ver?buscar=${encodeURIComponent(name)}`);
  const star = page.getByRole("button", { name: `Destacada: ${name}` });
  await expect(star).toHaveAttribute("aria-pressed", "false");

  await beto.saveDescription(id, "Beto la cambió mientras tanto.");
  const afterBeto = (await storedListing(e2eAuth.db, id))!;

  await star.click();
  const toast = page.getByRole("alert");
  await expect(toast).toContainText(
    `No se cambió la marca de destacada: Beto Conflicto la modificó el ${argentineTime(afterBeto.updated_at)}. ` +
      "Recargá la lista para ver cómo quedó.",
  );
  await expect(star).toHaveAttribute("aria-pressed", "false");
  expect(await storedListing(e2eAuth.db, id)).toEqual(afterBeto);

  // The list again, with the newer version: now the toggle goes through (once the list's data is back: on a busy
  // machine a click before that would still send the old version).
  const reloaded = page.waitForResponse((r) => r.url().includes("/dashboard/propiedades/ver") && r.ok());
  await toast.getByRole("button", { name: "Recargar la lista" }).click();
  await reloaded;
  await expect(toast).toHaveCount(0);
  await star.click();
  await expect(star).toHaveAttribute("aria-pressed", "true");
  await expect.poll(async () => (await storedListing(e2eAuth.db, id))!.version).toBe(afterBeto.version + 1);
  expect(Boolean((await storedListing(e2eAuth.db, id))!.featured)).toBe(true);

  await beto.close();
  await removeListing(page, e2eAuth.db, id);
});

test.describe("a delete over a changed listing (the browser logs the refused request)", () => {
  test.use({ allowConsoleErrors: true });
  test("is refused with who changed it and when, and deletes nothing", async ({ page, browser, e2eAuth }) => {
    const { id, name } = await conflictListing(e2eAuth.db, "Conflicto al borrar");
    const beto = await otherStaff(browser, e2eAuth, "Beto Conflicto");
    await openListings(page, `/dashboard/propiedades/ver?buscar=${encodeURIComponent(name)}`);
    await expect(page.getByTestId("record-count")).toHaveText("1");

    await beto.saveDescription(id, "Beto la cambió antes de que la borraran.");
    const afterBeto = (await storedListing(e2eAuth.db, id))!;

    await page.getByRole("button", { name: `Eliminar ${name}` }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Confirmar" }).click();
    await expect(dialog.getByRole("alert")).toHaveText(
      `No se eliminó la propiedad: Beto Conflicto la modificó el ${argentineTime(afterBeto.updated_at)}. ` +
        "Recargá la lista para ver cómo quedó y volvé a intentarlo.",
    );
    await dialog.getByRole("button", { name: "Cancelar" }).click();
    expect(await storedListing(e2eAuth.db, id)).toEqual(afterBeto);
    await page.reload();
    await expect(page.getByTestId("record-count")).toHaveText("1");

    await beto.close();
    await removeListing(page, e2eAuth.db, id);
  });
});
