// 'Importar' at scale: 1,000 listings with 3 photos each (CSV + ZIP of 1200×900 JPEGs) previewed and applied on SQLite — time and
// peak memory (RSS). The dashboard home over 1M events is scripts/bench/dashboard.ts.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { createTestDb } from "../../tests/support/test-db.ts";
import { makeZip } from "../../tests/support/zip.ts";
import { diskStorage } from "../../app/photos/storage.server.ts";
import { planImport } from "../../app/transfer/import-plan.server.ts";
import { importRunStatus, startImportRun } from "../../app/transfer/import-run.server.ts";

const LISTINGS = Number(process.env.BENCH_IMPORT_LISTINGS ?? 1000);
const HEADER = "referencia;nombre;tipo;operacion;localidad;direccion;descripcion;moneda;precio;mapa;fotos";

function peakRss() {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  return () => {
    clearInterval(timer);
    return Math.max(peak, process.memoryUsage().rss);
  };
}
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

export async function benchImport(): Promise<void> {
  const db = await createTestDb({ engine: "sqlite" });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrina-bench-import-"));
  try {
    const photos = await Promise.all(
      ["#8aa", "#a86", "#6a8"].map((background) =>
        sharp({ create: { width: 1200, height: 900, channels: 3, background } })
          .jpeg()
          .toBuffer(),
      ),
    );
    const lines = [HEADER];
    const files: Array<{ name: string; data: Buffer }> = [];
    for (let i = 0; i < LISTINGS; i++) {
      const names = [1, 2, 3].map((n) => `p${i}/foto-${n}.jpg`);
      for (const [k, name] of names.entries()) files.push({ name, data: photos[k] });
      lines.push(
        [`REF-${i}`, `Casa importada ${i}`, "Casa", "Venta", "Amboy", `Calle ${i}`, "Casa de la planilla."]
          .concat(["USD", String(50_000 + i), "https://maps.google.com/?q=Amboy", names.join(" | ")])
          .join(";"),
      );
    }
    const csv = Buffer.from(`\uFEFF${lines.join("\r\n")}\r\n`);
    const zip = makeZip(files);
    files.length = 0;
    const stop = peakRss();
    const t0 = performance.now();
    const plan = await planImport(db.kysely, csv, zip);
    const t1 = performance.now();
    // As 'Confirmar importación' does (decision 181): the run starts, the apply goes on in the background.
    const run = await startImportRun({ kysely: db.kysely, storage: diskStorage(dir) }, plan, {
      id: "bench",
      name: "Bench",
    });
    await run.finished;
    const t2 = performance.now();
    const outcome = await importRunStatus(db.kysely, run.id);
    const peak = stop();
    console.log(
      `[import] ${LISTINGS} listings × 3 photos (CSV ${mb(csv.length)}, ZIP ${mb(zip.length)}): preview ` +
        `${((t1 - t0) / 1000).toFixed(1)} s, apply ${((t2 - t1) / 1000).toFixed(1)} s, peak RSS ${mb(peak)} ` +
        `(${plan.counts.new} new, ${plan.errors.length} errors; run ${outcome?.status}, ${outcome?.done} of ${outcome?.total})`,
    );
  } finally {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.main) await benchImport();
