// A cluster worker of `npm start` (server/index.ts): loads the production build and either runs the startup tasks
// once and exits (the first worker the primary forks, STARTUP_ROLE) or serves on the shared port until stopped.
import { log } from "../app/log/logger.server.ts";
import { entryOf, loadSettings, runStartupTasks, serve } from "./boot.ts";
import { type PrimarySettings, ROLE_VARIABLE, SETTINGS_MESSAGE, STARTUP_ROLE } from "./cluster.ts";
import { loadReleaseBuild } from "./release-build.ts";

try {
  const { build, assets } = await loadReleaseBuild();
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
    await serve({ build, assets }, { announce: false });
  }
} catch (err) {
  log.fatal({ err }, "Vitrina no pudo iniciar");
  process.exit(1);
}
