// The layout projects' own servers (docs/testing.md): one without an agency logo and one with a logo set, each on
// the demo data in its own DATA_DIR, with "now" fixed (VITRINA_FIXED_NOW) so their screenshots stay the same. They
// outlive Playwright's workers (a worker is replaced after every failed test): the 'layout-servers' setup project
// starts them detached, its teardown stops them, and each stops itself if the Playwright run that started it ends
// first (tests/support/watched-server.ts).
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { encodeAgencyImage } from "../../app/agency/images.server.ts";
import { agencySettings, saveAgencySettings } from "../../app/agency/settings.server.ts";
import { connect } from "../../app/db/connect.server.ts";
import { parseSettings } from "../../app/runtime/process/env.server.ts";
import { freePort } from "./server-process.ts";

export type LayoutVariant = "sin-logo" | "con-logo";
export const LAYOUT_VARIANTS: LayoutVariant[] = ["sin-logo", "con-logo"];

/** The instant both the servers and the browser take as now: a Monday in Argentina's afternoon. */
export const FIXED_NOW = "2026-11-16T18:00:00.000Z";

export interface LayoutServer {
  variant: LayoutVariant;
  url: string;
  dataDir: string;
  /** The watcher's process (tests/support/watched-server.ts); SIGTERM stops the server and removes DATA_DIR. */
  pid: number;
  log: string;
}

const root = path.resolve(import.meta.dirname, "../..");

/** Where the servers are written down for the tests: a folder playwright.config.ts chose for this run. */
function stateFile(): string {
  const dir = process.env.VITRINA_LAYOUT_DIR;
  if (!dir) throw new Error("VITRINA_LAYOUT_DIR no está definido (lo define playwright.config.ts)");
  return path.join(dir, "servers.json");
}

export function layoutServer(variant: LayoutVariant): LayoutServer {
  const file = stateFile();
  if (!fs.existsSync(file)) throw new Error(`No hay servidores de diseño (${file}): corre el proyecto layout-servers.`);
  const found = (JSON.parse(fs.readFileSync(file, "utf8")) as LayoutServer[]).find((s) => s.variant === variant);
  if (!found) throw new Error(`No arrancó el servidor de diseño '${variant}'.`);
  return found;
}

function record(server: LayoutServer) {
  const file = stateFile();
  const all = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as LayoutServer[]) : [];
  fs.writeFileSync(file, JSON.stringify([...all.filter((s) => s.variant !== server.variant), server], null, 2));
}

async function waitHealthy(url: string, log: string, pid: number, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    const alive = (() => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    })();
    if (!alive || Date.now() > deadline) {
      throw new Error(`El servidor de diseño no arrancó:\n${fs.existsSync(log) ? fs.readFileSync(log, "utf8") : ""}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A logo as an agency would upload it: wide, transparent around a coloured mark. */
function logoPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200">
    <rect x="10" y="30" width="140" height="140" rx="28" fill="#0f5c4d"/>
    <path d="M40 120 L80 70 L120 120 Z" fill="#ffffff"/>
    <rect x="175" y="70" width="400" height="26" rx="6" fill="#0f5c4d"/>
    <rect x="175" y="112" width="260" height="18" rx="5" fill="#8a6d3b"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Saves a logo in the agency settings as the Configuración form does (same function, same history entry). */
async function setLogo(dataDir: string) {
  const db = connect({ sqliteFile: path.join(dataDir, "vitrina.sqlite"), poolSize: 1 });
  try {
    const env = parseSettings({ DATA_DIR: dataDir });
    const encoded = await encodeAgencyImage("logo", await logoPng(), "logo.png");
    if (!encoded.ok) throw new Error(`El logo de prueba no se pudo guardar: ${encoded.message}`);
    const values = await agencySettings(db.kysely, env);
    await saveAgencySettings(
      db.kysely,
      env,
      { values, images: { logo: encoded.images } },
      { id: null, name: "Prueba de diseño" },
      new Date(FIXED_NOW),
    );
  } finally {
    await db.close();
  }
}

/** Starts one variant's server, waits for it, sets its logo if it has one, and writes it down for the tests. */
export async function startLayoutServer(variant: LayoutVariant): Promise<LayoutServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const base = process.env.VITRINA_LAYOUT_DIR!;
  const dataDir = fs.mkdtempSync(path.join(base, `${variant}-`));
  const log = path.join(base, `${variant}.log`);
  const out = fs.openSync(log, "w");
  const env: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    NODE_ENV: "production",
    WEB_CONCURRENCY: "1",
    LOG_LEVEL: "warn",
    VITRINA_FIXED_NOW: FIXED_NOW,
    MAP_TILES_URL: `http://127.0.0.1:${process.env.VITRINA_E2E_TILES_PORT}/{z}/{x}/{y}.png`,
    // SQLite in its own DATA_DIR, whatever engine the shell's environment names.
    DATABASE_URL: undefined,
    OWNER_PID: process.env.VITRINA_E2E_OWNER_PID,
  };
  const child = spawn(process.execPath, [path.join(root, "tests/support/watched-server.ts")], {
    cwd: root,
    env,
    detached: true,
    stdio: ["ignore", out, out],
  });
  child.unref();
  fs.closeSync(out);
  const server: LayoutServer = { variant, url, dataDir, pid: child.pid!, log };
  record(server);
  await waitHealthy(url, log, server.pid);
  if (variant === "con-logo") await setLogo(dataDir);
  return server;
}

/** Stops every server the setup started and removes this run's folder (the teardown project). */
export async function stopLayoutServers(): Promise<void> {
  const file = stateFile();
  if (!fs.existsSync(file)) return;
  const servers = JSON.parse(fs.readFileSync(file, "utf8")) as LayoutServer[];
  await Promise.all(
    servers.map(async (s) => {
      try {
        process.kill(s.pid, "SIGTERM");
      } catch {
        return; // Already gone.
      }
      const deadline = Date.now() + 15_000;
      while (Date.now() < deadline && fs.existsSync(s.dataDir)) await new Promise((r) => setTimeout(r, 100));
    }),
  );
  // The servers' logs go with them: a server that failed to start already showed its log in the setup's failure.
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
