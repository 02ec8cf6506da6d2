// The server itself, imported by server/index.ts (after production mode):
// the production build served by WEB_CONCURRENCY processes (decision 105). The primary validates the settings and
// runs the startup tasks once (migrations, demo), then forks the workers (server/cluster.ts), which get their
// connections from the port the primary listens on (decision 242); each worker runs server/index.ts too and serves
// (server/boot.ts).
import cluster from "node:cluster";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ServerBuild } from "react-router";
import { log } from "../app/log/logger.server.ts";
import { builtAssets } from "./app.ts";
import { entryOf, fail, listenFailure, loadSettings, runStartupTasks, serve } from "./boot.ts";
import { runPrimary } from "./cluster.ts";
import { listenBalanced } from "./connection-balancer.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// `build` may be a link to the current release's build (docs/deploy.md): resolved once, when this process starts,
// so a process keeps serving its own build's files after the link moves to a newer one (decision 118).
const linked = path.join(root, "build");
const buildDir = fs.existsSync(linked) ? fs.realpathSync(linked) : linked;

try {
  const build = (await import(path.join(buildDir, "server", "index.js"))) as ServerBuild;
  if (cluster.isPrimary) {
    const entry = entryOf(build);
    const settings = loadSettings(entry);
    await runStartupTasks(entry);
    // The workers open their own connections; the primary keeps none.
    await entry.closeRuntime();
    const n = settings.WEB_CONCURRENCY;
    const balancer = await listenBalanced(settings.PORT, settings.HOST).catch((err: NodeJS.ErrnoException) =>
      fail(listenFailure(err, settings.PORT)),
    );
    await runPrimary({
      // server/index.ts, not this file: the workers need production mode first, like this process.
      exec: fileURLToPath(new URL("./index.ts", import.meta.url)),
      workers: n,
      balancer,
      listening:
        `Vitrina escuchando en http://localhost:${settings.PORT} (${settings.PUBLIC_URL}) con ${n} ` +
        `${n === 1 ? "proceso" : "procesos"}; proceso principal: pid ${process.pid} ` +
        `(recarga sin cortes: kill -HUP ${process.pid})`,
    });
  } else {
    await serve({ build, assets: builtAssets(path.join(buildDir, "client")) }, { announce: false });
  }
} catch (err) {
  log.fatal({ err }, "Vitrina no pudo iniciar");
  process.exit(1);
}
