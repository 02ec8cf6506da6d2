// `npm test`: typecheck, unit and integration tests on both engines, then the browser suite on a production build.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { TEST_CHROMIUM_PATH } from "../tests/support/chromium.ts";

const root = path.resolve(import.meta.dirname, "..");
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);
const chromium = TEST_CHROMIUM_PATH;
const pgUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

async function preflight(): Promise<string[]> {
  const missing: string[] = [];
  if (!fs.existsSync(chromium)) {
    missing.push(
      `Falta Chromium en ${chromium}: instalalo con 'sudo apt-get update && sudo apt-get install -y ` +
        `chromium-headless-shell fonts-liberation'.`,
    );
  }
  // The portal feed tests validate every feed against its XSD (tests/support/xsd.ts).
  if (spawnSync("sh", ["-c", "command -v xmllint"]).status !== 0) {
    missing.push(
      "Falta xmllint (validación de los feeds de portales): instalalo con 'sudo apt-get install -y libxml2-utils'.",
    );
  }
  // The proxy specs (tests/e2e/proxy) run Caddy and nginx, make a certificate and check the unit file; the
  // scale-out tests put HAProxy (/usr/sbin/haproxy) in front of several instances.
  const tools = {
    caddy: "caddy",
    nginx: "nginx-light",
    openssl: "openssl",
    "systemd-analyze": "systemd",
    "/usr/sbin/haproxy": "haproxy",
  };
  const absent = Object.entries(tools).filter(([cmd]) => spawnSync("sh", ["-c", `command -v ${cmd}`]).status !== 0);
  if (absent.length) {
    const [commands, packages] = [absent.map(([cmd]) => cmd).join(", "), absent.map(([, pkg]) => pkg).join(" ")];
    missing.push(`Falta ${commands} (pruebas detrás del proxy): instalalo con 'sudo apt-get install -y ${packages}'.`);
  }
  const client = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
  } catch (err) {
    missing.push(
      `PostgreSQL no responde en ${pgUrl} (${(err as Error).message}): inicialo con 'sudo pg_ctlcluster ` +
        `--skip-systemctl-redirect $(ls /etc/postgresql) main start' o definí TEST_DATABASE_URL.`,
    );
  } finally {
    await client.end().catch(() => {});
  }
  return missing;
}

// Node's compile cache (https://nodejs.org/api/module.html#module-compile-cache): every Node process of the run
// (Vitest and Playwright workers, the test servers, the CLI scripts) keeps V8's compiled code of the modules it
// loads, so the next one does not compile them again. A test server's start costs about a quarter less CPU
// (docs/testing.md).
process.env.NODE_COMPILE_CACHE ??= path.join(root, "node_modules", ".cache", "node-compile-cache");

const reports = fs.mkdtempSync(path.join(os.tmpdir(), "vitrina-test-reports-"));
process.env.PLAYWRIGHT_JSON_OUTPUT_FILE = path.join(reports, "playwright.json");

/** One plain "N passed, N failed" line over both runners, as CI readers expect. */
function summary(): string {
  const read = (f: string) =>
    fs.existsSync(path.join(reports, f)) ? JSON.parse(fs.readFileSync(path.join(reports, f), "utf8")) : null;
  const v = read("vitest.json");
  const p = read("playwright.json");
  const passed = (v?.numPassedTests ?? 0) + (p?.stats?.expected ?? 0) + (p?.stats?.flaky ?? 0);
  const failed = (v?.numFailedTests ?? 0) + (p?.stats?.unexpected ?? 0);
  const skipped = (v?.numPendingTests ?? 0) + (v?.numTodoTests ?? 0) + (p?.stats?.skipped ?? 0);
  return `${passed} passed, ${failed} failed, ${skipped} skipped`;
}

type Step = [string, string, string[]];
const reactRouter = path.join(root, "node_modules/@react-router/dev/bin.cjs");
/**
 * Format and lint (Biome, docs/decisions/090), the typecheck and the build run side by side: seconds each, on two
 * cores, and none needs another's output. Each prints when it is done; a red one says exactly where.
 */
const checks: Step[][] = [
  [["lint + format (Biome)", bin("biome"), ["check", "."]]],
  [
    ["typecheck", process.execPath, [reactRouter, "typegen"]],
    ["typecheck", bin("tsc"), []],
  ],
  // The integration tests start the built server, so the build comes before them.
  [["build", process.execPath, [reactRouter, "build"]]],
];
const steps: Step[] = [
  [
    "unit + integration (SQLite y PostgreSQL)",
    bin("vitest"),
    ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${reports}/vitest.json`],
  ],
  ["browser (Playwright + Chromium)", bin("playwright"), ["test"]],
];

/** Runs one chain of steps in order, its output kept and printed at once when it ends; what failed, or null. */
async function chain(chain: Step[]): Promise<{ failed: string | null; output: string }> {
  let output = "";
  for (const [name, cmd, args] of chain) {
    output += `\n=== ${name}: ${path.basename(cmd)} ${args.map((a) => path.basename(a)).join(" ")}\n`;
    const child = spawn(cmd, args, { cwd: root, env: process.env, stdio: ["ignore", "pipe", "pipe"] });
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
    if (code !== 0) return { failed: `'${name}' (código ${code})`, output };
  }
  return { failed: null, output };
}

const only = process.argv[2];
const missing = await preflight();
if (missing.length) {
  for (const line of missing) console.error(line);
  process.exit(1);
}

const started = Date.now();
{
  const wanted = only ? checks.filter((c) => c.some(([name]) => name.startsWith(only))) : checks;
  const results = await Promise.all(
    wanted.map(async (c) => {
      const r = await chain(c);
      process.stdout.write(r.output);
      return r.failed;
    }),
  );
  const failed = results.find((f) => f !== null);
  if (failed) {
    console.error(`\nnpm test: falló el paso ${failed}.`);
    process.exit(1);
  }
}
for (const [name, cmd, args] of steps) {
  if (only && !name.startsWith(only)) continue;
  console.log(`\n=== ${name}: ${path.basename(cmd)} ${args.map((a) => path.basename(a)).join(" ")}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: process.env });
  if (r.status !== 0) {
    console.error(`\nnpm test: falló el paso '${name}' (código ${r.status ?? r.signal}).`);
    console.log(summary());
    process.exit(r.status ?? 1);
  }
}
console.log(`\nnpm test: todo en verde en ${Math.round((Date.now() - started) / 1000)} s.`);
console.log(summary());
