// React Router's static router without getters (decision 244): the rewrite still finds React Router's text, and a
// process that loads the patch first gets a router whose properties are plain values.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { withoutGetters } from "./static-router-patch.ts";

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

describe("React Router's static router without getters", () => {
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
