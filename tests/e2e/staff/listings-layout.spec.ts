// Issue 31 item 3: the listing table works at 375 and 1280 px. Nothing sits on top of a listing's name, a column
// header or a control (each is the top element at its own centre once scrolled into view), no column is hidden
// off to the side of the table's box, and the page never scrolls sideways.
import { createProperty, demoInput } from "../../support/fixtures.ts";
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
    e2eAuth,
  }) => {
    await login({ name: `Tabla ${width}` });
    // The newest listing (first row) with the longest words a listing may have.
    const id = await createProperty(
      e2eAuth.db.kysely,
      demoInput({
        name: `Departamentoconnombremuylargoyunapalabra ${width}`,
        locality: "Villaconnombrelargoo",
        address: "Avenidadelaciudadconnombrelargísimo 1234",
        type: "Departamento",
        state: "Alquiler Temporal",
        currency: "USD",
        price: 1_250_000,
      }),
    );
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
    // Into 'Papelera' again, so other specs find the catalogue as it was.
    const version = await e2eAuth.db.kysely
      .selectFrom("properties")
      .select("version")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    const res = await page.request.post(`/dashboard/propiedades/${id}/eliminar`, {
      form: { version: version.version },
    });
    expect(res.status()).toBe(200);
  });
}
