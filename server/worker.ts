// A cluster worker of `npm start` (server/index.ts): loads the production build and either runs the startup tasks
// once and exits (the first worker the primary forks, STARTUP_ROLE) or serves on the shared port until stopped.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ServerBuild } from "react-router";
import { log } from "../app/log/logger.server.ts";
import { builtAssets } from "./app.ts";
import { entryOf, loadSettings, runStartupTasks, serve } from "./boot.ts";
import { type PrimarySettings, ROLE_VARIABLE, SETTINGS_MESSAGE, STARTUP_ROLE } from "./cluster.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// `build` may be a link to the current release's build (docs/deploy.md): resolved once, when this process starts,
// so a process keeps serving its own build's files after the link moves to a newer one (decision 118).
const linked = path.join(root, "build");
const buildDir = fs.existsSync(linked) ? fs.realpathSync(linked) : linked;

try {
  const build = (await import(path.join(buildDir, "server", "index.js"))) as ServerBuild;
  if (process.env[ROLE_VARIABLE] === STARTUP_ROLE) {
    const entry = entryOf(build);
    const settings = loadSettings(entry);
    await runStartupTasks(entry);
    await entry.closeRuntime();
    const message: PrimarySettings = {
      vitrina: SETTINGS_MESSAGE,
      port: settings.PORT,
      publicUrl: settings.PUBLIC_URL,
      workers: settings.WEB_CONCURRENCY,
    };
    // The primary stops this process once it has the message.
    process.send?.(message);
  } else {
    await serve({ build, assets: builtAssets(path.join(buildDir, "client")) }, { announce: false });
  }
} catch (err) {
  log.fatal({ err }, "Vitrina no pudo iniciar");
  process.exit(1);
}
