// Error boundaries also render in the browser: after a failed in-app navigation or a failed form action, the
// reference code shown is the X-Request-Id of the request that failed (decision 103). Debian's Chromium against
// the built server, whose SQLite file is zeroed under it (the outage of decision 083). Runs once, in SQLite.
import fs from "node:fs";
import path from "node:path";
import { type Browser, chromium } from "@playwright/test";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { connect } from "../../app/db/connect.server.ts";
import { CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from "../support/chromium.ts";
import { createSignedInStaff, type SignedInStaff, staffAuth } from "../support/staff-session.ts";
import { startProcess, type ServerProcess } from "../support/server-process.ts";
import { testEngine } from "../support/test-db.ts";

const SECRET = "s".repeat(32);

describe.runIf(testEngine() === "sqlite")("reference codes in the browser", () => {
  let server: ServerProcess;
  let browser: Browser;
  let staff: SignedInStaff;

  /** Starts a server with one staff member; the database is broken by each test when it needs. */
  beforeEach(async () => {
    server = await startProcess({ SEED_DEMO: "false", BETTER_AUTH_SECRET: SECRET });
    await server.waitFor("Vitrina escuchando");
    const db = connect({ sqliteFile: path.join(server.dataDir, "vitrina.sqlite") });
    const auth = staffAuth(db, SECRET, "http://127.0.0.1");
    staff = await createSignedInStaff(auth, SECRET, "http://127.0.0.1");
    await db.close();
    return async () => {
      await server.stop("SIGKILL");
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    };
  });
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** The server keeps its file open: zeroed in place, it reads as 'file is not a database'. */
  function breakDatabase() {
    for (const suffix of ["", "-wal", "-shm"]) {
      const file = path.join(server.dataDir, `vitrina.sqlite${suffix}`);
      if (fs.existsSync(file)) fs.writeFileSync(file, Buffer.alloc(fs.statSync(file).size), { flag: "r+" });
    }
  }

  async function openPage(pathname: string, signedIn = false) {
    const context = await browser.newContext({ baseURL: server.url });
    if (signedIn) {
      const { hostname } = new URL(server.url);
      await context.addCookies([{ ...staff.cookie, domain: hostname, path: "/" }]);
    }
    const page = await context.newPage();
    const problems: string[] = [];
    page.on("pageerror", (err) => problems.push(err.message));
    page.on("console", (m) => {
      if (m.type() === "error" && !m.text().startsWith("Failed to load resource")) problems.push(m.text());
    });
    const document = await page.goto(pathname);
    await page.locator("html[data-hydrated]").waitFor();
    return { page, problems, document: document! };
  }

  it("a page that fails to load shows the document's id, and hydrates without a mismatch", async () => {
    breakDatabase();
    const { page, problems, document } = await openPage("/");
    expect(document.status()).toBe(503);
    const id = document.headers()["x-request-id"];
    await expect.poll(() => page.getByText("Código de referencia:").textContent()).toBe(`Código de referencia: ${id}`);
    expect(problems).toEqual([]);
  });

  it("a navigation whose data fails shows the id of that data request", async () => {
    // A page without a query: leaving it changes no search parameter, which would reload every loader anyway.
    const { page, problems } = await openPage("/sobreNosotros");
    breakDatabase();
    const data = page.waitForResponse((r) => new URL(r.url()).pathname === "/tipo/Venta.data");
    await page.locator('a[href="/tipo/Venta"]').first().click();
    const id = (await data).headers()["x-request-id"];
    expect((await data).status()).toBe(503);
    await expect.poll(() => page.getByText("Código de referencia:").textContent()).toBe(`Código de referencia: ${id}`);
    expect(problems).toEqual([]);
  });

  it("a form action that throws shows the id of the action's request", async () => {
    const { page, problems } = await openPage("/dashboard/usuarios", true);
    await page.getByLabel("Email").fill("nueva@vitrina.test");
    await page.getByLabel("Nombre").fill("Nueva");
    await page.getByLabel("Apellido").fill("Persona");
    await page.getByLabel("Contraseña", { exact: true }).fill("clave-larga-1");
    breakDatabase();
    const action = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes(".data"));
    await page.getByRole("button", { name: "Crear usuario" }).click();
    const id = (await action).headers()["x-request-id"];
    expect((await action).status()).toBeGreaterThanOrEqual(500);
    await expect.poll(() => page.getByText("Código de referencia:").textContent()).toBe(`Código de referencia: ${id}`);
    expect(problems).toEqual([]);
  });
});
