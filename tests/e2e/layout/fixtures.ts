// The layout projects' fixtures: the shared ones (console errors, stubbed hosts, hydration wait: ../fixtures.ts)
// pointed at this project's own server (tests/support/layout-servers.ts), and a staff sign-in on that server.
import { createSignedInStaff, openE2EServerAuth } from "../../support/staff-session.ts";
import { type LayoutServer, type LayoutVariant, layoutServer } from "../../support/layout-servers.ts";
import { test as base } from "../fixtures.ts";

/** The project 'layout-logo' runs on the server with a logo set; 'layout' on the one without. */
const variantOf = (project: string): LayoutVariant => (project.endsWith("-logo") ? "con-logo" : "sin-logo");

type Fixtures = {
  /** Signs the layout check's staff member in on this project's server (a cookie in this test's context). */
  signIn: () => Promise<void>;
  /**
   * The page-view beacon is answered here and never reaches the server, so the dashboard's counters do not depend
   * on which public pages another worker has already looked at: the specs run side by side, in any order.
   */
  quietBeacons: undefined;
};
type WorkerFixtures = {
  server: LayoutServer;
  serverAuth: ReturnType<typeof openE2EServerAuth>;
};

export const test = base.extend<Fixtures, WorkerFixtures>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures destructure their dependencies.
    async ({}, use, workerInfo) => use(layoutServer(variantOf(workerInfo.project.name))),
    { scope: "worker" },
  ],
  serverAuth: [
    async ({ server }, use) => {
      const opened = openE2EServerAuth(server.dataDir, server.url);
      await use(opened);
      await opened.db.close();
    },
    { scope: "worker" },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  quietBeacons: [
    async ({ context }, use) => {
      await context.route("**/api/events", (route) => route.fulfill({ status: 204 }));
      await use(undefined);
    },
    { auto: true },
  ],
  signIn: async ({ context, server, serverAuth }, use) => {
    await use(async () => {
      const who = { email: "diseno@vitrina.test", name: "Prueba Diseño" };
      const staff = await createSignedInStaff(serverAuth.auth, serverAuth.secret, server.url, who);
      await context.addCookies([{ ...staff.cookie, url: server.url, httpOnly: true, sameSite: "Lax" }]);
    });
  },
});

export { expect } from "../fixtures.ts";
