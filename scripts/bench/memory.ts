// Memory of `npm start` with WEB_CONCURRENCY=2 after 30 s of uncached load (issue 33): the primary's RSS (it serves
// nothing and loads no app code) and each worker's, read from /proc. The load goes round the public pages with
// PAGE_CACHE=off, so every request renders. Prints figures; asserts nothing.
import autocannon from "autocannon";
import fs from "node:fs";
import { startNpmStart } from "./npm-start.ts";
import { workerPids } from "./stats.ts";

const SECONDS = Number(process.env.BENCH_MEMORY_SECONDS ?? 30);
const PAGES = ["/", "/tipo/Venta", "/tipo/Alquiler", "/sobreNosotros", "/mapa", "/en/", "/en/tipo/Venta"];

/** Resident set size of a process, in MB (VmRSS in /proc/<pid>/status). */
export function rssMb(pid: number): number {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((l) => l.startsWith("VmRSS:"));
  return Math.round(Number(line?.replace(/\D+/g, "") ?? 0) / 1024);
}

export async function benchMemory(): Promise<void> {
  const server = await startNpmStart({ NODE_ENV: "production", WEB_CONCURRENCY: "2", PAGE_CACHE: "off" });
  try {
    await server.waitFor("Vitrina escuchando", 120_000);
    // A detail page too: the first listing the home links to.
    const home = await (await fetch(`${server.url}/`)).text();
    const detail = home.match(/href="(\/propiedad\/[^"?#]+)"/)?.[1];
    const pages = detail ? [...PAGES, detail] : PAGES;
    const idle = { primary: rssMb(server.child.pid!), workers: workerPids(server.output()).map(rssMb) };
    let i = 0;
    const result = await autocannon({
      url: server.url,
      connections: 20,
      duration: SECONDS,
      requests: [{ setupRequest: (req) => ({ ...req, path: pages[i++ % pages.length] }) }],
    });
    const primary = rssMb(server.child.pid!);
    const workers = workerPids(server.output()).map(rssMb);
    const total = primary + workers.reduce((a, b) => a + b, 0);
    console.log(
      `[bench] memory (WEB_CONCURRENCY=2, PAGE_CACHE=off): idle primary ${idle.primary} MB, workers ` +
        `${idle.workers.join(" / ")} MB; after ${SECONDS} s of uncached load (${result.requests.total} requests, ` +
        `${result.non2xx} not 2xx, ${pages.length} pages): primary ${primary} MB, workers ${workers.join(" / ")} MB, ` +
        `${total} MB in all`,
    );
  } finally {
    await server.stop();
  }
}

if (import.meta.main) await benchMemory();
