// React Router's route tree memo (decision 246): every rewrite still finds React Router's text, and a process that
// loads the patch matches, renders and answers exactly as one without it, with answers of its own per call.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { rewriteOf, rewritten } from "./module-rewrites.ts";
import { REWRITES } from "./route-tree-memo-patch.ts";

const root = path.resolve(import.meta.dirname, "..");
/** The file a rewrite names, in this build of React Router. */
const moduleFile = (build: string, ends: readonly string[]) =>
  path.join(root, "node_modules", (ends.find((end) => end.includes(`/${build}/`)) as string).slice(1));

/** What a static handler and a static router answer for a few paths, in a process started with these options. */
function answers(nodeOptions: string[]): unknown {
  const script = `
    const { createStaticHandler, createStaticRouter } = await import("react-router");
    const routes = [{ id: "root", path: "/", children: [
      { id: "home", index: true },
      { id: "listing", path: "propiedad/:slug" },
      { id: "type", path: ":lang?/tipo/:kind" },
      { id: "files", path: "archivos/*" },
    ] }];
    const handler = createStaticHandler(routes);
    const out = [];
    for (const url of ["/", "/propiedad/casa-1", "/propiedad/casa-2?x=1", "/en/tipo/venta", "/tipo/alquiler", "/archivos/a/b", "/nada/de/nada", "/propiedad/casa-1"]) {
      const context = await handler.query(new Request("http://localhost" + url));
      if (context instanceof Response) { out.push(["response", context.status]); continue; }
      const shape = context.matches.map((m) => [m.route.id, m.pathname, m.pathnameBase, { ...m.params }]);
      // A caller that changes what it got must not change the next answer.
      for (const m of context.matches) m.params.changed = "sí";
      const router = createStaticRouter(handler.dataRoutes, context);
      const again = router.match(url.split("?")[0]);
      out.push([url, context.statusCode, shape, again && again.map((m) => [m.route.id, { ...m.params }])]);
      if (again) for (const m of again) m.params.changed = "sí";
    }
    const a = createStaticRouter(handler.dataRoutes, await handler.query(new Request("http://localhost/")));
    const b = createStaticRouter(handler.dataRoutes, await handler.query(new Request("http://localhost/")));
    out.push(["same data routes", a.routes === b.routes]);
    console.log(JSON.stringify(out));`;
  const run = execFileSync(process.execPath, [...nodeOptions, "--input-type=module", "-e", script], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production" },
    encoding: "utf8",
  });
  return JSON.parse(run.trim().split("\n").at(-1) as string);
}

describe("React Router's route tree memo", () => {
  for (const build of ["production", "development"]) {
    it.each(REWRITES.map((rewrite) => ({ file: rewrite.ends[0].split("/lib/")[1], rewrite })))(
      `rewrites the ${build} build's $file`,
      ({ rewrite }) => {
        const file = moduleFile(build, rewrite.ends);
        expect(rewriteOf(REWRITES, pathToFileURL(file).href)).toBe(rewrite);
        const patched = rewritten(fs.readFileSync(file, "utf8"), rewrite);
        expect(patched).toBeDefined();
        for (const [, to] of rewrite.edits) expect(patched).toContain(to);
      },
    );
  }

  it("leaves a module it does not recognise as it is", () => {
    for (const rewrite of REWRITES) expect(rewritten("export const x = 1;", rewrite)).toBeUndefined();
  });

  it("answers as React Router does without it, with answers of its own per call", () => {
    const without = answers([]) as unknown[];
    const withMemo = answers(["--import", path.join(root, "server/route-tree-memo-patch.ts")]) as unknown[];
    expect(withMemo.slice(0, -1)).toEqual(without.slice(0, -1));
    // The second visit to /propiedad/casa-1 matched afresh: what the first caller wrote into its params is not there.
    expect(JSON.stringify(withMemo)).not.toContain("changed");
    expect(without.at(-1)).toEqual(["same data routes", false]);
    expect(withMemo.at(-1)).toEqual(["same data routes", true]);
  });
});
