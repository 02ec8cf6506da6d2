// Issue 31: the browser suite looks at the pages. Each page, at a phone and a desktop width, on this project's
// server (with or without an agency logo): the layout check (tests/support/layout-check.ts), then, without the
// logo, a full-page screenshot compared with the committed one (docs/testing.md says how to refresh them). Dates
// and the featured order are fixed so the pictures stay the same.
import { checkLayout, imagesLoaded, watchConsole } from "../../support/layout-check.ts";
import { FIXED_NOW } from "../../support/layout-servers.ts";
import { expect, test } from "./fixtures.ts";
import { DASHBOARD_PAGES, PUBLIC_PAGES, WIDTHS } from "./pages.ts";

for (const group of [DASHBOARD_PAGES, PUBLIC_PAGES]) {
  for (const viewport of WIDTHS) {
    test.describe(`${viewport.width} px`, () => {
      test.use({ viewport });
      for (const checked of group) {
        test(`${checked.name} (${checked.path})`, async ({ page, signIn }) => {
          if (checked.staff) await signIn();
          const logged = watchConsole(page);
          await page.clock.setFixedTime(new Date(FIXED_NOW));
          // The shared fixture waits for hydration after this navigation (docs/decisions/046).
          await page.goto(checked.path);
          const problems = [...(await checkLayout(page)), ...logged()];
          // Pictures of the pages without a logo; the logo's run checks the layout only (the suite's time, docs/testing.md).
          if (test.info().project.name === "layout") {
            await imagesLoaded(page);
            await expect.soft(page).toHaveScreenshot(`${checked.name}-${viewport.width}.png`, { fullPage: true });
          }
          expect(problems, `${checked.path} at ${viewport.width} px`).toEqual([]);
        });
      }
    });
  }
}
