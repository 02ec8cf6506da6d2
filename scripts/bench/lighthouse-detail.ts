// Lighthouse (mobile, default simulated throttling) on a property detail page: the four category scores,
// LCP and CLS. Prints figures only; the targets (performance ≥95, others 100, LCP ≤2 s, CLS ≤0.05) are read by people.
// One listing only: the demo listing with the most photos (the heaviest detail page).
import fs from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startProcess } from "../../tests/support/server-process.ts";

const CHROME = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export interface LighthouseFigures {
  scores: Record<string, number>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  transferKb: number;
}

/** One Lighthouse mobile run against `url` in headless Chromium. */
export async function runLighthouse(
  url: string,
  throttlingMethod: "simulate" | "devtools" = "simulate",
): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", throttlingMethod });
    if (!result) throw new Error("Lighthouse no devolvió resultados");
    // BENCH_LIGHTHOUSE_JSON=/tmp/lh.json keeps the whole report for a closer look.
    if (process.env.BENCH_LIGHTHOUSE_JSON) fs.writeFileSync(process.env.BENCH_LIGHTHOUSE_JSON, JSON.stringify(result.lhr));
    const { categories, audits } = result.lhr;
    const scores = Object.fromEntries(Object.values(categories).map((c) => [c.id, Math.round((c.score ?? 0) * 100)]));
    return {
      scores,
      lcpMs: audits["largest-contentful-paint"].numericValue ?? NaN,
      cls: audits["cumulative-layout-shift"].numericValue ?? NaN,
      tbtMs: audits["total-blocking-time"].numericValue ?? NaN,
      transferKb: (audits["total-byte-weight"].numericValue ?? 0) / 1024,
    };
  } finally {
    chrome.kill();
  }
}

/** A demo listing with the most photos: the heaviest detail page the seed has. */
function heaviestListing(dataDir: string): string {
  const db = new DatabaseSync(path.join(dataDir, "vitrina.sqlite"), { readOnly: true });
  try {
    const row = db
      .prepare(
        `SELECT p.id FROM properties p ORDER BY (SELECT count(*) FROM property_photos f WHERE f.property_id = p.id) DESC,
         p.seq LIMIT 1`,
      )
      .get() as { id: string };
    return row.id;
  } finally {
    db.close();
  }
}

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function line(f: LighthouseFigures): string {
  const s = f.scores;
  return (
    `performance ${s.performance}, accessibility ${s.accessibility}, best-practices ${s["best-practices"]}, ` +
    `seo ${s.seo}; LCP ${(f.lcpMs / 1000).toFixed(2)} s, CLS ${f.cls.toFixed(3)}, TBT ${Math.round(f.tbtMs)} ms, ` +
    `${Math.round(f.transferKb)} KiB`
  );
}

/**
 * Lighthouse varies from run to run (more so with server and browser sharing two cores), so it runs RUNS times
 * and reports the median of each figure, as Lighthouse's own guidance on variability suggests.
 */
export async function benchLighthouseDetail(): Promise<void> {
  const server = await startProcess({ NODE_ENV: "production" });
  try {
    await server.waitFor("Vitrina escuchando", 120_000);
    const pathname = `/propiedad/${heaviestListing(server.dataDir)}`;
    const url = `${server.url}${pathname}`;
    await fetch(url); // warm the server (first render, SQLite pages) so the runs measure the page
    const runs: LighthouseFigures[] = [];
    for (let i = 0; i < RUNS; i++) {
      runs.push(await runLighthouse(url));
      console.log(`[lighthouse] detail run ${i + 1}/${RUNS}: ${line(runs[i])}`);
    }
    const pick = (get: (f: LighthouseFigures) => number) => median(runs.map(get));
    const med: LighthouseFigures = {
      scores: Object.fromEntries(Object.keys(runs[0].scores).map((k) => [k, pick((f) => f.scores[k])])),
      lcpMs: pick((f) => f.lcpMs),
      cls: pick((f) => f.cls),
      tbtMs: pick((f) => f.tbtMs),
      transferKb: pick((f) => f.transferKb),
    };
    console.log(`[lighthouse] detail ${pathname} (mobile, median of ${RUNS}): ${line(med)}`);
  } finally {
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}

if (import.meta.main) await benchLighthouseDetail();
