// Imported by server/index.ts before React Router: what React Router derives from the route tree for every page it
// renders is derived once and kept (decision 246).
//
// React Router 8.4.0 rebuilds, for every request, things that depend only on the build or on the path: the route
// modules by id and the server's route objects (~50 routes each, `createEntryRouteModules`, `createServerRoutes`),
// the static router's data routes (`convertRoutesToDataRoutes`), and the page's matches, three times (the server's
// match, the static handler's query, `<Scripts>`' route manifest), each by trying the ~50 route branches in rank
// order. Together 9–13% of an uncached page's CPU. Here each is kept by the identity of what it is made from:
// - matches, in the matcher, by path, until its route tree changes (`update`); every call gets its own copies of
//   the match objects and of their shared params, as before, so nothing a caller changes reaches the next request;
// - route modules by the build's route table, server routes by the build's route manifest, data routes by the
//   route array: a new build (development's reloads) brings new objects and so new entries. React Router only reads
//   these on the server; `patchRoutes` and its like throw there.
// Nothing of the app is imported here: whatever this file imports is loaded before the hook exists.
import { type ModuleRewrite, rewriteOnLoad } from "./module-rewrites.ts";

/** Paths a matcher remembers at most; past that it starts again (URLs with query strings are each a key). */
const MATCH_MEMO_SIZE = 1000;

/** A module under React Router's `dist/<build>/lib/`, in the production and development builds alike. */
const lib = (file: string) => [
  `/react-router/dist/production/lib/${file}`,
  `/react-router/dist/development/lib/${file}`,
];

const MEMO_MATCH = `\t#memo = new Map();
\tmatch(locationArg, allowPartial = false) {
\t\tlet path = typeof locationArg === "string" ? locationArg : locationArg.pathname;
\t\tlet key = (allowPartial ? "partial " : "whole ") + (path ?? "/");
\t\tlet found = this.#memo.get(key);
\t\tif (found === undefined) {
\t\t\tfound = matchRoutesImpl(this.#routes, locationArg, this.#basename, allowPartial, this.#branches);
\t\t\tif (this.#memo.size >= ${MATCH_MEMO_SIZE}) this.#memo.clear();
\t\t\tthis.#memo.set(key, found);
\t\t}
\t\tif (found === null) return null;
\t\tlet params = { ...found[0].params };
\t\treturn found.map((match) => ({ ...match, params }));
\t}`;

export const REWRITES: readonly ModuleRewrite[] = [
  {
    ends: lib("router/matcher.js"),
    edits: [
      [
        "\tupdate(routes) {\n\t\tthis.#routes = routes;\n",
        "\tupdate(routes) {\n\t\tthis.#routes = routes;\n\t\tthis.#memo = new Map();\n",
      ],
      [
        "\tmatch(locationArg, allowPartial = false) {\n\t\treturn matchRoutesImpl(this.#routes, locationArg, this.#basename, allowPartial, this.#branches);\n\t}",
        MEMO_MATCH,
      ],
    ],
  },
  {
    ends: lib("server-runtime/entry.js"),
    edits: [
      [
        "function createEntryRouteModules(manifest) {\n\treturn Object.keys(manifest)",
        "const entryRouteModules = new WeakMap();\nfunction createEntryRouteModules(manifest) {\n\tlet kept = entryRouteModules.get(manifest);\n\tif (!kept) entryRouteModules.set(manifest, kept = createEntryRouteModulesOnce(manifest));\n\treturn kept;\n}\nfunction createEntryRouteModulesOnce(manifest) {\n\treturn Object.keys(manifest)",
      ],
    ],
  },
  {
    ends: lib("dom/ssr/server.js"),
    edits: [
      [
        "\tlet routes = createServerRoutes(manifest.routes, routeModules, context.future, context.isSpaMode);",
        "\tlet routes = serverRoutes.get(manifest.routes);\n\tif (!routes) serverRoutes.set(manifest.routes, routes = createServerRoutes(manifest.routes, routeModules, context.future, context.isSpaMode));",
      ],
      ["function ServerRouter({", "const serverRoutes = new WeakMap();\nfunction ServerRouter({"],
    ],
  },
  {
    ends: lib("dom/server.js"),
    edits: [
      [
        "\tlet manifest = {};\n\tlet dataRoutes = convertRoutesToDataRoutes(routes, void 0, void 0, manifest);",
        "\tlet kept = staticDataRoutes.get(routes);\n\tif (!kept) {\n\t\tlet manifest = {};\n\t\tkept = [convertRoutesToDataRoutes(routes, void 0, void 0, manifest), manifest];\n\t\tstaticDataRoutes.set(routes, kept);\n\t}\n\tlet [dataRoutes, manifest] = kept;",
      ],
      [
        "function createStaticRouter(routes, context, opts = {}) {",
        "const staticDataRoutes = new WeakMap();\nfunction createStaticRouter(routes, context, opts = {}) {",
      ],
    ],
  },
];

rewriteOnLoad(REWRITES, "React Router", 246);
