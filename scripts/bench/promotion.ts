// What an uncached render leaves to V8's collector (issues #13 and #14): one worker (PAGE_CACHE=off) under 20
// connections, run with --trace-gc-nvp, prints per request the memory allocated and the memory promoted to the old
// generation, and the young collections' pauses and the full collections. Promotion is what brings the full
// collections and lengthens each young one (decision 241); unlike requests/s these figures hold on a busy
// machine. `node scripts/bench/promotion.ts [url ...]`.
import autocannon from "autocannon";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startNpmStart } from "./npm-start.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);

interface Young {
  pauseMs: number;
  allocated: number;
  promoted: number;
}

/** The young collections (`gc=s`) and the count of full ones (`gc=mc`) in --trace-gc-nvp output. */
function collections(output: string): { young: Young[]; full: number } {
  const young: Young[] = [];
  let full = 0;
  for (const line of output.split("\n")) {
    if (/ gc=mc /.test(line)) full++;
    if (!/ gc=s /.test(line)) continue;
    const field = (name: string) => Number(new RegExp(` ${name}=([0-9.]+)`).exec(line)?.[1] ?? 0);
    young.push({ pauseMs: field("pause"), allocated: field("allocated"), promoted: field("promoted") });
  }
  return { young, full };
}

export async function benchPromotion(url = "/"): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrina-bench-gc-"));
  const server = await startNpmStart(
    { NODE_ENV: "production", DATA_DIR: dataDir, WEB_CONCURRENCY: "1", PAGE_CACHE: "off" },
    ["--trace-gc-nvp"],
  );
  try {
    await server.waitFor("Vitrina escuchando", 120_000);
    const target = `${server.url}${url}`;
    await autocannon({ url: target, connections: 20, duration: 3 }); // warm-up: JIT, caches, heap sizes
    const before = server.output().length;
    const r = await autocannon({ url: target, connections: 20, duration: SECONDS });
    const { young, full } = collections(server.output().slice(before));
    const sum = (pick: (y: Young) => number) => young.reduce((total, y) => total + pick(y), 0);
    const perRequest = (bytes: number) => `${(bytes / 1024 / r.requests.total).toFixed(1)} KB`;
    const pauses = young.map((y) => y.pauseMs).sort((a, b) => a - b);
    console.log(
      `[gc] GET ${url} (1 proceso, 20 conexiones, ${SECONDS} s, ${r.requests.total} solicitudes): ` +
        `por solicitud ${perRequest(sum((y) => y.allocated))} asignados, ${perRequest(sum((y) => y.promoted))} ` +
        `promovidos a la generación vieja; ${young.length} colecciones jóvenes (pausa mediana ` +
        `${(pauses[Math.floor(pauses.length / 2)] ?? 0).toFixed(1)} ms, máx. ${(pauses.at(-1) ?? 0).toFixed(1)} ms), ` +
        `${full} completas`,
    );
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const urls = process.argv.slice(2);
  for (const url of urls.length ? urls : ["/", "/sobreNosotros"]) await benchPromotion(url);
}
