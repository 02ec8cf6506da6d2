// Issue 31 item 3: the listing table works at 375 and 1280 px. Nothing sits on top of a listing's name, a column
// header or a control (each is the top element at its own centre once scrolled into view), no column is hidden
// off to the side of the table's box, and the page never scrolls sideways.
import { expect, type Page, test } from "../fixtures.ts";

/** The visible controls and names in the table that something else covers, described for the failure message. */
function coveredInTable(page: Page) {
  return page.evaluate(() => {
    const box = document.querySelector("main table")!.parentElement!;
    const targets = box.querySelectorAll<HTMLElement>("th, a, button, input, select");
    const covered: string[] = [];
    for (const el of targets) {
      if (el.getClientRects().length === 0 || getComputedStyle(el).visibility === "hidden") continue;
      el.scrollIntoView({ block: "center", inline: "center" });
      const r = el.getBoundingClientRect();
      const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      if (!top || !(el === top || el.contains(top))) {
        const name = el.getAttribute("aria-label") ?? el.textContent?.trim().slice(0, 40) ?? el.tagName;
        covered.push(`${el.tagName.toLowerCase()} «${name}» under ${top?.tagName.toLowerCase() ?? "nothing"}`);
      }
    }
    return covered;
  });
}

for (const width of [375, 1280]) {
  test(`the listing table at ${width} px: every name, header and control in view and uncovered`, async ({
    page,
    login,
  }) => {
    await login({ name: `Tabla ${width}` });
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/dashboard/propiedades/ver");
    await expect(page.locator("main table tbody th[scope=row]")).toHaveCount(10);
    expect(await coveredInTable(page)).toEqual([]);
    const overflow = await page.evaluate(() => {
      const box = document.querySelector("main table")!.parentElement!;
      const root = document.documentElement;
      return { table: box.scrollWidth - box.clientWidth, page: root.scrollWidth - root.clientWidth };
    });
    expect(overflow).toEqual({ table: 0, page: 0 });
  });
}
