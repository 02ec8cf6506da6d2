// Boots Vitrina from a server build: validates settings, runs the startup tasks (migrate, seed), starts the
// background work (under job locks), listens, and shuts down cleanly. `npm start` splits this between a startup
// worker and the serving workers of Node's cluster (server/index.ts, server/cluster.ts, server/worker.ts);
// `npm run dev` boots it all in one process from Vite's live build (scripts/dev.ts): the same server code.
import cluster from "node:cluster";
import http from "node:http";
import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
// The app's logger is one per process (a globalThis singleton, docs/decisions/103): the server's lines and the
// bundle's share its format and the request id.
import { log } from "../app/log/logger.server.ts";
import { createApp } from "./app.ts";
import { drainable } from "./drain.ts";
import { clientErrorPages, type ErrorPage } from "./errors.ts";

type EntryExports = typeof import("../app/entry.server.tsx");
export type Settings = ReturnType<EntryExports["settings"]>;

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

export function fail(message: string): never {
  log.fatal(`Vitrina no pudo iniciar: ${message}`);
  process.exit(1);
}

/** Why the port could not be listened on, in one line. */
export const listenFailure = (err: NodeJS.ErrnoException, port: number) =>
  err.code === "EADDRINUSE" ? `el puerto ${port} ya está en uso (PORT)` : err.message;

export const entryOf = (build: ServerBuild) => build.entry.module as unknown as EntryExports;

/** The validated settings; a bad one stops the process with one line. */
export function loadSettings(entry: EntryExports): Settings {
  try {
    return entry.settings();
  } catch (err) {
    if (err instanceof entry.SettingsError) fail(err.message);
    throw err;
  }
}

/** What runs once per start, before any process serves: migrations, demo seed and staff. */
export async function runStartupTasks(entry: EntryExports): Promise<void> {
  try {
    const report = await entry.startupTasks();
    for (const line of report.lines) log.info(line);
  } catch (err) {
    if (err instanceof entry.StartupError) fail(err.message);
    throw err;
  }
}

/** In one process: settings, startup tasks, background work, HTTP (`npm run dev`). */
export async function boot(source: BootSource): Promise<void> {
  const entry = entryOf(source.build);
  loadSettings(entry);
  await runStartupTasks(entry);
  await serve(source, { announce: true });
}

/**
 * Serves requests in this process until SIGTERM or SIGINT: starts the background work (each job runs only where
 * its lock is held), listens, and on the signal stops accepting, finishes what it has, closes the database.
 */
export async function serve(source: BootSource, options: { announce: boolean }): Promise<void> {
  const entry = entryOf(source.build);
  const settings = loadSettings(entry);
  try {
    await entry.startBackgroundWork();
  } catch (err) {
    if (err instanceof entry.StartupError) fail(err.message);
    throw err;
  }

  const app = createApp(
    {
      build: source.requestBuild ?? source.build,
      assets: source.assets,
      errorPage: (entry as unknown as { errorPage: ErrorPage }).errorPage,
      logging: { log: entry.log, context: entry.requestContext },
      // Only for a fixed build: the dev server's pages change with the code (decision 111).
      pageCache:
        settings.PAGE_CACHE && !source.requestBuild
          ? {
              siteVersion: entry.siteVersion,
              build: source.build.assets.version,
              maxBytes: settings.PAGE_CACHE_MB * 1024 * 1024,
            }
          : undefined,
    },
    {
      publicUrl: settings.PUBLIC_URL,
      trustProxy: settings.TRUST_PROXY,
    },
  );
  const server = http.createServer(app);
  // A request too large to parse gets the site's error page (431), not Node's empty answer.
  server.on("clientError", clientErrorPages((entry as unknown as { errorPage: ErrorPage }).errorPage));
  const connections = drainable(server);
  // In a cluster worker, Node's cluster shares the port the primary holds (round-robin, decision 256).
  server.on("error", (err: NodeJS.ErrnoException) => fail(listenFailure(err, settings.PORT)));
  server.listen(settings.PORT, settings.HOST, () => {
    if (options.announce) log.info(`Vitrina escuchando en http://localhost:${settings.PORT} (${settings.PUBLIC_URL})`);
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const who = cluster.isWorker ? `el proceso ${process.pid}` : "Vitrina";
    log.info(`${signal}: ${who} se cierra (termina las solicitudes en curso)...`);
    setTimeout(() => {
      log.error("Cierre forzado: solicitudes sin terminar después de 10 s");
      process.exit(1);
    }, 10_000).unref();
    // Stop accepting; let in-flight requests and busy keep-alive clients finish; then close the database.
    await connections.drain();
    await source.onClose?.().catch(() => {});
    await entry.closeRuntime().catch((err) => log.error({ err }, "Error al cerrar la base de datos"));
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
  // SIGHUP is the primary's reload; a worker that gets it too (a closed terminal's process group) keeps serving.
  if (cluster.isWorker) process.on("SIGHUP", () => {});
}
