// The in-process background worker: drains the upload queue (kicked by each upload, polled as a fallback,
// resumed at once after a restart) and runs the orphan sweep periodically. One per server process.
import { releaseGoneClaims } from "./claims.server.ts";
import { sweepOrphans } from "./sweep.server.ts";
import { type PhotoContext, processNextUpload } from "./upload-queue.server.ts";
import { log } from "../log/logger.server.ts";
import { outsideRequest } from "../log/request-context.server.ts";

export interface PhotoWorker {
  kick(): void;
  stop(): Promise<void>;
}

export interface WorkerOptions {
  pollMs?: number;
  sweepEveryMs?: number;
  firstSweepAfterMs?: number;
}

let current: PhotoWorker | undefined;

/** The process's worker, started on first use. */
export function photoWorker(ctx: PhotoContext, options: WorkerOptions = {}): PhotoWorker {
  current ??= startWorker(ctx, options);
  return current;
}

export async function stopPhotoWorker(): Promise<void> {
  const w = current;
  current = undefined;
  await w?.stop();
}

function startWorker(ctx: PhotoContext, options: WorkerOptions): PhotoWorker {
  let draining: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const drain = (): Promise<void> => {
    if (draining) {
      again = true;
      return draining;
    }
    draining = (async () => {
      do {
        again = false;
        try {
          while (!stopped && (await processNextUpload(ctx)));
        } catch (err) {
          if (!stopped) log.error({ err }, "Fotos: error en la cola de procesamiento");
        }
      } while (again && !stopped);
    })().finally(() => {
      draining = null;
    });
    return draining;
  };

  const sweep = async () => {
    try {
      const r = await sweepOrphans(ctx);
      if (r.removedFiles || r.expiredUploads) {
        log.info(`Fotos: barrido quitó ${r.removedFiles} archivos huérfanos y ${r.expiredUploads} subidas vencidas.`);
      }
    } catch (err) {
      log.error({ err }, "Fotos: error en el barrido de archivos huérfanos");
    }
  };

  const poll = setInterval(() => void drain(), options.pollMs ?? 5_000);
  const sweeping = setInterval(() => void sweep(), options.sweepEveryMs ?? 60 * 60_000);
  const first = setTimeout(() => void sweep(), options.firstSweepAfterMs ?? 60_000);
  for (const t of [poll, sweeping, first]) t.unref();
  // A restart takes back at once what this host's dead processes were processing (decision 086), then drains.
  void releaseGoneClaims(ctx.kysely)
    .then((n) => n && log.info(`Fotos: vuelven a la cola ${n} subida(s) que procesaba un proceso terminado.`))
    .catch((err) => log.error({ err }, "Fotos: no se pudieron liberar las subidas de procesos terminados"))
    .finally(() => void drain());

  return {
    // An upload kicks the queue, which then works on for every upload: its log lines are no request's.
    kick: () => outsideRequest(() => void drain()),
    async stop() {
      stopped = true;
      clearInterval(poll);
      clearInterval(sweeping);
      clearTimeout(first);
      await draining;
    },
  };
}
