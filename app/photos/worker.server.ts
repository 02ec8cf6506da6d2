// Photo queue work. Any process drains the queue when one of its uploads is accepted (claims keep each upload
// to one process); the background part — a poll as a fallback, taking back at once the work of this host's dead
// processes, the periodic orphan sweep — runs in the one process holding the "fotos" job lock (decision 104).
import { log } from "../log/logger.server.ts";
import { outsideRequest } from "../log/request-context.server.ts";
import { releaseGoneClaims } from "./claims.server.ts";
import { sweepOrphans } from "./sweep.server.ts";
import { type PhotoContext, processNextUpload } from "./upload-queue.server.ts";

export interface WorkerOptions {
  pollMs?: number;
  sweepEveryMs?: number;
  firstSweepAfterMs?: number;
  /** The full reconcile, listing every folder of the storage (decision 125): rare, it costs the whole bucket. */
  reconcileEveryMs?: number;
}

export const RECONCILE_EVERY_MS = 7 * 24 * 60 * 60_000;

let draining: Promise<void> | null = null;
let again = false;
let stopped = false;

/** Processes waiting uploads in this process until none is left; a drain already running goes round again. */
export function kickPhotoQueue(ctx: PhotoContext): Promise<void> {
  if (draining) {
    again = true;
    return draining;
  }
  if (stopped) return Promise.resolve();
  // An upload kicks the queue, which then works on for every waiting upload: its log lines are no request's.
  draining = outsideRequest(async () => {
    do {
      again = false;
      try {
        while (!stopped && (await processNextUpload(ctx)));
      } catch (err) {
        if (!stopped) log.error({ err }, "Fotos: error en la cola de procesamiento");
      }
    } while (again && !stopped);
  }).finally(() => {
    draining = null;
  });
  return draining;
}

/** Lets the upload being processed here finish and starts no other: the process is stopping. */
export async function stopPhotoWorker(): Promise<void> {
  stopped = true;
  await draining;
}

/** The queue's background duties, for the holder of the job lock; returns the function that stops them. */
export function photoBackgroundWork(ctx: PhotoContext, options: WorkerOptions = {}): () => void {
  const releaseGone = () =>
    releaseGoneClaims(ctx.kysely)
      .then((n) => n && log.info(`Fotos: vuelven a la cola ${n} subida(s) que procesaba un proceso terminado.`))
      .catch((err) => log.error({ err }, "Fotos: no se pudieron liberar las subidas de procesos terminados"));
  const sweep = async (full = false) => {
    try {
      const r = await sweepOrphans(ctx, { full });
      if (full) log.info(`Fotos: revisión completa del almacenamiento: ${r.folders} carpetas.`);
      if (r.removedFiles || r.expiredUploads) {
        log.info(`Fotos: barrido quitó ${r.removedFiles} archivos huérfanos y ${r.expiredUploads} subidas vencidas.`);
      }
    } catch (err) {
      log.error({ err }, "Fotos: error en el barrido de archivos huérfanos");
    }
  };

  // Each poll also frees the claims of this host's dead processes (a query on the few claimed rows): an instance
  // killed beside this one gives its upload back within a poll, not after the claim's 30 s staleness.
  const poll = setInterval(() => void releaseGone().finally(() => kickPhotoQueue(ctx)), options.pollMs ?? 5_000);
  const sweeping = setInterval(() => void sweep(), options.sweepEveryMs ?? 60 * 60_000);
  const first = setTimeout(() => void sweep(), options.firstSweepAfterMs ?? 60_000);
  const reconcile = setInterval(() => void sweep(true), options.reconcileEveryMs ?? RECONCILE_EVERY_MS);
  for (const t of [poll, sweeping, first, reconcile]) t.unref();
  // Takes back at once what this host's dead processes were processing (decision 086), then drains.
  void releaseGone().finally(() => void kickPhotoQueue(ctx));

  return () => {
    clearInterval(poll);
    clearInterval(sweeping);
    clearTimeout(first);
    clearInterval(reconcile);
  };
}
