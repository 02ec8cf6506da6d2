// React Router's static router without getters (decision 244): the rewrite still finds React Router's text, and a
// process that loads the patch first gets a router whose properties are plain values.
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { STATIC_ROUTER, withoutGetters } from "./static-router-patch.ts";

const root = path.resolve(import.meta.dirname, "..");
const routerModule = (build: string) => path.join(root, "node_modules/react-router/dist", build, "lib/dom/server.js");

/** The own properties of a static router that are getters, in a process started with these Node options. */
function gettersOfStaticRouter(nodeOptions: string[]): string[] {
  const script = `
    const { createStaticRouter } = await import("react-router");
    const context = { basename: "/", location: { pathname: "/" }, matches: [], loaderData: {}, actionData: null, errors: null };
    const router = createStaticRouter([], context);
    const getters = Object.entries(Object.getOwnPropertyDescriptors(router)).filter(([, d]) => d.get).map(([k]) => k);
    console.log(JSON.stringify({ getters, loaderData: router.state.loaderData === context.loaderData }));`;
  const out = execFileSync(process.execPath, [...nodeOptions, "--input-type=module", "-e", script], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production" },
    encoding: "utf8",
  });
  const { getters, loaderData } = JSON.parse(out.trim().split("\n").at(-1) as string);
  expect(loaderData).toBe(true);
  return getters;
}

/**
 * Started through server/index.ts, with a probe loaded first: the order in which the patch registered its hook and
 * React Router's static router module was read. A bad PORT stops the server right after it has loaded everything.
 */
function loadOrderOfTheServer(): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrina-load-order-"));
  const probe = path.join(dir, "probe.mjs");
  fs.writeFileSync(
    probe,
    `import module from "node:module";
const events = [];
const register = module.registerHooks;
module.registerHooks = (hooks) => { events.push("patch registered"); return register(hooks); };
module.syncBuiltinESMExports();
register({ load(url, context, nextLoad) {
  if (${STATIC_ROUTER}.test(url)) events.push("react-router loaded");
  if (url.endsWith("/react-dom/cjs/react-dom-server.node.production.js")) events.push("react-dom loaded");
  return nextLoad(url, context);
} });
process.on("exit", () => process.stdout.write("\\n" + JSON.stringify(events) + "\\n"));`,
  );
  try {
    const run = spawnSync(process.execPath, ["--import", probe, path.join(root, "server/index.ts")], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dir, PORT: "no-es-un-puerto", LOG_LEVEL: "silent" },
      encoding: "utf8",
      timeout: 60_000,
    });
    const last = run.stdout.trim().split("\n").at(-1) as string;
    return JSON.parse(last);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe("React Router's static router without getters", () => {
  it("is in place before server/index.ts loads React Router", () => {
    // An import of the app placed above the patches in server/index.ts would load React Router first: no error, only
    // the getters back (and decision 246's route tree memo lost).
    // The same holds for the other patches (decisions 246, 249 and 252) and React DOM's server renderer.
    const events = loadOrderOfTheServer();
    expect(events.slice(0, 4)).toEqual(Array(4).fill("patch registered"));
    expect(events.slice(4).sort()).toEqual(["react-dom loaded", "react-router loaded"]);
  });

  it.each(["production", "development"])("rewrites the %s build React Router ships", (build) => {
    const source = fs.readFileSync(routerModule(build), "utf8");
    expect(source).toContain("get state()");
    const patched = withoutGetters(source);
    expect(patched).toBeDefined();
    const body = (patched as string).slice((patched as string).indexOf("function createStaticRouter"));
    const createStaticRouter = body.slice(0, body.indexOf("\n}\n"));
    expect(createStaticRouter).not.toMatch(/\bget (basename|future|state|routes|manifest|window)\(\)/);
    expect(createStaticRouter).toContain("state: {");
  });

  it("leaves a module it does not recognise as it is", () => {
    expect(withoutGetters("export const x = 1;")).toBeUndefined();
  });

  it("gives a process that loads it a router of plain properties, with the same values", () => {
    expect(gettersOfStaticRouter([])).toEqual(["basename", "future", "state", "routes", "manifest", "window"]);
    expect(gettersOfStaticRouter(["--import", path.join(root, "server/static-router-patch.ts")])).toEqual([]);
  });
});
