import { describe, expect, it } from "vitest";
import { deferHydration, PARKED_TYPE } from "./deferred-hydration.server.ts";

const page = [
  '<!DOCTYPE html><html lang="es-AR"><head><meta charSet="utf-8"/><title>Ventas · señal</title>',
  '<link rel="modulepreload" href="/assets/entry.client-a.js" nonce="n0"/>',
  '<link rel="modulepreload" href="/assets/framework-b.js" nonce="n0"/></head><body><main>Año ñandú €</main>',
  '<script nonce="n0">window.__reactRouterContext = {};</script>',
  '<script nonce="n0" type="module" async="">import * as route0 from ' +
    '"/assets/root-c.js";\nimport("/assets/entry.client-a.js");</script>',
  '<script nonce="n0">window.__reactRouterContext.streamController.close();</script></body></html>',
].join("");

function run(chunks: Uint8Array[]): string {
  const rewrite = deferHydration("n0");
  const out = [...chunks.map((c) => rewrite.push(c)), rewrite.end()];
  return Buffer.concat(out).toString("utf8");
}

describe("deferHydration", () => {
  it("drops the preloads, parks the module script, adds the loader with the preloads before </body>", () => {
    const html = run([Buffer.from(page)]);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain(`<script nonce="n0" type="${PARKED_TYPE}">import * as route0`);
    expect(html).not.toContain('<script nonce="n0" type="module"');
    const loader = html.slice(html.lastIndexOf('<script nonce="n0">'));
    expect(
      loader.startsWith('<script nonce="n0">(function(){var h=["/assets/entry.client-a.js","/assets/framework-b.js"]'),
    ).toBe(true);
    expect(loader).toMatch(/<\/script><\/body><\/html>$/);
    expect(html).toContain("<main>Año ñandú €</main>");
  });

  it("gives the same HTML however the stream is cut, even inside a tag or a multi-byte character", () => {
    const whole = run([Buffer.from(page)]);
    const bytes = Buffer.from(page);
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(run([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(whole);
    }
    const small = Array.from({ length: Math.ceil(bytes.length / 7) }, (_, i) => bytes.subarray(i * 7, i * 7 + 7));
    expect(run(small)).toBe(whole);
  });

  it("reads React's own chunks, plain Uint8Arrays that are views into a larger buffer", () => {
    const bytes = Buffer.from(page);
    const backing = new Uint8Array(bytes.length + 20);
    backing.set(bytes, 10);
    const view = new Uint8Array(backing.buffer, 10, bytes.length);
    expect(run([view.subarray(0, 300), view.subarray(300)])).toBe(run([bytes]));
  });
});
