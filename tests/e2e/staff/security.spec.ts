// Site-wide security against the real server: CSP with a fresh nonce per document, baseline headers, and the
// refusal of cross-site state-changing requests (dashboard actions, 'Salir' and every resource route).
import fs from "node:fs";
import path from "node:path";
import { listStaff } from "../../../app/auth/staff.server.ts";
import { expect, test } from "../fixtures.ts";

const EVIL = "https://evil.example";

/** Every resource route in app/routes.ts, with its parameters filled in: new ones are covered automatically. */
function resourceRoutes(): string[] {
  const routes = fs.readFileSync(path.resolve(import.meta.dirname, "../../../app/routes.ts"), "utf8");
  const found = [...routes.matchAll(/route\("([^"]+)",\s*"routes\/resources\//g)].map((m) => m[1]);
  return found.map((p) => `/${p.replace(/:[A-Za-z]+/g, "x")}`);
}

test("documents carry a CSP with a fresh nonce that their scripts use", async ({ request }) => {
  const nonces: string[] = [];
  for (const url of ["/", "/", "/login"]) {
    const res = await request.get(url);
    const csp = res.headers()["content-security-policy"];
    expect(csp).toContain("'strict-dynamic'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    const nonce = /'nonce-([^']+)'/.exec(csp)![1];
    nonces.push(nonce);
    const html = await res.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(res.headers()["x-content-type-options"]).toBe("nosniff");
    expect(res.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  }
  expect(new Set(nonces).size).toBe(nonces.length);
});

test("pages run under the CSP without violations", async ({ page, login }) => {
  // The fixture fails the test on any console error, which is where Chromium reports CSP violations.
  await page.goto("/login");
  await expect(page.locator("form[novalidate]")).toHaveCount(1);
  await login();
  await page.goto("/dashboard/usuarios");
  await expect(page.getByRole("heading", { name: "Usuarios" })).toBeVisible();
});

test("a cross-site POST to a dashboard action is refused with 403 and changes nothing", async ({
  page,
  login,
  e2eAuth,
}) => {
  await login();
  const before = await listStaff(e2eAuth.db.kysely);
  const form = {
    intent: "create",
    email: "intruso@vitrina.test",
    firstName: "In",
    lastName: "Truso",
    password: "clave-intrusa",
  };
  const attacks: Record<string, string>[] = [{ origin: EVIL }, { "sec-fetch-site": "cross-site" }];
  for (const headers of attacks) {
    const res = await page.request.post("/dashboard/usuarios", { form, headers, maxRedirects: 0 });
    expect(res.status()).toBe(403);
  }
  expect(await listStaff(e2eAuth.db.kysely)).toEqual(before);
  // The same request from our own origin goes through.
  const ok = await page.request.post("/dashboard/usuarios", {
    form,
    headers: { origin: e2eAuth.publicUrl },
    maxRedirects: 0,
  });
  expect(ok.status()).toBe(302);
  expect((await listStaff(e2eAuth.db.kysely)).map((m) => m.email)).toContain("intruso@vitrina.test");
});

test("a cross-site 'Salir' does not sign anyone out", async ({ page, login }) => {
  await login();
  const res = await page.request.post("/salir", { headers: { origin: EVIL }, maxRedirects: 0 });
  expect(res.status()).toBe(403);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Panel" })).toBeVisible();
});

test("every resource route refuses cross-site state-changing requests", async ({ request }) => {
  const routes = resourceRoutes();
  expect(routes).toEqual(expect.arrayContaining(["/healthz", "/salir"]));
  for (const url of routes) {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      const res = await request.fetch(url, { method, headers: { origin: EVIL }, data: "x=1", maxRedirects: 0 });
      expect(res.status(), `${method} ${url}`).toBe(403);
    }
  }
});

test("request bodies have a size limit", async ({ request }) => {
  const res = await request.post("/login", {
    data: `a=${"x".repeat(2 * 1024 * 1024)}`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
  expect(res.status()).toBe(413);
});
