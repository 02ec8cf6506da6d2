// React DOM writing ASCII text without a call into C++ per piece (decision 249): the rewrite still finds React DOM's
// text, and a process that loads it writes a page byte for byte as React DOM does without it.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { rewritten } from "./module-rewrites.ts";
import { REWRITES } from "./react-dom-write-patch.ts";

const root = path.resolve(import.meta.dirname, "..");
const RENDERER = "node_modules/react-dom/cjs/react-dom-server.node.production.js";

/**
 * A page streamed by renderToPipeableStream, in a process started with these options: its bytes (hex), and whether
 * the renderer's text that process loaded was the rewritten one. Short ASCII pieces, accents and emoji (in short
 * and long pieces), a piece longer than the renderer's buffer, and enough of them to fill the buffer many times.
 */
function page(nodeOptions: string[]): { hex: string; rewritten: boolean } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrina-react-dom-"));
  const probe = path.join(dir, "probe.mjs");
  fs.writeFileSync(
    probe,
    `import module from "node:module";
globalThis.rendererText = "";
module.registerHooks({ load(url, context, nextLoad) {
  const loaded = nextLoad(url, context);
  if (url.endsWith("/react-dom-server.node.production.js")) globalThis.rendererText = String(loaded.source);
  return loaded;
} });`,
  );
  const script = `
    const { createElement: h } = await import("react");
    const { renderToPipeableStream } = await import("react-dom/server");
    const { Writable } = await import("node:stream");
    const rows = Array.from({ length: 400 }, (_, i) =>
      h("li", { key: i, className: "flex items-center gap-1.5", "data-n": i },
        i % 7 ? "Casa " + i : "Cabaña en Villa Allende, 3 dormitorios ñ €" + i, i % 50 ? null : "🏡", h("b", null, "x".repeat(i % 13))));
    const tree = h("html", null, h("body", null, h("style", { dangerouslySetInnerHTML: { __html: "a{b:c}".repeat(900) } }),
      h("ul", null, rows), h("p", null, "ü".repeat(3000)), h("p", null, "a".repeat(4095))));
    const parts = [];
    await new Promise((resolve, reject) => {
      const out = new Writable({ write(chunk, _e, done) { parts.push(Buffer.from(chunk)); done(); }, final(done) { resolve(); done(); } });
      const stream = renderToPipeableStream(tree, { onAllReady() { stream.pipe(out); }, onError: reject });
    });
    console.log(JSON.stringify({ hex: Buffer.concat(parts).toString("hex"), rewritten: globalThis.rendererText.includes("127 < code") }));`;
  try {
    const out = execFileSync(
      process.execPath,
      [...nodeOptions, "--import", probe, "--input-type=module", "-e", script],
      {
        cwd: root,
        env: { ...process.env, NODE_ENV: "production" },
        encoding: "utf8",
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    return JSON.parse(out.trim().split("\n").at(-1) as string);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe("React DOM writing ASCII text itself", () => {
  it("finds its text in the React DOM this app pins", () => {
    for (const rewrite of REWRITES) {
      const source = fs.readFileSync(path.join(root, RENDERER), "utf8");
      expect(rewrite.ends.some((end) => path.join(root, RENDERER).endsWith(end))).toBe(true);
      const patched = rewritten(source, rewrite);
      expect(patched).toBeDefined();
      for (const [, to] of rewrite.edits) expect(patched).toContain(to);
    }
  });

  it("leaves a module it does not recognise as it is", () => {
    for (const rewrite of REWRITES) expect(rewritten("module.exports = 1;", rewrite)).toBeUndefined();
  });

  it("writes a page byte for byte as React DOM does without it", () => {
    const without = page([]);
    const withPatch = page(["--import", path.join(root, "server/react-dom-write-patch.ts")]);
    expect(without.rewritten).toBe(false);
    expect(withPatch.rewritten).toBe(true);
    expect(withPatch.hex.length).toBeGreaterThan(2 * 40_000);
    expect(withPatch.hex).toBe(without.hex);
  });
});
