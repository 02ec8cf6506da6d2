// The production server behind a reverse proxy, as docs/deploy.md sets it up (PUBLIC_URL on https, TRUST_PROXY),
// on free ports and a fresh DATA_DIR. The app listens on ::1 and the proxy on 127.0.0.1, so the address the proxy
// appends for the client (127.0.0.1) differs from the proxy's own address as the app sees it (::1).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Auth } from "../../app/auth/auth.server.ts";
import type { Db } from "../../app/db/connect.server.ts";
import { caddyHealthPath, localCaddyfile, localNginxSite } from "./deploy-docs.ts";
import { type ProxyProcess, selfSignedCertificate, startCaddy, startNginx } from "./reverse-proxy.ts";
import { freePort, type ServerProcess, startProcess } from "./server-process.ts";
import { openE2EServerAuth } from "./staff-session.ts";

export interface ProxiedSite {
  /** https://localhost:<port>, the PUBLIC_URL. */
  url: string;
  /** The app's own address, behind the proxy. */
  appUrl: string;
  app: ServerProcess;
  proxy: ProxyProcess;
  /** The app's database and Better Auth, opened from the test. */
  auth: Auth;
  db: Db;
  stop(): Promise<void>;
}

/** Starts the app (no demo data) and then `proxy` in front of it. */
export async function startProxiedSite(
  proxy: (o: { url: string; upstream: string }) => Promise<ProxyProcess>,
): Promise<ProxiedSite> {
  const url = `https://localhost:${await freePort()}`;
  const app = await startProcess({ HOST: "::1", PUBLIC_URL: url, TRUST_PROXY: "true", SEED_DEMO: "false" });
  const stopped: Array<() => Promise<unknown>> = [
    async () => fs.rmSync(app.dataDir, { recursive: true, force: true }),
    () => app.stop(),
  ];
  const stop = async () => {
    for (const step of stopped.reverse()) await step().catch(() => {});
  };
  try {
    await app.waitFor("Vitrina escuchando");
    const upstream = `[::1]:${new URL(app.url).port}`;
    const started = await proxy({ url, upstream });
    stopped.push(() => started.stop());
    const opened = openE2EServerAuth(app.dataDir, url);
    stopped.push(() => opened.db.close());
    return { url, appUrl: `http://${upstream}`, app, proxy: started, auth: opened.auth, db: opened.db, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** The addresses sign-in throttling has counted so far (login_failures keys `ip:…`). */
export async function countedAddresses(site: ProxiedSite): Promise<string[]> {
  const rows = await site.db.kysely.selectFrom("login_failures").select("key").where("key", "like", "ip:%").execute();
  return [...new Set(rows.map((r) => r.key.slice("ip:".length)))];
}

/** Caddy with docs/deploy.md's Caddyfile, its redirects from http on a second free port. */
export async function documentedCaddy(o: { url: string; upstream: string }): Promise<ProxyProcess> {
  const health = caddyHealthPath();
  if (health) {
    // An active health check on a path the app does not answer with 200 makes Caddy refuse every request.
    const res = await fetch(`http://${o.upstream}${health}`);
    if (res.status !== 200) {
      throw new Error(`El Caddyfile de docs/deploy.md revisa ${health}, que la app responde con ${res.status}.`);
    }
  }
  const httpsPort = Number(new URL(o.url).port);
  const httpPort = await freePort();
  const caddyfile = localCaddyfile({ httpsPort, httpPort, upstream: o.upstream });
  return startCaddy(caddyfile, o.url, `http://localhost:${httpPort}`);
}

/** nginx with docs/deploy.md's server blocks and a self-signed certificate for localhost. */
export async function documentedNginx(o: { url: string; upstream: string }): Promise<ProxyProcess> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrina-cert-"));
  const cert = selfSignedCertificate(dir);
  const site = localNginxSite({
    ...cert,
    httpsPort: Number(new URL(o.url).port),
    httpPort: await freePort(),
    upstream: o.upstream,
  });
  const nginx = await startNginx(site, o.url, [cert.pem]).catch((err) => {
    fs.rmSync(dir, { recursive: true, force: true });
    throw err;
  });
  return { ...nginx, stop: () => nginx.stop().finally(() => fs.rmSync(dir, { recursive: true, force: true })) };
}
