// The production build a server process runs: `build/`, which may be a link to the current release's build
// (docs/deploy.md). The link is resolved once, when the process starts, so a process keeps serving its own build's
// files after the link moves to a newer one (decision 118).
import fs from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { builtAssets } from "./app.ts";

const linked = path.resolve(import.meta.dirname, "..", "build");
const buildDir = fs.existsSync(linked) ? fs.realpathSync(linked) : linked;

/** The server build and the handlers for its browser files. */
export async function loadReleaseBuild(): Promise<{ build: ServerBuild; assets: RequestHandler[] }> {
  const build = (await import(path.join(buildDir, "server", "index.js"))) as ServerBuild;
  return { build, assets: builtAssets(path.join(buildDir, "client")) };
}
