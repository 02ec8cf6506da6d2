// The home's filter bar shows its choices whole (issue 31: 'Todas las localida' at 1280 px): at each width, every
// option of every select in the bar fits inside the select, beside its arrow.
import { expect, type Page, test } from "../fixtures.ts";

/** The options of the bar's visible selects that are wider than the room their select gives text. */
async function cutOptions(page: Page): Promise<string[]> {
  return page.getByRole("search").evaluate((form) => {
    const ctx = document.createElement("canvas").getContext("2d") as CanvasRenderingContext2D;
    const cut: string[] = [];
    for (const select of form.querySelectorAll("select")) {
      if (!select.checkVisibility()) continue;
      const style = getComputedStyle(select);
      ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      for (const option of select.options)
        if (ctx.measureText(option.text).width > room) cut.push(`${select.name}: ${option.text}`);
    }
    return cut;
  });
}

for (const width of [1280, 1024, 768, 375]) {
  test(`at ${width} px every filter choice shows whole`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/");
    await page.evaluate(() => document.fonts.ready);
    expect(await cutOptions(page)).toEqual([]);
  });
}
