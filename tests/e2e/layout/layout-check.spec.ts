// The layout check can fail: each defect class of issue 31, drawn in a small page, is named; a right page passes.
import { expect, test } from "@playwright/test";
import { checkLayout } from "../../support/layout-check.ts";

const page375 = { width: 375, height: 700 };
test.use({ viewport: page375 });

const sprite = '<svg display="none" aria-hidden="true"><symbol id="i"></symbol></svg>';
const reset = "<style>*{margin:0;box-sizing:border-box} svg{display:block}</style>";

test("a right page passes, hidden controls included", async ({ page }) => {
  await page.setContent(
    `${reset}<style>svg[display=none]{display:none}
      .sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap;padding:12px}
      label{position:relative;display:block;height:40px} label span{position:absolute;inset:0;background:#eee}</style>
    ${sprite}<a class="sr-only" href="#c">Saltar al contenido</a>
    <header style="height:60px"><a href="/">Inicio</a><button hidden>Menú</button></header>
    <main id="c"><label><input type="checkbox"><span>Piscina</span></label>
      <select style="width:300px"><option>Todas las localidades</option></select>
      <div style="overflow:hidden;width:100px"><div style="width:600px"><a href="/x" style="margin-left:400px">Lejos</a></div></div>
    </main>`,
  );
  expect(await checkLayout(page)).toEqual([]);
});

test("a band above the header, a sideways scroll, a covered control and a cut label are each named", async ({
  page,
}) => {
  await page.setContent(
    `${reset}${sprite}
    <header style="height:60px"><a href="/">Inicio</a></header>
    <main>
      <select style="width:90px;padding:0 24px 0 8px"><option>Todas las localidades</option></select>
      <div style="width:500px;height:20px"></div>
      <button style="display:block;margin-top:200px;width:200px;height:44px">Ordenar</button>
    </main>
    <aside style="position:fixed;left:0;top:0;width:375px;height:700px;pointer-events:none"></aside>
    <a href="https://wa.me/1" aria-label="WhatsApp"
      style="position:fixed;left:0;top:420px;width:375px;height:100px;background:green"></a>`,
  );
  const problems = await checkLayout(page);
  expect(problems).toEqual([
    expect.stringMatching(
      /^top: the header <header> "Inicio" \(header\) starts at y=150, not 0; above it: <svg> \(svg\) 300×150 at y=0, meant hidden but drawn$/,
    ),
    expect.stringMatching(/^top: the page's first block <header>/),
    expect.stringMatching(
      /^sideways scroll: the page is 500 px wide in a 375 px window; sticking out: <div> \(main > div\)/,
    ),
    expect.stringMatching(
      /^covered: <button> "Ordenar" \(main > button\) is covered at its centre \(\d+, \d+\) by <a> "WhatsApp" \(a\[aria-label="WhatsApp"\]\)$/,
    ),
    expect.stringMatching(
      /^cut: <select> "Todas las localidades" \(main > select\) has room for \d+ px of its \d+ px of text$/,
    ),
  ]);
});
