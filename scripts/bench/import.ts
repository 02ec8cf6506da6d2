// 'Importar' at scale: 1,000 listings with 3 photos each (CSV + ZIP of 1200×900 JPEGs) previewed and applied on SQLite — time and
// peak memory (RSS) — and the dashboard home's queries over 1M recorded page views and enquiries (p50 / p99).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { sql } from "kysely";
import { createTestDb } from "../../tests/support/test-db.ts";
import { makeZip } from "../../tests/support/zip.ts";
import { diskStorage } from "../../app/photos/storage.server.ts";
import { planImport } from "../../app/transfer/import-plan.server.ts";
import { applyImport } from "../../app/transfer/import-apply.server.ts";
import { recentActivity } from "../../app/properties/counters.server.ts";
import { dailySeries } from "../../app/analytics/daily-series.server.ts";
import { listingRankings } from "../../app/analytics/listing-rankings.server.ts";
import { visitSources } from "../../app/analytics/visit-sources.server.ts";
import { ms, timeMany } from "./stats.ts";

const LISTINGS = Number(process.env.BENCH_IMPORT_LISTINGS ?? 1000);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
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
    await applyImport({ kysely: db.kysely, storage: diskStorage(dir) }, plan, { id: "bench", name: "Bench" });
    const t2 = performance.now();
    const peak = stop();
    console.log(
      `[import] ${LISTINGS} listings × 3 photos (CSV ${mb(csv.length)}, ZIP ${mb(zip.length)}): preview ` +
        `${((t1 - t0) / 1000).toFixed(1)} s, apply ${((t2 - t1) / 1000).toFixed(1)} s, peak RSS ${mb(peak)} ` +
        `(${plan.counts.new} new, ${plan.errors.length} errors)`,
    );

    // 1M events spread over 90 days and the imported listings; the trigger keeps event_daily as in production.
    const t3 = performance.now();
    const ids = (await db.kysely.selectFrom("properties").select("id").execute()).map((r) => r.id);
    const now = new Date();
    const batch = 5000;
    for (let from = 0; from < EVENTS; from += batch) {
      await db.kysely.transaction().execute(async (trx) => {
        const rows = [];
        for (let i = from; i < Math.min(EVENTS, from + batch); i++) {
          const id = ids[(i * 7919) % ids.length];
          const at = new Date(now.getTime() - ((i * 104729) % (90 * 86_400_000)));
          rows.push({
            kind: i % 25 === 0 ? ("enquiry" as const) : ("page_view" as const),
            path: i % 50 === 0 ? `/?utm_campaign=c${i % 7}` : `/propiedad/${id}`,
            property_id: id,
            referrer:
              i % 3 === 0 ? `https://${["google.com", "facebook.com", "zonaprop.com.ar"][i % 9 === 0 ? 1 : 0]}/` : null,
            device: i % 4 === 0 ? "desktop" : "phone",
            created_at: at.toISOString(),
          });
        }
        // SQLite caps bound parameters per statement: insert in slices.
        for (let k = 0; k < rows.length; k += 500)
          await trx
            .insertInto("events")
            .values(rows.slice(k, k + 500))
            .execute();
      });
    }
    await sql`ANALYZE`.execute(db.kysely);
    console.log(`[dashboard] ${EVENTS} events generated in ${((performance.now() - t3) / 1000).toFixed(1)} s`);
    for (const days of [7, 30, 90]) {
      const r = await timeMany(20, () =>
        Promise.all([
          recentActivity(db.kysely, now, days),
          dailySeries(db.kysely, days, now),
          listingRankings(db.kysely, now, days),
          visitSources(db.kysely, now, days, "vitrina.test"),
        ]),
      );
      console.log(`[dashboard] home queries, ${days} days, ${EVENTS} events: p50 ${ms(r.p50)}  p99 ${ms(r.p99)}`);
    }
  } finally {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.main) await benchImport();
