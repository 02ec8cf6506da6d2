// `npm start` (through scripts/start.ts), and every cluster worker: production mode and the patches of React Router
// (its static router, decision 244; what it derives from the route tree, decision 246; turbo-stream's JSON of long
// strings, decision 252) and React DOM (how it writes text, decision 249) come before anything else is loaded, then
// the server (server/main.ts). An ES module's static imports are all loaded before any of them runs, so the server is
// imported dynamically: the libraries' modules are read only once the patches' load hooks are in place.
import "./production-mode.ts";
import "./static-router-patch.ts";
import "./route-tree-memo-patch.ts";
import "./react-dom-write-patch.ts";
import "./turbo-stream-patch.ts";

await import("./main.ts");
