// CPU time per uncached render of a page (PAGE_CACHE=off, one process): the worker's user+system time over the
// requests autocannon completed, so the figure holds on a shared machine where throughput does not.
// `node scripts/bench/render-cpu.ts [url] [accept-encoding]`: with "gzip, br", say, the compression's cost is in.
import autocannon from "autocannon";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startNpmStart } from "./npm-start.ts";
import { cpuMsOf, workerPids } from "./stats.ts";

export async function benchRenderCpu(url = "/?orden=abc12", seconds = 10, acceptEncoding = ""): Promise<void> {
  const headers: Record<string, string> = acceptEncoding ? { "accept-encoding": acceptEncoding } : {};
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrina-bench-cpu-"));
  const server = await startNpmStart({ DATA_DIR: dataDir, WEB_CONCURRENCY: "1", PAGE_CACHE: "off" });
  try {
    await server.waitFor("Vitrina escuchando", 120_000);
    // The one serving worker (the startup worker, id 1, has exited by then).
    const [pid] = workerPids(server.output());
    await autocannon({ url: `${server.url}${url}`, connections: 4, duration: 2, headers });
    const before = cpuMsOf(pid);
    const r = await autocannon({ url: `${server.url}${url}`, connections: 4, duration: seconds, headers });
    const cpuMs = cpuMsOf(pid) - before;
    console.log(
      `[cpu] GET ${url}${acceptEncoding ? ` (${acceptEncoding})` : ""} sin caché: ${(cpuMs / r.requests.total).toFixed(2)} ms de CPU por solicitud ` +
        `(${r.requests.total} solicitudes, ${r.non2xx} no-2xx)`,
    );
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.main) await benchRenderCpu(process.argv[2], 10, process.argv[3]);
