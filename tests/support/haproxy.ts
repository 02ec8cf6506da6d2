// Runs HAProxy (the Debian package) as a child process in front of several app instances: round-robin, no
// stickiness, /readyz health checks, a retry on another instance when one is gone. Temp config, free port.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "./server-process.ts";

export const HAPROXY = "/usr/sbin/haproxy";

export interface Balancer {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** The configuration docs/scale-out.md shows, with these backends (`127.0.0.1:port`). */
export function haproxyConfig(port: number, backends: number[]): string {
  return [
    "global",
    "  maxconn 2000",
    "defaults",
    "  mode http",
    "  option http-server-close",
    "  option forwardfor",
    "  retries 2",
    "  option redispatch 1",
    "  retry-on conn-failure empty-response response-timeout",
    "  timeout connect 2s",
    "  timeout client 60s",
    "  timeout server 60s",
    // A saturated instance answers /readyz late, not wrongly: a short check timeout would take every instance
    // out at once under load and turn a slow site into a down one.
    "  timeout check 10s",
    "frontend vitrina",
    `  bind 127.0.0.1:${port}`,
    "  default_backend instancias",
    "backend instancias",
    "  balance roundrobin",
    // HTTP/1.1 with a Host: HAProxy's default check is HTTP/1.0 without one, which the app answers with a 500.
    "  option httpchk",
    `  http-check send meth GET uri /readyz ver HTTP/1.1 hdr Host 127.0.0.1:${port}`,
    "  http-check expect status 200",
    ...backends.map((p, i) => `  server app${i + 1} 127.0.0.1:${p} check inter 1s fall 3 rise 2`),
    "",
  ].join("\n");
}

/** Starts HAProxy on `port` (a free one by default) in front of the given instance ports. */
export async function startHaproxy(backends: number[], port?: number): Promise<Balancer> {
  const listen = port ?? (await freePort());
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrina-haproxy-"));
  const cfg = path.join(dir, "haproxy.cfg");
  fs.writeFileSync(cfg, haproxyConfig(listen, backends));
  // -db: stay in the foreground, log to stderr; -W not needed (no reloads in tests).
  const child: ChildProcess = spawn(HAPROXY, ["-db", "-f", cfg], { stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  child.stdout!.on("data", (d) => (out += d));
  child.stderr!.on("data", (d) => (out += d));
  const url = `http://127.0.0.1:${listen}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`haproxy exited (${child.exitCode}):\n${out}`);
    const up = await fetch(`${url}/healthz`).then(
      (r) => r.status < 500,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`haproxy did not answer:\n${out}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    port: listen,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exit = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await exit;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
