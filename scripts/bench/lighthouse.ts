// Lighthouse (mobile preset, Debian Chromium) against a production build it starts on a free port with a temp
// DATA_DIR (so the demo seed runs): the four category scores, LCP, CLS, TBT, and each page's first-load JS (gzip).
// Reusable: benchLighthouse([{ path, routes }]) with the page's route ids (root → layout → page) from app/routes.ts.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import lighthouse from "lighthouse";
import { demoListings } from "../../app/demo/listings.ts";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../tests/support/chromium.ts";
import { freePort } from "../../tests/support/server-process.ts";
import { startNpmStart } from "./npm-start.ts";

const root = path.resolve(import.meta.dirname, "../..");
const CHROME = CHROMIUM_PATH;
const CHROME_FLAGS = CHROMIUM_FLAGS;
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
// Lighthouse's default mobile preset estimates with Lantern ('simulate'). On localhost its estimate is bimodal
// (docs/decisions/045); 'devtools' really slows the network and CPU down, as a cheap phone on a slow network.

export interface LighthousePage {
  path: string;
  /** Route ids from the page up to root, as in the build's manifest, e.g. ["root", "routes/public/layout", …]. */
  routes: string[];
}

/** The demo listing with the most photos: the heaviest detail page the seed makes (its ids are fixed). */
const heaviestDemoListing = demoListings().reduce((a, b) => (b.scenes.length > a.scenes.length ? b : a));

export const PUBLIC_PAGES: LighthousePage[] = [
  { path: "/", routes: ["root", "routes/public/layout", "routes/public/home"] },
  { path: "/tipo/Venta", routes: ["root", "routes/public/layout", "routes/public/listing-by-state"] },
  { path: `/propiedad/${heaviestDemoListing.id}`, routes: ["root", "routes/public/layout", "routes/public/property"] },
  // The English home for tourists (docs/decisions/170): the same modules under their own route ids.
  { path: "/en/", routes: ["root", "en-layout", "en-home"] },
];

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  failed: string[];
  consoleErrors: string[];
}

type Manifest = {
  entry: { module: string; imports: string[] };
  routes: Record<string, { module: string; imports?: string[] }>;
};

function readManifest(): Manifest {
  const dir = path.join(root, "build/client/assets");
  const file = fs.readdirSync(dir).find((f) => /^manifest-.*\.js$/.test(f));
  if (!file) throw new Error("No hay build/client/assets/manifest-*.js: corré `npm run build` primero.");
  const text = fs.readFileSync(path.join(dir, file), "utf8");
  return JSON.parse(text.slice(text.indexOf("=") + 1).replace(/;\s*$/, ""));
}

/** Gzip bytes of every script a first visit to the page downloads: entry, the route chain and their imports. */
export function firstLoadJs(routes: string[]): { gzipBytes: number; files: number } {
  const manifest = readManifest();
  const urls = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const id of routes) {
    const r = manifest.routes[id];
    if (!r) throw new Error(`La ruta ${id} no está en el manifest del build.`);
    urls.add(r.module);
    for (const u of r.imports ?? []) urls.add(u);
  }
  let gzipBytes = 0;
  for (const u of urls)
    gzipBytes += zlib.gzipSync(fs.readFileSync(path.join(root, "build/client", u)), { level: 9 }).length;
  return { gzipBytes, files: urls.size };
}

async function launchChrome(): Promise<{ port: number; stop: () => void }> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "vitrina-lh-chrome-"));
  const child = spawn(
    CHROME,
    [...CHROME_FLAGS, "--remote-debugging-port=0", `--user-data-dir=${profile}`, "about:blank"],
    {
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let err = "";
    child.stderr!.on("data", (d) => {
      err += d;
      const m = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(err);
      if (m) resolve(Number(m[1]));
    });
    child.on("exit", (code) => reject(new Error(`Chromium terminó (${code}) antes de abrir DevTools:\n${err}`)));
  });
  return {
    port,
    stop: () => {
      child.kill("SIGKILL");
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** 'simulate' (Lighthouse's default, Lantern) or 'devtools' (the network and CPU really slowed down). */
type Throttling = "simulate" | "devtools";

async function audit(url: string, port: number, throttling: Throttling): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    throttlingMethod: throttling,
  });
  if (!result) throw new Error(`Lighthouse no devolvió resultados para ${url}`);
  const { categories: c, audits: a } = result.lhr;
  const score = (id: string) => Math.round((c[id]?.score ?? 0) * 100);
  const failed = Object.values(a)
    .filter(
      (x) => x.score !== null && x.score < 1 && x.scoreDisplayMode !== "informative" && x.scoreDisplayMode !== "manual",
    )
    .filter((x) => ["binary", "numeric", "metricSavings"].includes(x.scoreDisplayMode))
    .map((x) => x.id);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: a["first-contentful-paint"]?.numericValue ?? NaN,
    lcpMs: a["largest-contentful-paint"]?.numericValue ?? NaN,
    cls: a["cumulative-layout-shift"]?.numericValue ?? NaN,
    tbtMs: a["total-blocking-time"]?.numericValue ?? NaN,
    failed,
    consoleErrors: (
      (
        a["errors-in-console"]?.details as {
          items?: Array<{ source?: string; description?: string; sourceLocation?: { url?: string } }>;
        }
      )?.items ?? []
    ).map((i) => `${i.source ?? ""}: ${i.description ?? ""} ${i.sourceLocation?.url ?? ""}`.trim()),
  };
}

function median(runs: Figures[]): Figures {
  const sorted = [...runs].sort((x, y) => x.performance - y.performance);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Both by default: Lantern's estimate (what Lighthouse reports) and a run with the slow network applied. */
const THROTTLINGS: Throttling[] = process.env.BENCH_LIGHTHOUSE_THROTTLING
  ? [process.env.BENCH_LIGHTHOUSE_THROTTLING as Throttling]
  : ["simulate", "devtools"];

export async function benchLighthouse(pages: LighthousePage[] = PUBLIC_PAGES, runs = RUNS): Promise<void> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startNpmStart({ NODE_ENV: "production", PORT: String(port), PUBLIC_URL: base });
  const chrome = await launchChrome();
  try {
    await server.waitFor("Vitrina escuchando", 120_000);
    for (const [throttling, page] of THROTTLINGS.flatMap((t) => pages.map((p) => [t, p] as const))) {
      await fetch(base + page.path); // warm the server (first render, photo files in the page cache)
      const results: Figures[] = [];
      for (let i = 0; i < runs; i++) results.push(await audit(base + page.path, chrome.port, throttling));
      const f = median(results);
      const js = firstLoadJs(page.routes);
      console.log(
        `[lighthouse] ${page.path} (mobile, ${throttling} throttling, median of ${runs}): performance ` +
          `${f.performance}, accessibility ${f.accessibility}, ` +
          `best practices ${f.bestPractices}, SEO ${f.seo} | FCP ${(f.fcpMs / 1000).toFixed(2)} s, LCP ` +
          `${(f.lcpMs / 1000).toFixed(2)} s, CLS ${f.cls.toFixed(3)}, ` +
          `TBT ${Math.round(f.tbtMs)} ms | first-load JS ${(js.gzipBytes / 1024).toFixed(1)} KB gzip (${js.files} ` +
          `files)`,
      );
      const each = results.map(
        (r) => `${r.performance}/${(r.fcpMs / 1000).toFixed(2)}/${(r.lcpMs / 1000).toFixed(2)}/${Math.round(r.tbtMs)}`,
      );
      console.log(`[lighthouse] ${page.path}: each run (performance/FCP/LCP/TBT): ${each.join("  ")}`);
      if (f.failed.length) console.log(`[lighthouse] ${page.path}: audits below 100: ${f.failed.join(", ")}`);
      const errors = [...new Set(results.flatMap((r) => r.consoleErrors))];
      if (errors.length) console.log(`[lighthouse] ${page.path}: console errors: ${errors.join(" | ")}`);
    }
  } finally {
    chrome.stop();
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}

if (import.meta.main) await benchLighthouse();
