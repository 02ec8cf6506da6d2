// The cluster primary of `npm start` (decision 105), on Node's own cluster (its default round-robin scheduling,
// decision 256): it loads no app code. A first worker validates the settings and runs the startup tasks
// (migrations, demo), then tells the primary the port and how many workers to fork. The primary forks
// WEB_CONCURRENCY workers that listen on the shared port, replaces a worker that dies (with a backoff when they keep
// dying), replaces them all one at a time on SIGHUP (a reload without a failed request), and stops them gracefully
// on SIGTERM or SIGINT. Workers run with smaller V8 heaps (server/worker-flags.ts, decision 262).
import cluster, { type Worker } from "node:cluster";
import { log } from "../app/log/logger.server.ts";
import { workerExecArgv } from "./worker-flags.ts";

/** The environment variable that makes a worker the startup one. */
export const ROLE_VARIABLE = "VITRINA_CLUSTER_ROLE";
export const STARTUP_ROLE = "startup";
export const SETTINGS_MESSAGE = "vitrina:settings";

/** What the startup worker tells the primary. */
export interface PrimarySettings {
  vitrina: typeof SETTINGS_MESSAGE;
  port: number;
  publicUrl: string;
  workers: number;
}

export interface PrimaryOptions {
  /** The script each worker runs. */
  exec: string;
}

/** Restarts within this window count as a streak: each waits twice as long as the one before, up to 30 s. */
const CRASH_WINDOW_MS = 60_000;
const FIRST_RESTART_MS = 500;
const MAX_RESTART_MS = 30_000;
/** Workers get this long to finish on SIGTERM (their own forced exit comes at 10 s). */
const STOP_TIMEOUT_MS = 15_000;

const label = (w: Worker) => `Trabajador ${w.id} (pid ${w.process.pid})`;
const exited = (w: Worker) =>
  w.isDead() ? Promise.resolve() : new Promise<void>((resolve) => w.once("exit", () => resolve()));
/** True once the worker listens; false if it exits first (it printed why). */
const listening = (w: Worker) =>
  new Promise<boolean>((resolve) => {
    w.once("listening", () => resolve(true));
    w.once("exit", () => resolve(false));
  });

/** Runs the startup worker to its end: the settings it sent, or undefined if it failed (it printed why). */
function startup(): Promise<PrimarySettings | undefined> {
  const w = cluster.fork({ [ROLE_VARIABLE]: STARTUP_ROLE });
  return new Promise((resolve) => {
    let settings: PrimarySettings | undefined;
    w.on("message", (message: Partial<PrimarySettings> | undefined) => {
      if (message?.vitrina !== SETTINGS_MESSAGE) return;
      settings = message as PrimarySettings;
      w.process.kill("SIGTERM");
    });
    w.once("exit", () => resolve(settings));
  });
}

export async function runPrimary(options: PrimaryOptions): Promise<void> {
  // Smaller V8 heaps for the workers (server/worker-flags.ts), unless the operator chose other sizes.
  cluster.setupPrimary({ exec: options.exec, execArgv: workerExecArgv(process.execArgv, process.env.NODE_OPTIONS) });
  /** Workers being stopped on purpose (reload, shutdown): their exit is no crash. */
  const retiring = new Set<Worker>();
  /** Workers a reload started: if one fails to start, the reload stops and nothing restarts it. */
  const candidates = new Set<Worker>();
  const crashes: number[] = [];
  let started = false;
  let stopping = false;
  let reloading = false;
  let reloadAgain = false;

  process.on("SIGHUP", () => void reload());
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));

  const settings = await startup();
  if (stopping) return;
  if (!settings) process.exit(1);
  const n = settings.workers;

  const live = () =>
    Object.values(cluster.workers ?? {}).filter((w) => w && !w.isDead() && !retiring.has(w)) as Worker[];
  cluster.on("listening", (w) => log.info(`${label(w)} listo.`));

  const first = Array.from({ length: n }, () => cluster.fork());
  cluster.on("exit", (w, code, signal) => {
    // A first worker that fails to start stops the server (below) rather than being restarted.
    if (retiring.delete(w) || candidates.delete(w) || stopping || !started) return;
    const now = Date.now();
    crashes.push(now);
    while (crashes[0] < now - CRASH_WINDOW_MS) crashes.shift();
    const delay = Math.min(MAX_RESTART_MS, FIRST_RESTART_MS * 2 ** (crashes.length - 1));
    const how = signal ?? `código ${code}`;
    const others = live().length ? "; los demás siguen atendiendo" : "";
    log.error(`${label(w)} terminó inesperadamente (${how})${others}; se reemplaza en ${delay / 1000} s.`);
    setTimeout(() => {
      // A reload may have started a worker meanwhile: keep exactly WEB_CONCURRENCY.
      if (!stopping && live().length < n) cluster.fork();
    }, delay);
  });

  const ok = await Promise.all(first.map(listening));
  if (stopping) return;
  if (ok.includes(false)) {
    // A worker could not start (it printed why, e.g. the port is in use): the server does not start.
    stopping = true;
    for (const w of live()) w.process.kill("SIGTERM");
    await Promise.all(first.map(exited));
    process.exit(1);
  }
  started = true;
  log.info(
    `Vitrina escuchando en http://localhost:${settings.port} (${settings.publicUrl}) con ${n} ` +
      `${n === 1 ? "proceso" : "procesos"}; proceso principal: pid ${process.pid} ` +
      `(recarga sin cortes: kill -HUP ${process.pid})`,
  );
  // One that listened and then died before the others were up is replaced like any crash.
  for (let i = live().length; i < n; i++) cluster.fork();

  async function reload() {
    if (stopping || !started) return;
    if (reloading) {
      reloadAgain = true;
      return;
    }
    reloading = true;
    const old = live();
    log.info(`SIGHUP: recarga sin cortes, se reemplazan ${old.length} trabajadores de a uno...`);
    let replaced = 0;
    for (const w of old) {
      if (stopping) break;
      if (w.isDead()) continue; // crashed meanwhile: the restart replaces it
      const fresh = cluster.fork();
      candidates.add(fresh);
      const up = await listening(fresh);
      candidates.delete(fresh);
      if (!up) {
        if (!stopping) log.error("Recarga cancelada: un trabajador nuevo no pudo iniciar; siguen los anteriores.");
        break;
      }
      retiring.add(w);
      w.process.kill("SIGTERM");
      await exited(w);
      replaced++;
    }
    log.info(`Recarga terminada: ${replaced} de ${old.length} trabajadores reemplazados.`);
    reloading = false;
    if (reloadAgain) {
      reloadAgain = false;
      void reload();
    }
  }

  async function stop(signal: NodeJS.Signals) {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}) as Worker[];
    log.info(`${signal}: se cierran ${workers.length} trabajadores (terminan las solicitudes en curso)...`);
    setTimeout(() => {
      log.error(`Cierre forzado: trabajadores sin terminar después de ${STOP_TIMEOUT_MS / 1000} s`);
      for (const w of workers) w.process.kill("SIGKILL");
      process.exit(1);
    }, STOP_TIMEOUT_MS).unref();
    let failed = false;
    cluster.on("exit", (_w, code) => (failed ||= code !== 0));
    for (const w of workers) w.process.kill("SIGTERM");
    await Promise.all(workers.map(exited));
    process.exit(failed ? 1 : 0);
  }
}
