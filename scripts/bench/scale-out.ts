// Scale-out figures (docs/scale-out.md), side by side in one run: home and detail-page throughput of one instance
// against two behind HAProxy (PostgreSQL + an S3 bucket, s3rver), and photo delivery (/media) from the local disk
// against the bucket. Short runs (SCALE_BENCH_SECONDS, default 3 s each, 20 connections).
import fs from "node:fs";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import autocannon from "autocannon";
import { seedDemo } from "../../app/demo/seed.server.ts";
import { s3Storage } from "../../app/photos/s3-storage.server.ts";
import { diskStorage } from "../../app/photos/storage.server.ts";
import { startBalancedSite } from "../../tests/support/balanced-site.ts";
import { startHaproxy } from "../../tests/support/haproxy.ts";
import type { ServerProcess } from "../../tests/support/server-process.ts";
import { startNpmStart } from "./npm-start.ts";

const SECONDS = Number(process.env.SCALE_BENCH_SECONDS ?? 3);
const CONNECTIONS = 20;

async function rate(url: string): Promise<autocannon.Result> {
  await autocannon({ url, connections: CONNECTIONS, duration: 2 }); // warm-up
  return autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
}

/** CPU time (ms) the processes of one instance (its primary and workers) have used so far (Linux /proc). */
function cpuMs(s: ServerProcess): number {
  const pids = [
    s.child.pid!,
    ...[...s.output().matchAll(/Trabajador \d+ \(pid (\d+)\) listo/g)].map((m) => Number(m[1])),
  ];
  let ticks = 0;
  for (const pid of pids) {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks * 10; // USER_HZ is 100 on Linux
}

/** Throughput, and the instance's CPU per request: what sizing can rely on when the machine is shared. */
async function rateWithCpu(url: string, s: ServerProcess) {
  await autocannon({ url, connections: CONNECTIONS, duration: 2 }); // warm-up
  const before = cpuMs(s);
  const r = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  const perRequest = (cpuMs(s) - before) / Math.max(1, r.requests.total);
  return { r, perRequest };
}

const cell = (r: autocannon.Result) =>
  `${r.requests.average.toFixed(0).padStart(5)} req/s  p50 ${String(r.latency.p50).padStart(4)} ms  ` +
  `p99 ${String(r.latency.p99).padStart(4)} ms${r.non2xx || r.errors ? `  (${r.non2xx} non-2xx ${JSON.stringify(r.statusCodeStats)}, ${r.errors} err)` : ""}`;

export async function benchScaleOut(): Promise<void> {
  const site = await startBalancedSite(2);
  const oneBehind = await startHaproxy([Number(new URL(site.instances[0].url).port)]);
  let disk: Awaited<ReturnType<typeof startNpmStart>> | undefined;
  try {
    const bucket = s3Storage(site.s3.client(), site.s3.bucket);
    await seedDemo({ kysely: site.db.kysely, storage: bucket });
    const first = await site.db.kysely.selectFrom("properties").select("id").orderBy("id").executeTakeFirstOrThrow();
    const detail = `/propiedad/${first.id}`;
    const photo = `/media/${first.id}/image_1-800.webp`;

    // The same photo files on a disk-backed instance (/media needs no listing row to serve a saved photo's file).
    disk = await startNpmStart({ SEED_DEMO: "false", WEB_CONCURRENCY: "1" });
    const copy = diskStorage(path.join(disk.dataDir, "photos"));
    for (const key of await bucket.list(first.id)) await copy.put(key, await buffer((await bucket.get(key))!.stream));
    await disk.waitFor("Vitrina escuchando", 120_000);

    // CPU per request first, on one instance alone: requests/s per core = 1000 / that, whatever else runs here.
    const homeCpu = await rateWithCpu(`${site.instances[0].url}/`, site.instances[0]);
    const detailCpu = await rateWithCpu(`${site.instances[0].url}${detail}`, site.instances[0]);
    const rows: [string, autocannon.Result, autocannon.Result][] = [];
    for (const [label, base] of [
      ["1 instancia, directo", site.instances[0].url],
      ["1 instancia tras HAProxy", oneBehind.url],
      ["2 instancias tras HAProxy", site.url],
    ] as const) {
      rows.push([label, await rate(`${base}/`), await rate(`${base}${detail}`)]);
    }
    const fromDisk = await rate(`${disk.url}${photo}`);
    const fromBucket = await rate(`${site.instances[0].url}${photo}`);

    console.log(`[scale-out] ${CONNECTIONS} conexiones, ${SECONDS} s por medición; 1 proceso por instancia`);
    for (const [label, home, page] of rows) {
      console.log(`[scale-out]   ${label.padEnd(26)} inicio: ${cell(home)}`);
      console.log(`[scale-out]   ${"".padEnd(26)} ficha:  ${cell(page)}`);
    }
    for (const [label, m] of [
      ["inicio", homeCpu],
      ["ficha ", detailCpu],
    ] as const) {
      const perCore = 1000 / m.perRequest;
      console.log(
        `[scale-out]   CPU por pedido, ${label}: ${m.perRequest.toFixed(1)} ms → ≈${perCore.toFixed(0)} req/s por núcleo`,
      );
    }
    const load = (await import("node:os")).loadavg()[0].toFixed(1);
    console.log(
      `[scale-out]   carga de la máquina al terminar: ${load} (núcleos: ${(await import("node:os")).cpus().length})`,
    );
    const speedUp = rows[2][1].requests.average / rows[0][1].requests.average;
    console.log(`[scale-out]   inicio con 2 instancias: ${speedUp.toFixed(2)}× una sola`);
    console.log(`[scale-out]   foto ${photo.split("/").pop()} desde el disco:  ${cell(fromDisk)}`);
    console.log(`[scale-out]   foto ${photo.split("/").pop()} desde el bucket: ${cell(fromBucket)}`);
  } finally {
    await oneBehind.stop();
    if (disk) {
      await disk.stop("SIGKILL");
      fs.rmSync(disk.dataDir, { recursive: true, force: true });
    }
    await site.stop();
  }
}

if (import.meta.main) await benchScaleOut();
