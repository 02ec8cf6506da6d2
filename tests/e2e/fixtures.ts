// Shared browser-test fixtures: every test fails on a console error, page error or failed request,
// and every request to another host is answered by a local stub (the test machines have no internet).
import { test as base, expect, type Page, type Request } from "@playwright/test";

export interface ExternalRequest {
  url: string;
  method: string;
}

type Fixtures = {
  /** Requests the page tried to send to other hosts (maps, WhatsApp, analytics), answered by a stub. */
  externalRequests: ExternalRequest[];
  /** Set to true in a test that expects errors (e.g. a 404 page logs a failed resource). */
  allowConsoleErrors: boolean;
};

export const test = base.extend<Fixtures>({
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
  page: async ({ page, externalRequests: _external, allowConsoleErrors }, use, testInfo) => {
    const problems: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() === "error" && !allowConsoleErrors) problems.push(`console error: ${msg.text()}`);
    });
    page.on("pageerror", (err) => problems.push(`page error: ${err.message}`));
    page.on("requestfailed", (req: Request) => {
      const failure = req.failure()?.errorText ?? "";
      // Navigations away and aborted media loads are not failures of the page.
      if (failure.includes("ERR_ABORTED")) return;
      problems.push(`request failed: ${req.method()} ${req.url()} ${failure}`);
    });
    page.on("response", (res) => {
      if (res.status() >= 500) problems.push(`server error: ${res.status()} ${res.url()}`);
    });
    await use(page);
    if (testInfo.status === testInfo.expectedStatus) expect(problems, "problems seen in the browser").toEqual([]);
  },
});

export { expect };
export type { Page };
