// turbo-stream's JSON of long strings written once (decision 252): the rewrite still finds React Router's text, and a
// process that loads the patch encodes data byte for byte as one without it, again and again.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { rewritten } from "./module-rewrites.ts";
import { LONG_STRING, REWRITES } from "./turbo-stream-patch.ts";

const root = path.resolve(import.meta.dirname, "..");
const ENCODER = "node_modules/react-router/dist/production/vendor/turbo-stream-v2/turbo-stream.js";

/** Data encoded three times in a process started with these options: the texts, and whether the patch was loaded. */
function encoded(nodeOptions: string[]): { texts: string[]; patched: boolean } {
  const script = `
    const module = await import("node:module");
    let patched = false;
    module.registerHooks({ load(url, context, nextLoad) {
      const loaded = nextLoad(url, context);
      if (url.endsWith("/flatten.js")) patched = String(loaded.source).includes("jsonOf(input)");
      return loaded;
    } });
    const { encode } = await import(${JSON.stringify(path.join(root, ENCODER))});
    const long = (seed) => JSON.stringify(Array.from({ length: 80 }, (_, i) => ({ id: seed + i, name: "Cabaña \\"Los Álamos\\" </script> ñ 🏡 " + i })));
    const kept = long("a");
    const texts = [];
    for (const round of [0, 1, 2]) {
      const data = { kept, again: kept, fresh: long("b" + round), short: "x".repeat(${LONG_STRING} - 1), edge: "é".repeat(${LONG_STRING}), n: round, list: [kept, "y"] };
      texts.push(await new Response(encode(data)).text());
    }
    console.log(JSON.stringify({ texts, patched }));`;
  const out = execFileSync(process.execPath, [...nodeOptions, "--input-type=module", "-e", script], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(out.trim().split("\n").at(-1) as string);
}

describe("turbo-stream's JSON of long strings kept", () => {
  it("still finds React Router's text in its production and development builds", () => {
    for (const rewrite of REWRITES)
      for (const end of rewrite.ends) {
        const source = fs.readFileSync(path.join(root, "node_modules", end.slice(1)), "utf8");
        expect(rewritten(source, rewrite), end).toContain("jsonOf(input)");
      }
  });

  it("encodes the same bytes as turbo-stream does without it, each time", () => {
    const plain = encoded([]);
    expect(plain.patched).toBe(false);
    const patched = encoded(["--import", path.join(root, "server/turbo-stream-patch.ts")]);
    expect(patched.patched).toBe(true);
    expect(plain.texts[0]).toContain("Los Álamos");
    expect(patched.texts).toEqual(plain.texts);
  });
});
