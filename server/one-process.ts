// Vitrina in one process, without Node's cluster (docs/decisions/266): the settings, the startup tasks, the
// background work and HTTP all here, from the production build, with the boot `npm run dev` uses. For a service
// manager or container platform that runs one process per core itself (docs/deploy.md), where reloads and crash
// restarts are its job; and for the integration tests, where it starts in about half the time of the cluster's
// primary, startup worker and serving worker. `npm start` is server/index.ts.
import "./production-mode.ts";
import { log } from "../app/log/logger.server.ts";
import { boot } from "./boot.ts";
import { loadReleaseBuild } from "./release-build.ts";

try {
  await boot(await loadReleaseBuild());
} catch (err) {
  log.fatal({ err }, "Vitrina no pudo iniciar");
  process.exit(1);
}
