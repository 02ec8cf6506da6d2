// Starts the built server as a child process for integration tests, and reads what it prints.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  dataDir: string;
  output(): string;
  waitFor(text: string | RegExp, timeoutMs?: number): Promise<void>;
  exited(): Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** `npm start`'s server: Node's cluster (a primary, a startup worker, WEB_CONCURRENCY serving workers). */
export const CLUSTER_SERVER = "server/index.ts";
/**
 * The same server in one process (server/one-process.ts): what a test gets unless it is about the cluster (reloads,
 * worker crashes, several workers). It starts in about half the time, and the suite starts some hundred servers.
 */
export const ONE_PROCESS_SERVER = "server/one-process.ts";

/** Runs `node [nodeArgs] <script>` (default: the server in one process) with a temp DATA_DIR unless one is given. */
export async function startProcess(
  env: Record<string, string | undefined> = {},
  script = ONE_PROCESS_SERVER,
  nodeArgs: string[] = [],
): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "vitrina-int-"));
  let out = "";
  const child = spawn(process.execPath, [...nodeArgs, path.join(root, script)], {
    cwd: root,
    // With the cluster, one serving worker unless the test asks for more: each worker's start costs about a second
    // of CPU, and the whole suite shares two cores.
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, WEB_CONCURRENCY: "1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (d) => (out += d));
  child.stderr!.on("data", (d) => (out += d));
  const exit = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return {
    child,
    url: `http://127.0.0.1:${env.PORT ?? port}`,
    dataDir,
    output: () => out,
    exited: () => exit,
    async waitFor(text, timeoutMs = 120_000) {
      const deadline = Date.now() + timeoutMs;
      const hit = () => (typeof text === "string" ? out.includes(text) : text.test(out));
      while (!hit()) {
        if (child.exitCode !== null) throw new Error(`process exited (${child.exitCode}) before "${text}":\n${out}`);
        if (Date.now() > deadline) throw new Error(`timed out waiting for "${text}":\n${out}`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exit;
    },
  };
}

export interface ScriptResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `node <script> ...args` (a CLI: scripts/backup.ts, say) to its end, with the given environment added. */
export function runScript(
  script: string,
  args: string[],
  env: Record<string, string | undefined>,
): Promise<ScriptResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, script), ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout!.on("data", (d) => (stdout += d));
    child.stderr!.on("data", (d) => (stderr += d));
    child.on("error", reject);
    child.on("exit", (code) => resolve({ code, stdout, stderr }));
  });
}
