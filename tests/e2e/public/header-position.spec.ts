// The header starts at the top of the page (issue 31, item 1): nothing above it takes space, a hidden svg included
// (Tailwind's reset makes every svg a block, which beats a `display="none"` attribute).
import { expect, test } from "../fixtures.ts";

for (const width of [375, 1280]) {
  test(`at ${width} px the home's header top edge is at y=0, and a hidden svg takes no space`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/");
    const header = page.locator("body header").first();
    await expect(header).toBeVisible();
    expect((await header.boundingBox())?.y).toBe(0);
    // An svg hidden by its attribute, as an icon sprite is written: it must not be drawn.
    const box = await page.evaluate(() => {
      const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
      svg.setAttribute("display", "none");
      document.body.prepend(svg);
      const { width, height } = svg.getBoundingClientRect();
      return { width, height, top: document.querySelector("body header")?.getBoundingClientRect().top };
    });
    expect(box).toEqual({ width: 0, height: 0, top: 0 });
  });
}
