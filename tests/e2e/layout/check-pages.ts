// Issue 31: the browser suite looks at the pages. Each page, at a phone and a desktop width, on this project's
// server (with or without an agency logo): the layout check (tests/support/layout-check.ts), then a full-page
// screenshot compared with the committed one (docs/testing.md says how to refresh them). Dates and the featured
// order are fixed so the pictures stay the same.
import { checkLayout, imagesLoaded, watchConsole } from "../../support/layout-check.ts";
import { FIXED_NOW } from "../../support/layout-servers.ts";
import { expect, test } from "./fixtures.ts";
import type { CheckedPage } from "./pages.ts";

/**
 * One test per page and width. The specs that call this split the pages in three files (dashboard, public at each
 * width), so the two workers share them; tests in one file run in order.
 */
export function checkPages(group: CheckedPage[], widths: Array<{ width: number; height: number }>) {
  for (const viewport of widths) {
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
          await imagesLoaded(page);
          // A long page at 1280 px takes seconds to capture on a busy machine: more than the 5 s default.
          const shot = `${checked.name}-${viewport.width}.png`;
          await expect.soft(page).toHaveScreenshot(shot, { fullPage: true, timeout: 20_000 });
          expect(problems, `${checked.path} at ${viewport.width} px`).toEqual([]);
        });
      }
    });
  }
}
