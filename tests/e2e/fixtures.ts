// Shared browser-test fixtures: every test fails on a console error, page error or failed request,
// and every request to another host is answered by a local stub (the test machines have no internet).
import { test as base, expect, type Page, type Request } from "@playwright/test";
import type { Auth } from "../../app/auth/auth.server.ts";
import type { Db } from "../../app/db/connect.server.ts";
import { PARKED_TYPE } from "../../app/runtime/http/deferred-hydration.server.ts";
import { createSignedInStaff, openE2EServerAuth, type SignedInStaff } from "../support/staff-session.ts";

export interface ExternalRequest {
  url: string;
  method: string;
}

type Fixtures = {
  /** Requests the page tried to send to other hosts (maps, WhatsApp, analytics), answered by a stub. */
  externalRequests: ExternalRequest[];
  /** Set to true in a test that expects errors (e.g. a 404 page logs a failed resource). */
  allowConsoleErrors: boolean;
  /**
   * Signs a staff member in without the form: writes a user and a session into the e2e server's database and
   * sets the session cookie in this test's browser context. Without `email`, a fresh user is made.
   */
  login: (who?: { email?: string; name?: string }) => Promise<SignedInStaff>;
};

type WorkerFixtures = {
  /** The e2e server's database and Better Auth, opened from this worker (see tests/support/staff-session.ts). */
  e2eAuth: { auth: Auth; db: Db; secret: string; publicUrl: string };
};

export const test = base.extend<Fixtures, WorkerFixtures>({
  e2eAuth: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures destructure their dependencies.
    async ({}, use) => {
      const dataDir = process.env.VITRINA_E2E_DATA_DIR;
      if (!dataDir) throw new Error("VITRINA_E2E_DATA_DIR no está definido (lo define playwright.config.ts)");
      const publicUrl = `http://127.0.0.1:${process.env.VITRINA_E2E_PORT}`;
      const opened = openE2EServerAuth(dataDir, publicUrl);
      await use({ ...opened, publicUrl });
      await opened.db.close();
    },
    { scope: "worker" },
  ],
  login: async ({ context, e2eAuth }, use) => {
    await use(async (who) => {
      const staff = await createSignedInStaff(e2eAuth.auth, e2eAuth.secret, e2eAuth.publicUrl, who);
      await context.addCookies([{ ...staff.cookie, url: e2eAuth.publicUrl, httpOnly: true, sameSite: "Lax" }]);
      return staff;
    });
  },
  allowConsoleErrors: [false, { option: true }],
  externalRequests: async ({ context, baseURL }, use) => {
    const seen: ExternalRequest[] = [];
    const origin = new URL(baseURL!).origin;
    await context.route(
      (url) => url.origin !== origin && url.protocol.startsWith("http"),
      async (route) => {
        seen.push({ url: route.request().url(), method: route.request().method() });
        await route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>stub</title>" });
      },
    );
    await use(seen);
  },
  page: async ({ page, externalRequests: _external, allowConsoleErrors, javaScriptEnabled }, use, testInfo) => {
    const problems: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() !== "error" || allowConsoleErrors) return;
      // A form action answering 4xx (a validation or sign-in error) to React Router's data request is the
      // application speaking, not a broken resource; Chromium still logs it as a console error.
      if (/status of 4\d\d/.test(msg.text()) && /\.data(\?|$)/.test(msg.location().url)) return;
      problems.push(`console error: ${msg.text()} (${msg.location().url})`);
    });
    page.on("pageerror", (err) => problems.push(`page error: ${err.message}`));
    page.on("requestfailed", (req: Request) => {
      const failure = req.failure()?.errorText ?? "";
      // Navigations away and aborted media loads are not failures of the page.
      if (failure.includes("ERR_ABORTED")) return;
      // With JavaScript off, Chromium refuses the module preloads and reports them as "csp".
      if (javaScriptEnabled === false && failure === "csp" && req.url().endsWith(".js")) return;
      problems.push(`request failed: ${req.method()} ${req.url()} ${failure}`);
    });
    page.on("response", (res) => {
      if (res.status() >= 500) problems.push(`server error: ${res.status()} ${res.url()}`);
    });
    // Public pages load their JavaScript once they have loaded (docs/decisions/046): a test that navigates
    // acts on the hydrated page, as a visitor does a moment later. tests/e2e/hydration.spec.ts covers the wait.
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if ((options?.waitUntil ?? "load") === "load") await waitForHydration(page);
        return response;
      };
    }
    await use(page);
    if (testInfo.status === testInfo.expectedStatus) expect(problems, "problems seen in the browser").toEqual([]);
  },
});

/** Resolves once React has hydrated the page; at once for documents without React Router (files, XML). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    (parked) =>
      !document.querySelector(`script[type="${parked}"]`) &&
      (!("__reactRouterContext" in window) || document.documentElement.hasAttribute("data-hydrated")),
    PARKED_TYPE,
  );
}

export { expect };
export type { Page, SignedInStaff };
