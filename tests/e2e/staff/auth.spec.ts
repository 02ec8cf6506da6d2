// Staff sign-in in the browser: the demo account, every error of the catalogue, the redirects between the
// public site and the dashboard, 'Salir', and the form without JavaScript.
import fs from "node:fs";
import path from "node:path";
import { createStaff, disableStaff } from "../../../app/auth/staff.server.ts";
import { expect, type Page, test } from "../fixtures.ts";
import { demoListings } from "../../../app/demo/listings.ts";

const dataDir = () => process.env.VITRINA_E2E_DATA_DIR!;
const demo = () => ({
  email: "demo@vitrina.com.ar",
  password: (JSON.parse(fs.readFileSync(path.join(dataDir(), "secrets.json"), "utf8")) as { demoPassword: string })
    .demoPassword,
});

const MESSAGES = {
  invalid: "El nombre de usuario o contraseña son incorrectos. Intenta nuevamente.",
  disabled: "Este usuario ha sido deshabilitado. Contacta al administrador.",
  throttled: "Has intentado iniciar sesión demasiadas veces. Intenta más tarde.",
};

async function submitLogin(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Contraseña").fill(password);
  await page.getByRole("button", { name: "Ingresar" }).click();
}

test.describe("errors", () => {
  test("wrong password and unknown e-mail get the same message", async ({ page }) => {
    await page.goto("/login");
    await submitLogin(page, demo().email, "no-es-la-clave");
    await expect(page.getByRole("alert")).toHaveText(MESSAGES.invalid);
    await submitLogin(page, "nadie@vitrina.com.ar", "no-es-la-clave");
    await expect(page.getByRole("alert")).toHaveText(MESSAGES.invalid);
    await expect(page).toHaveURL(/\/login$/);
  });

  test("a disabled account is told so", async ({ page, e2eAuth }) => {
    const staff = await createStaff(e2eAuth.auth, {
      email: `baja-${Date.now()}@vitrina.test`,
      firstName: "Dada",
      lastName: "DeBaja",
      password: "clave-de-baja",
    });
    await disableStaff(e2eAuth.auth, staff.id);
    await page.goto("/login");
    await submitLogin(page, staff.email, "clave-de-baja");
    await expect(page.getByRole("alert")).toHaveText(MESSAGES.disabled);
  });

  test("after 5 failures the account is throttled, even with the right password", async ({ page, e2eAuth }) => {
    const staff = await createStaff(e2eAuth.auth, {
      email: `frenado-${Date.now()}@vitrina.test`,
      firstName: "Fre",
      lastName: "Nado",
      password: "clave-correcta",
    });
    await page.goto("/login");
    for (let i = 0; i < 5; i++) {
      await submitLogin(page, staff.email, `clave-mala-${i}`);
      await expect(page.getByRole("alert")).toHaveText(MESSAGES.invalid);
    }
    await submitLogin(page, staff.email, "clave-correcta");
    await expect(page.getByRole("alert")).toHaveText(MESSAGES.throttled);
  });

  test("field messages come from SPEC.md §5", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Ingresar" }).click();
    await expect(page.getByText("Email es requerido.")).toBeVisible();
    await expect(page.getByText("Contraseña es requerido.")).toBeVisible();
    await page.getByLabel("Email").fill("abc");
    await page.getByLabel("Contraseña").fill("corta");
    await page.getByRole("button", { name: "Ingresar" }).click();
    await expect(page.getByText("Mínimo 6 caracteres")).toBeVisible();
    await expect(page.getByText("Mínimo 8 caracteres")).toBeVisible();
  });
});

test("signing in with the demo account opens the dashboard", async ({ page }) => {
  await page.goto("/login");
  await submitLogin(page, demo().email, demo().password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Panel" })).toBeVisible();
  // /login itself now sends the signed-in user on.
  await page.goto("/login");
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("a dashboard URL sends an anonymous visitor to /login and back after signing in", async ({ page }) => {
  await page.goto("/dashboard/usuarios");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard%2Fusuarios$/);
  await submitLogin(page, demo().email, demo().password);
  await expect(page).toHaveURL(/\/dashboard\/usuarios$/);
  await expect(page.getByRole("heading", { name: "Usuarios" })).toBeVisible();
});

test("no dashboard page or action runs for an anonymous visitor", async ({ request }) => {
  for (const url of ["/dashboard", "/dashboard/propiedades/ver", "/dashboard/usuarios"]) {
    const res = await request.get(url, { maxRedirects: 0 });
    expect(res.status(), url).toBe(302);
    expect(res.headers().location, url).toMatch(/^\/login/);
  }
  const post = await request.post("/dashboard/usuarios", { form: { intent: "create" }, maxRedirects: 0 });
  expect(post.status()).toBe(302);
  expect(post.headers().location).toBe("/login?redirectTo=%2Fdashboard%2Fusuarios");
});

test("the return target only accepts same-site paths", async ({ request }) => {
  const cases: Array<[string, string]> = [
    ["//evil.example", "/dashboard"],
    ["https://evil.example", "/dashboard"],
    ["/\\evil.example", "/dashboard"],
    // Dot segments that resolve to `//evil.example` after the raw text was checked (issue 11).
    ["/.//evil.example", "/dashboard"],
    ["/x/..//evil.example", "/dashboard"],
    ["/dashboard/usuarios?x=1", "/dashboard/usuarios?x=1"],
  ];
  for (const [redirectTo, expected] of cases) {
    const res = await request.post("/login", {
      form: { email: demo().email, password: demo().password, redirectTo },
      maxRedirects: 0,
    });
    expect(res.status(), redirectTo).toBe(302);
    expect(res.headers().location, redirectTo).toBe(expected);
  }
});

test("'Salir' ends the session: the old cookie no longer opens the dashboard", async ({ page, context, login }) => {
  await login();
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Panel" })).toBeVisible();
  const [old] = (await context.cookies()).filter((c) => c.name.endsWith("session_token"));
  await page.getByRole("button", { name: "Salir" }).click();
  await expect(page).toHaveURL(/\/$/);
  await context.addCookies([old]);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login$/);
});

test("signed-in staff on a public page go to /dashboard, except a listing's page", async ({ page, login }) => {
  await login();
  await page.goto("/sobreNosotros");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/");
  await expect(page).toHaveURL(/\/dashboard$/);
  // Staff may preview a listing (docs/decisions/060-staff-preview-listing.md).
  const listing = demoListings()[0];
  await page.goto(`/propiedad/${listing.id}`);
  await expect(page.getByRole("heading", { level: 1, name: listing.input.name })).toBeVisible();
});

test.describe("without JavaScript", () => {
  // The failed sign-in answers 401 as a whole document, which Chromium logs as a console error.
  test.use({ javaScriptEnabled: false, allowConsoleErrors: true });

  test("the sign-in form works as a plain POST", async ({ page }) => {
    await page.goto("/login");
    await submitLogin(page, demo().email, "no-es-la-clave");
    await expect(page.getByRole("alert")).toHaveText(MESSAGES.invalid);
    await submitLogin(page, demo().email, demo().password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { name: "Panel" })).toBeVisible();
  });
});
