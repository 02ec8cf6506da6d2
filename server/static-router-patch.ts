// Imported by server/index.ts before React Router: its static router, built for every page it renders, is made
// with plain properties instead of getters (decision 244).
//
// React Router 8.4.0's `createStaticRouter` returns an object literal with six getters (`state`, `routes`, ...)
// whose closures hold the request's whole static context: its loader data, matches and routes. V8 cannot share
// a hidden class between objects whose getters are different closures, so each page's router gets one of its own,
// made in the old generation; once the page is sent that hidden class is garbage, but only a full collection
// frees it, and until then the young collections treat what it points to as live. So every page's data and the
// React render hanging from it were promoted to the old generation (~22 of the ~65 KB each render sent there),
// which brought a full collection every few seconds per process. The getters only ever return values the router
// already has when it is made, so plain properties hold the same.
// Nothing of the app is imported here: whatever this file imports is loaded before the hook exists.
import { type ModuleRewrite, rewriteOnLoad, rewritten } from "./module-rewrites.ts";

/** The module that defines `createStaticRouter`, in either build. */
export const STATIC_ROUTER = /\/react-router\/dist\/(production|development)\/lib\/dom\/server\.js$/;

/** The getters as React Router 8.4.0 writes them (production and development builds alike), and their values. */
const EDITS: ReadonlyArray<readonly [string, string]> = [
  [
    "\t\tget basename() {\n\t\t\treturn context.basename;\n\t\t},\n\t\tget future() {\n\t\t\treturn future;\n\t\t},\n\t\tget state() {\n\t\t\treturn {",
    "\t\tbasename: context.basename,\n\t\tfuture,\n\t\tstate: {",
  ],
  [
    "\t\t\t\tblockers: /* @__PURE__ */ new Map()\n\t\t\t};\n\t\t},\n\t\tget routes() {\n\t\t\treturn dataRoutes;\n\t\t},\n\t\tget manifest() {\n\t\t\treturn manifest;\n\t\t},\n\t\tget window() {},",
    "\t\t\t\tblockers: /* @__PURE__ */ new Map()\n\t\t},\n\t\troutes: dataRoutes,\n\t\tmanifest,\n\t\twindow: void 0,",
  ],
];

/** The rewrite, in the production and development builds alike (server/module-rewrites.ts). */
const REWRITE: ModuleRewrite = {
  ends: ["production", "development"].map((build) => `/react-router/dist/${build}/lib/dom/server.js`),
  edits: EDITS,
};

/** React Router's module with the static router's getters made plain properties; undefined if it has changed. */
export const withoutGetters = (source: string): string | undefined => rewritten(source, REWRITE);

rewriteOnLoad([REWRITE], "React Router", 244);
