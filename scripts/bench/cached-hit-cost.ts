// Where a cached hit's time goes (decision 261, issue 33): one process each, the cached home under the page bench's
// load (scripts/bench/page-cache.ts: wrk, 20 connections), side by side:
// - the site with its request log at `info` (as deployed) and at `warn` (no line per request);
// - the same bytes answered as a hit is (split at the nonce, corked) by Express 5 with 8 no-op middlewares, and by
//   Node's http server alone (scripts/bench/page-bytes-server.ts).
// Each line gives its share of the bare server's figure. Prints; asserts nothing.
//   node scripts/bench/cached-hit-cost.ts
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, startProcess } from "../../tests/support/server-process.ts";
import { line, run, type Figures } from "./page-cache.ts";

export async function benchCachedHitCost(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrina-bench-hit-"));
  const pageFile = path.join(dataDir, "home.html");
  const results = new Map<string, Figures>();
  try {
    for (const level of ["info", "warn"]) {
      const site = await startProcess({ NODE_ENV: "production", DATA_DIR: dataDir, LOG_LEVEL: level });
      try {
        // At `warn` the start's "Vitrina escuchando" is not printed: ready is when /healthz answers.
        while (!(await fetch(`${site.url}/healthz`).catch(() => null))?.ok) {
          if (site.child.exitCode !== null) throw new Error(`el sitio no arrancó:\n${site.output()}`);
          await new Promise((r) => setTimeout(r, 100));
        }
        if (!fs.existsSync(pageFile)) fs.writeFileSync(pageFile, await (await fetch(`${site.url}/`)).text());
        results.set(`sitio, LOG_LEVEL=${level}`, await run(`${site.url}/`));
      } finally {
        await site.stop();
      }
    }
    for (const mode of ["express", "bare"]) {
      const port = await freePort();
      const control = await startProcess(
        { PAGE_FILE: pageFile, MODE: mode, PORT: String(port) },
        "scripts/bench/page-bytes-server.ts",
      );
      try {
        await control.waitFor("Páginas escuchando", 30_000);
        const label = mode === "bare" ? "Node http solo, mismos bytes" : "Express + 8 middlewares vacíos";
        results.set(label, await run(`http://127.0.0.1:${port}/`));
      } finally {
        await control.stop();
      }
    }
    const bare = results.get("Node http solo, mismos bytes")!.rps;
    console.log(`[acierto] GET / desde la caché, 1 proceso cada uno (carga ${os.loadavg()[0].toFixed(1)})`);
    for (const [label, r] of results) console.log(line(label, r, bare).replace("de nginx", "del servidor solo"));
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.main) await benchCachedHitCost();
