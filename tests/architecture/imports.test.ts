// The shape of the code, checked (issue 34): no import cycles among app/ and server/, and only route modules (and
// the app's shell: root.tsx, routes.ts, entry.server.tsx) import from app/routes/. Files are read as text and their
// relative import specifiers matched with regular expressions: no build, well under a second. Test files are left
// out (nothing imports them, and a route's test may import its route).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const SOURCE_DIRS = ["app", "server"];
const ROUTES_DIR = "app/routes/";
// The shell that maps URLs to route modules and renders them.
const MAY_IMPORT_ROUTES = new Set(["app/root.tsx", "app/routes.ts", "app/entry.server.tsx"]);

interface Edge {
  to: string;
  /** `import type …` / `export type … from`, or every named specifier marked `type`: erased, so no runtime edge. */
  typeOnly: boolean;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: "utf8" })
    .map((file) => `${dir}/${file.split(path.sep).join("/")}`)
    .filter((file) => /\.tsx?$/.test(file) && !/\.d\.ts$/.test(file) && !/\.test\.tsx?$/.test(file))
    .sort();
}

// Comments that start a line are dropped first, so an example in a comment is not an import (only at a line's
// start: a string such as "app/**/*.ts" holds "/*" too).
function withoutComments(text: string): string {
  return text.replace(/^\s*\/\*[\s\S]*?\*\//gm, "").replace(/^\s*\/\/.*$/gm, "");
}

// `import … from "x"` and `export … from "x"` (across lines), `import "x"`, `import("x")`.
const STATIC = /(?:^|[\n;])\s*(import|export)\s+(type\s+)?([^"';]*?)\s*from\s*["']([^"']+)["']/g;
const BARE = /(?:^|[\n;])\s*import\s*["']([^"']+)["']/g;
const DYNAMIC = /\bimport\(\s*["']([^"']+)["']\s*\)/g;

function allTypeSpecifiers(clause: string): boolean {
  const braces = clause.match(/^\{([\s\S]*)\}$/);
  if (!braces) return false;
  const names = braces[1]
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  return names.length > 0 && names.every((name) => name.startsWith("type "));
}

function resolve(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith(".") || specifier.includes("+types/")) return undefined;
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  return /\.tsx?$/.test(target) ? target : undefined; // styles, JSON, `?inline`: not code
}

function importsOf(file: string, text: string): Edge[] {
  const edges: Edge[] = [];
  const add = (specifier: string, typeOnly: boolean) => {
    const to = resolve(file, specifier);
    if (to) edges.push({ to, typeOnly });
  };
  const code = withoutComments(text);
  for (const m of code.matchAll(STATIC)) add(m[4], Boolean(m[2]) || allTypeSpecifiers(m[3].trim()));
  for (const m of code.matchAll(BARE)) add(m[1], false);
  for (const m of code.matchAll(DYNAMIC)) add(m[1], false);
  return edges;
}

type Graph = Map<string, Edge[]>;

/** One cycle per strongly connected component of the runtime graph (Tarjan), each as a path a → … → a. */
function runtimeCycles(graph: Graph): string[][] {
  const files = [...graph.keys()];
  const next = (file: string) => [
    ...new Set((graph.get(file) ?? []).filter((e) => !e.typeOnly && graph.has(e.to)).map((e) => e.to)),
  ];
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let counter = 0;
  const visit = (v: string) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of next(v)) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || next(v).includes(v)) components.push(component);
    }
  };
  for (const file of files) if (!index.has(file)) visit(file);

  // Within a component, the shortest way from its first file back to itself (breadth first).
  return components.map((component) => {
    const members = new Set(component);
    const start = [...component].sort()[0];
    const cameFrom = new Map<string, string>();
    const queue = [start];
    while (queue.length > 0) {
      const v = queue.shift()!;
      for (const w of next(v).filter((f) => members.has(f))) {
        if (w === start) {
          const cycle = [start];
          for (let at: string | undefined = v; at && at !== start; at = cameFrom.get(at)) cycle.unshift(at);
          return [start, ...cycle];
        }
        if (!cameFrom.has(w)) {
          cameFrom.set(w, v);
          queue.push(w);
        }
      }
    }
    return component;
  });
}

const files = SOURCE_DIRS.flatMap(sourceFiles);
const graph: Graph = new Map(files.map((file) => [file, importsOf(file, readFileSync(path.join(ROOT, file), "utf8"))]));

describe("the checker itself", () => {
  it("reads imports across lines, of types, by side effect and on demand, and not in comments", () => {
    const text = [
      'import { a,\n  b } from "./a.ts";',
      'import type { T } from "./t.ts";',
      'import { type U, type V } from "./u.ts";',
      'import { type W, x } from "./w.ts";',
      'export { y } from "../y.tsx";',
      'import "./side.ts";',
      'const z = await import("./lazy.ts");',
      '// import { no } from "./comment.ts";',
      '/** import { no } from "./doc.ts"; */',
      'import styles from "./app.css?inline";',
      'import type { Route } from "./+types/home";',
    ].join("\n");
    expect(importsOf("app/x/file.ts", text)).toEqual([
      { to: "app/x/a.ts", typeOnly: false },
      { to: "app/x/t.ts", typeOnly: true },
      { to: "app/x/u.ts", typeOnly: true },
      { to: "app/x/w.ts", typeOnly: false },
      { to: "app/y.tsx", typeOnly: false },
      { to: "app/x/side.ts", typeOnly: false },
      { to: "app/x/lazy.ts", typeOnly: false },
    ]);
  });

  it("finds a cycle and prints its path, and leaves a type-only one alone", () => {
    const edge = (to: string, typeOnly = false) => ({ to, typeOnly });
    const planted: Graph = new Map([
      ["a.ts", [edge("b.ts")]],
      ["b.ts", [edge("c.ts"), edge("d.ts")]],
      ["c.ts", [edge("a.ts")]],
      ["d.ts", [edge("b.ts", true)]],
    ]);
    expect(runtimeCycles(planted)).toEqual([["a.ts", "b.ts", "c.ts", "a.ts"]]);
  });
});

describe("imports between app/ and server/ modules", () => {
  it("are read from the whole tree", () => {
    expect(files.length).toBeGreaterThan(200);
    expect(graph.get("app/root.tsx")?.length).toBeGreaterThan(3);
  });

  it("have no cycle (type-only imports aside)", () => {
    const cycles = runtimeCycles(graph).map((cycle) => cycle.join(" → "));
    expect(cycles, `import cycles:\n${cycles.join("\n")}`).toEqual([]);
  });

  it("reach app/routes/ only from route modules and the app's shell (type imports included)", () => {
    const outside = [...graph].flatMap(([file, edges]) =>
      file.startsWith(ROUTES_DIR) || MAY_IMPORT_ROUTES.has(file)
        ? []
        : edges.filter((e) => e.to.startsWith(ROUTES_DIR)).map((e) => `${file} → ${e.to}`),
    );
    expect(outside, `imports from app/routes/ outside it:\n${outside.join("\n")}`).toEqual([]);
  });
});
