// `npm start` (through scripts/start.ts): boots the production build (server/boot.ts).
// First: production mode before React or React Router is imported, whatever NODE_ENV the environment has.
import "./production-mode.ts";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ServerBuild } from "react-router";
import { boot } from "./boot.ts";
import { builtAssets } from "./app.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildDir = path.join(root, "build");

try {
  const build = (await import(path.join(buildDir, "server", "index.js"))) as ServerBuild;
  await boot({ build, assets: builtAssets(path.join(buildDir, "client")) });
} catch (err) {
  console.error("Vitrina no pudo iniciar:", err);
  process.exit(1);
}
