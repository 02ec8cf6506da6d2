// Runs Caddy or nginx as a child process in front of a test server (temp dirs, free ports, nothing of root's),
// and speaks https to them trusting only the certificate authority the test made or Caddy made.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import { nginxConf } from "./deploy-docs.ts";

export interface HttpsAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One https request to a loopback proxy, trusting `ca` only; never follows redirects. */
export function httpsRequest(
  url: string,
  o: { ca: string[]; method?: string; headers?: Record<string, string>; body?: string },
): Promise<HttpsAnswer> {
  const u = new URL(url);
  return new Promise((resolve, reject) => {
    const req = https.request(
      {
        // 127.0.0.1 with SNI and certificate name `localhost`: the proxies here listen on IPv4 only.
        host: "127.0.0.1",
        servername: u.hostname,
        port: u.port,
        path: `${u.pathname}${u.search}`,
        method: o.method ?? "GET",
        headers: { host: u.host, ...o.headers },
        ca: o.ca,
        agent: false,
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (d) => (body += d));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on("error", reject);
    req.end(o.body);
  });
}

/** Chromium's `--ignore-certificate-errors-spki-list` form of a certificate's key: base64 SHA-256 of its SPKI. */
export function spkiHash(pem: string): string {
  const spki = new crypto.X509Certificate(pem).publicKey.export({ type: "spki", format: "der" });
  return crypto.createHash("sha256").update(spki).digest("base64");
}

export interface ProxyProcess {
  /** The https origin the proxy serves. */
  url: string;
  /** Its plain-http origin (redirects to https), when it has one. */
  httpUrl?: string;
  /** PEM certificates to trust for it. */
  ca: string[];
  output(): string;
  stop(): Promise<void>;
}

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv, dir: string) {
  let out = "";
  const child: ChildProcess = spawn(cmd, args, { cwd: dir, env, stdio: ["ignore", "pipe", "pipe"] });
  child.stdout!.on("data", (d) => (out += d));
  child.stderr!.on("data", (d) => (out += d));
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  return {
    output: () => out,
    alive: () => child.exitCode === null && child.signalCode === null,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Polls `url` until it answers 200 (the proxy is up, has its certificate and reaches the app). */
async function untilAnswering(url: string, ca: () => string[], alive: () => boolean, output: () => string) {
  const deadline = Date.now() + 30_000;
  let last = "";
  for (;;) {
    if (!alive()) throw new Error(`el proxy terminó antes de atender ${url}:\n${output()}`);
    try {
      const res = await httpsRequest(url, { ca: ca() });
      if (res.status === 200) return;
      last = `${res.status} ${res.body.slice(0, 200)}`;
    } catch (err) {
      last = (err as Error).message;
    }
    if (Date.now() > deadline) throw new Error(`${url} no respondió 200 en 30 s (${last}):\n${output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Caddy with `caddyfile`, its data (and its own certificate authority) in a temp dir; resolves once it serves. */
export async function startCaddy(caddyfile: string, url: string, httpUrl?: string): Promise<ProxyProcess> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrina-caddy-"));
  fs.writeFileSync(path.join(dir, "Caddyfile"), caddyfile);
  const env = {
    ...process.env,
    HOME: dir,
    XDG_DATA_HOME: path.join(dir, "data"),
    XDG_CONFIG_HOME: path.join(dir, "config"),
  };
  const proc = run("caddy", ["run", "--config", "Caddyfile", "--adapter", "caddyfile"], env, dir);
  const authority = path.join(dir, "data", "caddy", "pki", "authorities", "local");
  const ca = () =>
    ["root.crt", "intermediate.crt"]
      .map((f) => path.join(authority, f))
      .filter((f) => fs.existsSync(f))
      .map((f) => fs.readFileSync(f, "utf8"));
  try {
    await untilAnswering(`${url}/healthz`, ca, proc.alive, proc.output);
  } catch (err) {
    await proc.stop();
    throw err;
  }
  return { url, httpUrl, ca: ca(), output: proc.output, stop: proc.stop };
}

/** A self-signed certificate for `localhost` (and 127.0.0.1), made with openssl in `dir`. */
export function selfSignedCertificate(dir: string): { certificate: string; key: string; pem: string } {
  const certificate = path.join(dir, "localhost.crt");
  const key = path.join(dir, "localhost.key");
  execFileSync(
    "openssl",
    ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "2"]
      .concat(["-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1"])
      .concat(["-keyout", key, "-out", certificate]),
    { stdio: "pipe" },
  );
  return { certificate, key, pem: fs.readFileSync(certificate, "utf8") };
}

/** Checks nginx server blocks with `nginx -t`; throws nginx's own message when it refuses them. */
export function nginxTest(site: string): void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrina-nginx-t-"));
  try {
    fs.writeFileSync(path.join(dir, "nginx.conf"), nginxConf(dir, site));
    execFileSync("nginx", ["-t", "-q", "-p", dir, "-c", path.join(dir, "nginx.conf")], { stdio: "pipe" });
  } catch (err) {
    throw new Error(`nginx -t rechazó la configuración: ${(err as { stderr?: Buffer }).stderr ?? err}`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** nginx in the foreground with the given server blocks; resolves once `url` answers through it. */
export async function startNginx(site: string, url: string, ca: string[]): Promise<ProxyProcess> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrina-nginx-"));
  const conf = path.join(dir, "nginx.conf");
  fs.writeFileSync(conf, nginxConf(dir, site));
  const proc = run("nginx", ["-p", dir, "-c", conf], process.env, dir);
  const log = path.join(dir, "error.log");
  const output = () => proc.output() + (fs.existsSync(log) ? fs.readFileSync(log, "utf8") : "");
  try {
    await untilAnswering(`${url}/healthz`, () => ca, proc.alive, output);
  } catch (err) {
    await proc.stop();
    throw err;
  }
  return { url, ca, output, stop: proc.stop };
}
