import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from "./tests/support/chromium.ts";
import { freePort } from "./tests/support/server-process.ts";

// A public page's query gets 500 ms in production (PUBLIC_QUERY_TIMEOUT_MS) and then shows its error message. Here
// Chromium keeps both cores busy, so a query can wait its turn that long: every server this run starts (the shared
// one, the layout and proxy ones) allows 10 s. The budget itself is checked in app/db/statement-budget.db.test.ts and
// tests/integration/listing-timeout.test.ts.
process.env.PUBLIC_QUERY_TIMEOUT_MS ??= "10000";
// Workers re-read this file: the port chosen by the main process travels to them in the environment.
process.env.VITRINA_E2E_PORT ??= String(await freePort());
const port = Number(process.env.VITRINA_E2E_PORT);
// The server's DATA_DIR, known to the tests too (they read its database to sign users in directly).
process.env.VITRINA_E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "vitrina-e2e-"));
export const e2eDataDir = process.env.VITRINA_E2E_DATA_DIR;
const baseURL = `http://127.0.0.1:${port}`;
// The map tiles' stand-in (tests/support/tile-stub.ts): MAP_TILES_URL points the server's pages to it.
process.env.VITRINA_E2E_TILES_PORT ??= String(await freePort());
export const tilesOrigin = `http://127.0.0.1:${process.env.VITRINA_E2E_TILES_PORT}`;
// The layout projects' servers (tests/support/layout-servers.ts): written down in this folder, and stopped when this
// run's main process is gone.
process.env.VITRINA_LAYOUT_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "vitrina-layout-"));
process.env.VITRINA_E2E_OWNER_PID ??= String(process.pid);
// The mail server the e2e server sends to (tests/support/smtp-stub.ts); specs read what it got over HTTP.
process.env.VITRINA_E2E_SMTP_PORT ??= String(await freePort());
process.env.VITRINA_E2E_MAIL_PORT ??= String(await freePort());

// Every spec runs: one outside the project folders would silently run in none.
const strays = fs.readdirSync(path.join(import.meta.dirname, "tests/e2e")).filter((f) => f.endsWith(".spec.ts"));
if (strays.length)
  throw new Error(
    `Mové ${strays.join(", ")} a tests/e2e/public (solo lectura), tests/e2e/staff, tests/e2e/site-wide, tests/e2e/proxy o tests/e2e/layout.`,
  );

const chrome = { ...devices["Desktop Chrome"], channel: undefined };
/**
 * The layout check and screenshots (issue 31, docs/testing.md) on one of the layout servers: each spec file's pages in
 * order, the files side by side (the layout fixtures keep page-view beacons off the server, so no file's visits show
 * in another's screens).
 */
const layoutProject = (name: string, only: Partial<{ grepInvert: RegExp }> = {}) => ({
  name,
  ...only,
  testDir: "tests/e2e/layout",
  dependencies: ["layout-servers"],
  fullyParallel: false,
  snapshotPathTemplate: "tests/e2e/__screenshots__/{projectName}/{arg}{ext}",
  expect: { toHaveScreenshot: { maxDiffPixelRatio: 0.002 } },
  use: chrome,
});

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  // One retry in CI: a test that fails twice is red; one that passes on retry is reported as flaky.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ? [["list"], ["json"]] : [["list"]],
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    trace: "off",
    locale: "es-AR",
    launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
  // All specs share one server and its database. Where a spec lives says when it runs: tests/e2e/public holds the
  // read-only public specs; tests/e2e/staff holds the specs that sign in and may change listings, which start only
  // after the public ones have finished, so exact counts on public pages never see a half-done change;
  // tests/e2e/site-wide holds the specs that change what every other spec sees (the agency's logo, WhatsApp number and
  // accent, the whole trash), which run one at a time after the staff ones: a page another spec had just loaded would
  // ask for a logo that is gone, and 'Vaciar papelera' would purge a listing another spec had just sent there.
  projects: [
    { name: "public", testDir: "tests/e2e/public", use: { ...devices["Desktop Chrome"], channel: undefined } },
    {
      name: "staff",
      testDir: "tests/e2e/staff",
      dependencies: ["public"],
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
    {
      name: "site-wide",
      testDir: "tests/e2e/site-wide",
      dependencies: ["staff"],
      // One at a time: each changes what the other sees.
      workers: 1,
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
    // Production behind Caddy with HTTPS (docs/deploy.md): these specs start their own server and proxy, so they
    // share nothing with the two projects above and run beside them (docs/decisions/106).
    { name: "proxy", testDir: "tests/e2e/proxy", use: { ...devices["Desktop Chrome"], channel: undefined } },
    // Where things are on the page, with and without an agency logo: their own servers with "now" fixed, started by
    // 'layout-servers' and stopped by 'layout-servers-stop' once both projects are done (docs/testing.md).
    {
      name: "layout-servers",
      testDir: "tests/e2e/layout",
      testMatch: /servers\.setup\.ts$/,
      teardown: "layout-servers-stop",
    },
    { name: "layout-servers-stop", testDir: "tests/e2e/layout", testMatch: /servers\.teardown\.ts$/ },
    layoutProject("layout"),
    // With a logo: the public pages in Spanish and the English home (the logo is in the public header and footer; the
    // dashboard shows it on Configuración only, and the English pages share the Spanish pages' layout).
    layoutProject("layout-logo", { grepInvert: / px (panel(?!-configuracion)|en-(?!inicio))/ }),
  ],
  webServer: [
    {
      command: "node tests/support/tile-stub.ts",
      url: `${tilesOrigin}/pedidos`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { TILES_PORT: process.env.VITRINA_E2E_TILES_PORT },
    },
    {
      command: "node tests/support/smtp-stub.ts",
      url: `http://127.0.0.1:${process.env.VITRINA_E2E_MAIL_PORT}/correo`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: {
        SMTP_STUB_PORT: process.env.VITRINA_E2E_SMTP_PORT,
        SMTP_STUB_HTTP_PORT: process.env.VITRINA_E2E_MAIL_PORT,
      },
    },
    {
      command: "node tests/support/e2e-server.ts",
      url: `${baseURL}/healthz`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: "pipe",
      stderr: "pipe",
      env: {
        PORT: String(port),
        HOST: "127.0.0.1",
        PUBLIC_URL: baseURL,
        DATA_DIR: e2eDataDir,
        // Problems only: a line per request would bury the suite's own output (docs/decisions/103).
        LOG_LEVEL: "warn",
        MAP_TILES_URL: `${tilesOrigin}/{z}/{x}/{y}.png`,
        SMTP_URL: `smtp://127.0.0.1:${process.env.VITRINA_E2E_SMTP_PORT}`,
      },
    },
  ],
});
