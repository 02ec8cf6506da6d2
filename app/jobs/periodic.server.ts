// A job run every `everyMs` (first after `firstMs`) by the holder of its job lock; a failed run is logged with its
// context and the next one tries again. Returns the function that stops it.
import { log } from "../log/logger.server.ts";

export function periodicJob(
  name: string,
  work: () => Promise<string | null>,
  { firstMs, everyMs }: { firstMs: number; everyMs: number },
): () => void {
  const run = async () => {
    try {
      const done = await work();
      if (done) log.info(`${name}: ${done}`);
    } catch (err) {
      log.error({ err }, `${name}: falló la tarea periódica`);
    }
  };
  const first = setTimeout(() => void run(), firstMs);
  const timer = setInterval(() => void run(), everyMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
