// `npm start` (through scripts/start.ts), and every cluster worker: production mode and React Router's static
// router patch (decision 244) come before anything else is loaded, then the server (server/main.ts). An ES module's
// static imports are all loaded before any of them runs, so the server is imported dynamically: React Router's
// modules are read only once the patch's load hook is in place.
import "./production-mode.ts";
import "./static-router-patch.ts";

await import("./main.ts");
