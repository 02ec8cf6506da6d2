// CPU time per uncached render of a page (PAGE_CACHE=off, one process): the worker's user+system time over the
// requests autocannon completed, so the figure holds on a shared machine where throughput does not.
import autocannon from "autocannon";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startProcess } from "../../tests/support/server-process.ts";

const ticks = (pid: number) => {
  const f = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return Number(f[11]) + Number(f[12]);
};
const TICK_MS = 10; // Linux USER_HZ = 100

export async function benchRenderCpu(url = "/?orden=abc12", seconds = 10): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrina-bench-cpu-"));
  const server = await startProcess({ DATA_DIR: dataDir, WEB_CONCURRENCY: "1", PAGE_CACHE: "off" });
  try {
    await server.waitFor("Vitrina escuchando", 120_000);
    const pid = Number(/Trabajador 1 \(pid (\d+)\)/.exec(server.output())?.[1]);
    await autocannon({ url: `${server.url}${url}`, connections: 4, duration: 2 });
    const before = ticks(pid);
    const r = await autocannon({ url: `${server.url}${url}`, connections: 4, duration: seconds });
    const cpuMs = (ticks(pid) - before) * TICK_MS;
    console.log(
      `[cpu] GET ${url} sin caché: ${(cpuMs / r.requests.total).toFixed(2)} ms de CPU por solicitud ` +
        `(${r.requests.total} solicitudes, ${r.non2xx} no-2xx)`,
    );
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.main) await benchRenderCpu(process.argv[2]);
