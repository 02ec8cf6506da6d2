// Production behind Caddy with HTTPS, as docs/deploy.md sets it up: a staff member's whole visit in Chromium
// (browse, sign in, create a listing with a photo, edit it, delete it, sign out) and what the proxy must not
// change: __Host- Secure cookie, HSTS, https in every redirect, canonical and link-preview URLs, and sign-in
// throttling that counts the client's address as the proxy reports it, not the proxy's (docs/decisions/106).
import sharp from "sharp";
import { createStaff } from "../../../app/auth/staff.server.ts";
import { httpsRequest, spkiHash } from "../../support/reverse-proxy.ts";
import { countedAddresses, documentedCaddy, type ProxiedSite, startProxiedSite } from "../../support/proxied-site.ts";
import { test as base, expect, type Page } from "../fixtures.ts";

/** What a client could write into X-Forwarded-For itself: must never be the address the app counts. */
const SPOOFED = "203.0.113.7";
/** The browser's address as Caddy sees it and writes it into X-Forwarded-For; the app sees Caddy itself as ::1. */
const CLIENT = "127.0.0.1";
const HSTS = "max-age=31536000; includeSubDomains";
const INVALID = "El nombre de usuario o contraseña son incorrectos. Intenta nuevamente.";

const test = base.extend<object, { site: ProxiedSite }>({
  site: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures destructure their dependencies.
    async ({}, use) => {
      const site = await startProxiedSite(documentedCaddy);
      await use(site);
      await site.stop();
    },
    { scope: "worker", timeout: 90_000 },
  ],
  // Chromium trusts Caddy's own certificate authority (and nothing else it would not trust anyway).
  launchOptions: [
    async ({ launchOptions, site }, use) => {
      const spki = site.proxy.ca.map(spkiHash).join(",");
      await use({
        ...launchOptions,
        args: [...(launchOptions.args ?? []), `--ignore-certificate-errors-spki-list=${spki}`],
      });
    },
    { scope: "worker" },
  ],
  baseURL: async ({ site }, use) => use(site.url),
});

test.use({ extraHTTPHeaders: { "X-Forwarded-For": SPOOFED } });
// One worker, one server and proxy for both tests, in order.
test.describe.configure({ mode: "default" });

async function newStaff(site: ProxiedSite) {
  const password = "clave-del-proxy";
  const staff = await createStaff(site.auth, {
    email: `proxy-${Date.now()}@vitrina.test`,
    firstName: "Pía",
    lastName: "Proxy",
    password,
  });
  return { email: staff.email, password };
}

async function submitLogin(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Contraseña").fill(password);
  await page.getByRole("button", { name: "Ingresar" }).click();
}

/**
 * Records where the app sends the browser after React Router's data requests: a form's POST goes to `<path>.data`
 * and a redirect comes back as a 202 whose body names the target, not as a Location header. Read in the page, as
 * the app reads it: Chromium may drop a fetch's body before the test could ask for it.
 */
async function recordDataRedirects(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction("recordDataRedirect", (target: string) => void seen.push(target));
  await page.addInitScript(() => {
    const record = (window as unknown as { recordDataRedirect: (t: string) => void }).recordDataRedirect;
    const fetch = window.fetch;
    window.fetch = async (...args) => {
      const res = await fetch(...args);
      if (res.status === 202 && new URL(res.url).pathname.endsWith(".data")) {
        void res
          .clone()
          .text()
          .then((body) => record(/"redirect","([^"]*)"/.exec(body)?.[1] ?? `(202: ${res.url})`));
      }
      return res;
    };
  });
  return seen;
}

/** Canonical and Open Graph URLs of the page, plus any of our own absolute URL written with http://. */
async function pageUrls(page: Page) {
  const attr = (selector: string, name: string) => page.locator(selector).first().getAttribute(name);
  return {
    canonical: await attr('link[rel="canonical"]', "href"),
    ogUrl: await attr('meta[property="og:url"]', "content"),
    ogImage: (await page.locator('meta[property="og:image"]').count())
      ? await attr('meta[property="og:image"]', "content")
      : null,
    plainHttp: (await page.content()).match(/http:\/\/(localhost|127\.0\.0\.1|\[::1\])[^"'\s<]*/g) ?? [],
  };
}

test("a staff member's whole visit over https behind Caddy", async ({ page, context, site }) => {
  test.setTimeout(120_000);
  const origin = site.url;
  const staff = await newStaff(site);
  // Every redirect: Location headers (document requests) and what data requests were sent to.
  const dataRedirects = await recordDataRedirects(page);
  const locations: string[] = [];
  context.on("response", (res) => {
    const location = res.headers().location;
    if (location) locations.push(location);
  });

  // Browse.
  const home = await page.goto("/");
  expect(home!.headers()["strict-transport-security"]).toBe(HSTS);
  expect(await pageUrls(page)).toEqual({ canonical: `${origin}/`, ogUrl: `${origin}/`, ogImage: null, plainHttp: [] });
  await page.goto("/tipo/Venta");
  expect((await pageUrls(page)).canonical).toBe(`${origin}/tipo/Venta`);

  // A wrong password first: the throttle counts the client as Caddy reported it, not Caddy (::1), not the
  // address the client wrote itself.
  await page.goto("/dashboard/propiedades/agregar");
  await expect(page).toHaveURL(`${origin}/login?redirectTo=%2Fdashboard%2Fpropiedades%2Fagregar`);
  await submitLogin(page, staff.email, "clave-equivocada");
  await expect(page.getByRole("alert")).toHaveText(INVALID);
  expect(await countedAddresses(site)).toEqual([CLIENT]);

  await submitLogin(page, staff.email, staff.password);
  await expect(page).toHaveURL(`${origin}/dashboard/propiedades/agregar`);
  const cookies = (await context.cookies()).filter((c) => c.name.includes("session_token"));
  expect(cookies).toEqual([
    expect.objectContaining({
      name: "__Host-vitrina.session_token",
      secure: true,
      httpOnly: true,
      path: "/",
      sameSite: "Lax",
    }),
  ]);
  const session = await site.db.kysely.selectFrom("session").select("ipAddress").executeTakeFirstOrThrow();
  expect(session.ipAddress).toBe(CLIENT);

  // Create a listing with a photo.
  const name = `Casa tras el proxy ${Date.now()}`;
  await expect(page.locator("form[novalidate]")).toBeAttached();
  const photo = await sharp({ create: { width: 480, height: 320, channels: 3, background: "#3366aa" } })
    .jpeg()
    .toBuffer();
  await page.getByTestId("photo-input").setInputFiles([{ name: "frente.jpg", mimeType: "image/jpeg", buffer: photo }]);
  await expect(page.locator("input[name=photos]")).toHaveCount(1);
  await page.getByLabel("Nombre").fill(name);
  await page.getByLabel("Tipo").selectOption("Casa");
  await page.getByLabel("Estado", { exact: true }).selectOption("Venta");
  await page.getByLabel("Localidad").fill("Villa Berna");
  await page.getByLabel("Dirección").fill("Los Pinos 45");
  await page.getByLabel("Descripción", { exact: true }).fill("Casa publicada a través del proxy.");
  await page.getByLabel("URL de Google Maps").fill("https://maps.google.com/?q=Villa+Berna");
  await page.getByLabel("Moneda").selectOption("USD");
  await page.getByLabel("Precio").fill("98.000");
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page).toHaveURL(`${origin}/dashboard/propiedades/ver`);
  await expect(page.getByRole("status").filter({ hasText: "Propiedad guardada con éxito." })).toBeVisible();

  // Edit it.
  await page.getByRole("link", { name: `Editar ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`^${origin}/dashboard/propiedades/editar/`));
  const id = page.url().split("/").pop()!;
  await expect(page.locator("form[novalidate]")).toBeAttached();
  await expect(page.locator("input[name=photos]")).toHaveCount(1);
  await page.getByLabel("Nombre").fill(`${name} (editada)`);
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page).toHaveURL(`${origin}/dashboard/propiedades/ver`);
  await expect(page.getByRole("status").filter({ hasText: "Propiedad guardada con éxito." })).toBeVisible();

  // Its public page (staff may preview it): canonical and link preview on https, the photo served through Caddy.
  const listing = await page.goto(`/propiedad/${id}`);
  expect(listing!.headers()["strict-transport-security"]).toBe(HSTS);
  await expect(page.getByRole("heading", { level: 1, name: `${name} (editada)` })).toBeVisible();
  const urls = await pageUrls(page);
  expect(urls).toEqual({
    canonical: `${origin}/propiedad/${id}`,
    ogUrl: `${origin}/propiedad/${id}`,
    ogImage: expect.stringMatching(new RegExp(`^${origin}/media/${id}/`)),
    plainHttp: [],
  });
  const image = await httpsRequest(urls.ogImage!, { ca: site.proxy.ca });
  expect([image.status, image.headers["content-type"]]).toEqual([200, "image/jpeg"]);
  const shown = page.locator(`img[src^="/media/${id}/"]`).first();
  await expect(shown).toHaveJSProperty("complete", true);
  expect(
    await shown.evaluate((img: HTMLImageElement) => [img.naturalWidth > 0, img.currentSrc.startsWith(origin)]),
  ).toEqual([true, true]);

  // Delete it.
  await page.goto(`/dashboard/propiedades/ver?buscar=${encodeURIComponent(name)}`);
  await page.getByRole("button", { name: `Eliminar ${name} (editada)` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Confirmar" }).click();
  await expect(page.getByText("No hay datos disponibles")).toBeVisible();

  // Sign out.
  await page.getByRole("button", { name: "Salir" }).click();
  await expect(page).toHaveURL(`${origin}/`);
  expect((await context.cookies()).filter((c) => c.name.includes("session_token"))).toEqual([]);
  expect((await httpsRequest(`${origin}/propiedad/${id}`, { ca: site.proxy.ca })).status).toBe(404);

  expect(locations).toEqual(["/login?redirectTo=%2Fdashboard%2Fpropiedades%2Fagregar"]);
  expect(dataRedirects).toEqual([
    "/dashboard/propiedades/agregar", // signed in: back where the visitor was going
    "/dashboard/propiedades/ver", // created
    "/dashboard/propiedades/ver", // edited
    "/", // signed out
  ]);
});

test("document requests: redirects stay on https, the cookie is __Host- and Secure", async ({ site }) => {
  const ca = site.proxy.ca;
  const form = (fields: Record<string, string>) => ({
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: site.url },
    body: new URLSearchParams(fields).toString(),
  });
  const staff = await newStaff(site);

  // Caddy sends plain http to https (to port 443, since the site address names none: here that is a port the test
  // does not use, so only the scheme, host and path are compared).
  const plain = await fetch(`${site.proxy.httpUrl}/tipo/Venta?x=1`, { redirect: "manual" });
  expect(plain.status).toBe(308);
  expect(plain.headers.get("location")).toBe("https://localhost/tipo/Venta?x=1");

  const anonymous = await httpsRequest(`${site.url}/dashboard/usuarios`, { ca });
  expect([anonymous.status, anonymous.headers.location]).toEqual([302, "/login?redirectTo=%2Fdashboard%2Fusuarios"]);

  const signIn = await httpsRequest(`${site.url}/login`, {
    ca,
    ...form({ email: staff.email, password: staff.password }),
  });
  expect([signIn.status, signIn.headers.location]).toEqual([302, "/dashboard"]);
  expect(signIn.headers["strict-transport-security"]).toBe(HSTS);
  const setCookie = (signIn.headers["set-cookie"] as string[]).find((c) => c.includes("session_token"))!;
  expect(setCookie).toMatch(/^__Host-vitrina\.session_token=[^;]+; /);
  expect(setCookie.split("; ").slice(1).sort()).toEqual(
    expect.arrayContaining(["HttpOnly", "Path=/", "SameSite=Lax", "Secure"]),
  );
  expect(setCookie).not.toMatch(/Domain=/i);

  const cookie = setCookie.split(";")[0];
  const signOut = await httpsRequest(`${site.url}/salir`, {
    ca,
    ...form({}),
    headers: { ...form({}).headers, cookie },
  });
  expect([signOut.status, signOut.headers.location]).toEqual([302, "/"]);

  // Search engines are told the https addresses too.
  const robots = await httpsRequest(`${site.url}/robots.txt`, { ca });
  expect(robots.body).toContain(`Sitemap: ${site.url}/sitemap.xml`);
  const sitemap = await httpsRequest(`${site.url}/sitemap.xml`, { ca });
  expect(sitemap.body).toContain(`<loc>${site.url}/</loc>`);
  expect(sitemap.body).not.toMatch(/http:\/\/(localhost|127\.0\.0\.1|\[::1\])/);
});
