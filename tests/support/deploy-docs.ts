// The configuration files docs/deploy.md shows, read from the document itself, and the same files rewritten for a
// test on this machine (localhost, free ports, temp files): the proxy tests run what the document tells people to.
import fs from "node:fs";
import path from "node:path";

const DOC = path.resolve(import.meta.dirname, "../../docs/deploy.md");
/** What the document names the site and the app's address; the tests put their own in. */
export const DOC_DOMAIN = "vitrina.example.com";
export const DOC_UPSTREAM = "127.0.0.1:3000";

/** The code block that follows `<!-- file: NAME -->` in docs/deploy.md. */
export function documentedFile(name: string): string {
  const doc = fs.readFileSync(DOC, "utf8");
  const marker = `<!-- file: ${name} -->\n`;
  const at = doc.indexOf(marker);
  if (at < 0) throw new Error(`docs/deploy.md no tiene el bloque "${marker.trim()}"`);
  const block = /^```[a-z]*\n([\s\S]*?)^```$/m.exec(doc.slice(at + marker.length));
  if (!block) throw new Error(`docs/deploy.md: falta el bloque de código después de "${marker.trim()}"`);
  return block[1];
}

/** KEY=value lines of an EnvironmentFile, quotes removed as systemd removes them; comments skipped. */
export function parseEnvironmentFile(text: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of text.split("\n")) {
    const m = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (m) env[m[1]] = m[2].replace(/^"(.*)"$/, "$1");
  }
  return env;
}

/**
 * The documented Caddyfile for a test: the site is `localhost` on the given ports (Caddy's own CA instead of a
 * public one, kept out of the system's trust store), listening on 127.0.0.1 only, the app at `upstream`.
 */
export function localCaddyfile(o: { httpsPort: number; httpPort: number; upstream: string }): string {
  const sites = documentedFile("/etc/caddy/Caddyfile")
    .replaceAll(DOC_DOMAIN, "localhost")
    .replaceAll(DOC_UPSTREAM, o.upstream);
  const global = [
    "{",
    "\tadmin off",
    "\tlocal_certs",
    "\tskip_install_trust",
    "\tdefault_bind 127.0.0.1",
    `\thttp_port ${o.httpPort}`,
    `\thttps_port ${o.httpsPort}`,
    "}",
  ].join("\n");
  return `${global}\n\n${sites}`;
}

/** The path the documented Caddyfile's active health check asks for (`health_uri`). */
export function caddyHealthPath(): string | null {
  return /^\s*health_uri\s+(\S+)/m.exec(documentedFile("/etc/caddy/Caddyfile"))?.[1] ?? null;
}

/** The documented nginx server blocks with the given certificate instead of Let's Encrypt's. */
export function documentedNginxSite(o: { certificate: string; key: string }): string {
  return documentedFile("/etc/nginx/sites-available/vitrina")
    .replace(/ssl_certificate \S+;/, `ssl_certificate ${o.certificate};`)
    .replace(/ssl_certificate_key \S+;/, `ssl_certificate_key ${o.key};`);
}

/** The documented nginx server blocks for a test: on loopback ports (IPv4 only), the app at `upstream`. */
export function localNginxSite(o: {
  httpsPort: number;
  httpPort: number;
  upstream: string;
  certificate: string;
  key: string;
}): string {
  return documentedNginxSite(o)
    .replace(/^\s*listen \[::\].*\n/gm, "")
    .replace(/listen 80;/, `listen 127.0.0.1:${o.httpPort};`)
    .replace(/listen 443 /, `listen 127.0.0.1:${o.httpsPort} `)
    .replaceAll(`http://${DOC_UPSTREAM}`, `http://${o.upstream}`)
    .replaceAll(DOC_DOMAIN, "localhost");
}

/** A whole nginx.conf around a site, for `nginx -p DIR -c nginx.conf` without root's paths or a daemon. */
export function nginxConf(dir: string, site: string): string {
  // As docs/deploy.md has the admin make /var/cache/nginx: nginx makes only the last directory of a cache path.
  fs.mkdirSync(path.join(dir, "cache"), { recursive: true });
  return [
    "daemon off;",
    "master_process off;",
    `pid ${path.join(dir, "nginx.pid")};`,
    `error_log ${path.join(dir, "error.log")} warn;`,
    "events { worker_connections 64; }",
    "http {",
    `\taccess_log off;`,
    `\tclient_body_temp_path ${path.join(dir, "body")};`,
    `\tproxy_temp_path ${path.join(dir, "proxy")};`,
    `\tfastcgi_temp_path ${path.join(dir, "fastcgi")};`,
    `\tuwsgi_temp_path ${path.join(dir, "uwsgi")};`,
    `\tscgi_temp_path ${path.join(dir, "scgi")};`,
    // The documented photo cache lives under /var/cache/nginx; a test keeps it in its own directory.
    site.replaceAll("/var/cache/nginx/", `${path.join(dir, "cache")}/`),
    "}",
    "",
  ].join("\n");
}
