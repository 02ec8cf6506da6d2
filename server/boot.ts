// Boots Vitrina from a server build: validates settings, runs the startup tasks (migrate, seed, photo worker),
// listens, and shuts down cleanly. `npm start` boots the production build (server/index.ts); `npm run dev` boots
// the same way from Vite's live build (scripts/dev.ts), so both behave alike.
import type { RequestHandler } from "express";
import type { Logger } from "pino";
import type { ServerBuild } from "react-router";
import { MAX_UPLOAD_BYTES, UPLOAD_PATH } from "../app/photos/limits.ts";
import { createApp } from "./app.ts";
import type { ErrorPage } from "./errors.ts";
import { DEFAULT_BODY_LIMIT } from "./security.ts";

type EntryExports = typeof import("../app/entry.server.tsx");

export interface BootSource {
  /** The build the settings and startup tasks come from. */
  build: ServerBuild;
  /** What each request is answered with: the same build, or (dev) a getter for the latest one. */
  requestBuild?: () => Promise<ServerBuild>;
  /** Serves the browser's files: the built client folder, or Vite's dev middleware. */
  assets: RequestHandler[];
  /** Called after the HTTP server closed, before the database closes (dev: stop Vite). */
  onClose?: () => Promise<void>;
}

function fail(log: Logger, message: string): never {
  log.fatal(`Vitrina no pudo iniciar: ${message}`);
  process.exit(1);
}

export async function boot(source: BootSource): Promise<void> {
  const entry = source.build.entry.module as unknown as EntryExports;
  // The app's logger (app/log/): the server's lines and the app's share one format and one request id.
  const { log } = entry;
  let settings: ReturnType<EntryExports["settings"]>;
  try {
    settings = entry.settings();
  } catch (err) {
    if (err instanceof entry.SettingsError) fail(log, err.message);
    throw err;
  }
  try {
    const report = await entry.startupTasks();
    for (const line of report.lines) log.info(line);
  } catch (err) {
    if (err instanceof entry.StartupError) fail(log, err.message);
    throw err;
  }

  const app = createApp(
    {
      build: source.requestBuild ?? source.build,
      assets: source.assets,
      errorPage: (entry as unknown as { errorPage: ErrorPage }).errorPage,
      logging: { log, context: entry.requestContext },
    },
    {
      publicUrl: settings.PUBLIC_URL,
      trustProxy: settings.TRUST_PROXY,
      // Photo uploads carry one file each, up to 20 MB; everything else keeps the small default.
      bodyLimit: {
        defaultBytes: DEFAULT_BODY_LIMIT,
        routes: [{ prefix: UPLOAD_PATH, bytes: MAX_UPLOAD_BYTES + 64 * 1024 }],
      },
    },
  );
  const server = app.listen(settings.PORT, settings.HOST, () => {
    log.info(`Vitrina escuchando en http://localhost:${settings.PORT} (${settings.PUBLIC_URL})`);
  });
  server.on("error", (err: NodeJS.ErrnoException) => {
    fail(log, err.code === "EADDRINUSE" ? `el puerto ${settings.PORT} ya está en uso (PORT)` : err.message);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: cerrando (se terminan las solicitudes en curso)...`);
    // Stop accepting; let in-flight requests finish; then close the database.
    server.close(async () => {
      await source.onClose?.().catch(() => {});
      await entry.closeRuntime().catch((err) => log.error({ err }, "Error al cerrar la base de datos"));
      process.exit(0);
    });
    // Keep-alive connections become idle once their last response is sent: close them as they do.
    setInterval(() => server.closeIdleConnections(), 100).unref();
    setTimeout(() => {
      log.error("Cierre forzado: solicitudes sin terminar después de 10 s");
      process.exit(1);
    }, 10_000).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}
