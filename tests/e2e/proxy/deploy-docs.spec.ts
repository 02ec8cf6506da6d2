// docs/deploy.md's files, checked by the programs that will read them (caddy validate, nginx -t, systemd-analyze
// verify, the app's own settings), and its nginx block run in front of the app: sign-in throttling counts the
// address nginx appends to X-Forwarded-For, never one the client wrote, and photo uploads get past nginx.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { parseSettings } from "../../../app/runtime/process/env.server.ts";
import { UPLOAD_PATH } from "../../../app/photos/limits.ts";
import { DOC_UPSTREAM, documentedFile, documentedNginxSite, parseEnvironmentFile } from "../../support/deploy-docs.ts";
import { countedAddresses, documentedNginx, startProxiedSite } from "../../support/proxied-site.ts";
import { httpsRequest, nginxTest, selfSignedCertificate } from "../../support/reverse-proxy.ts";

const root = path.resolve(import.meta.dirname, "../../..");
const UNIT = "/etc/systemd/system/vitrina.service";

/** `Key=value` of a unit file's lines (the last one wins). */
function unitValue(unit: string, key: string): string | undefined {
  return [...unit.matchAll(new RegExp(`^${key}=(.*)$`, "gm"))].pop()?.[1];
}

test("the Caddyfile is one Caddy accepts", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrina-caddy-validate-"));
  try {
    fs.writeFileSync(path.join(dir, "Caddyfile"), documentedFile("/etc/caddy/Caddyfile"));
    const env = {
      ...process.env,
      HOME: dir,
      XDG_DATA_HOME: path.join(dir, "data"),
      XDG_CONFIG_HOME: path.join(dir, "config"),
    };
    const run = spawnSync("caddy", ["validate", "--config", "Caddyfile", "--adapter", "caddyfile"], { cwd: dir, env });
    expect(run.status, `${run.stdout}${run.stderr}`).toBe(0);
    expect(`${run.stdout}`).toContain("Valid configuration");
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test("the nginx server blocks are ones nginx accepts", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrina-cert-"));
  try {
    expect(() => nginxTest(documentedNginxSite(selfSignedCertificate(dir)))).not.toThrow();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test("the service unit passes systemd-analyze verify and starts the app with its settings", () => {
  const unit = documentedFile(UNIT);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrina-unit-"));
  try {
    // The unit as it would be with the code checked out here (verify wants ExecStart's program to exist).
    fs.writeFileSync(path.join(dir, "vitrina.service"), unit.replaceAll("/srv/vitrina/app", root));
    const run = spawnSync("systemd-analyze", ["verify", path.join(dir, "vitrina.service")], { encoding: "utf8" });
    // verify exits 0 on unknown keys and bad values too, and names them: a clean unit prints nothing.
    expect({ status: run.status, output: `${run.stdout}${run.stderr}` }).toEqual({ status: 0, output: "" });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  expect(unitValue(unit, "ExecStart")).toBe("/srv/vitrina/app/node_modules/.bin/node scripts/start.ts");
  expect(fs.existsSync(path.join(root, "scripts/start.ts"))).toBe(true);
  expect(unitValue(unit, "EnvironmentFile")).toBe("/etc/vitrina.env");
  expect(unitValue(unit, "ExecReload")).toBe("/bin/kill -HUP $MAINPID");
  expect(unitValue(unit, "Restart")).toBe("on-failure");
});

test("the settings file is valid and agrees with the unit and both proxies", () => {
  const settings = parseSettings(parseEnvironmentFile(documentedFile("/etc/vitrina.env")));
  expect(settings).toMatchObject({ PUBLIC_URL: "https://vitrina.example.com", TRUST_PROXY: true, SEED_DEMO: false });
  // The proxies send to where the app listens; the app writes where systemd lets it.
  expect(`${settings.HOST}:${settings.PORT}`).toBe(DOC_UPSTREAM);
  expect(documentedFile("/etc/caddy/Caddyfile")).toContain(`reverse_proxy ${DOC_UPSTREAM} {`);
  expect(documentedFile("/etc/nginx/sites-available/vitrina")).toContain(`proxy_pass http://${DOC_UPSTREAM};`);
  expect(settings.DATA_DIR).toBe(`/var/lib/${unitValue(documentedFile(UNIT), "StateDirectory")}`);
});

test("behind nginx the throttle counts the address nginx appended, and uploads over 1 MB reach the app", async () => {
  test.setTimeout(90_000);
  const site = await startProxiedSite(documentedNginx);
  try {
    const ca = site.proxy.ca;
    const signIn = await httpsRequest(`${site.url}/login`, {
      ca,
      method: "POST",
      // nginx appends 127.0.0.1 (the client) to what the client wrote; the app sees nginx itself as ::1.
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: site.url,
        "x-forwarded-for": "203.0.113.7",
      },
      body: new URLSearchParams({ email: "nadie@vitrina.test", password: "clave-equivocada" }).toString(),
    });
    expect(signIn.body).toContain("El nombre de usuario o contraseña son incorrectos.");
    expect(signIn.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect(await countedAddresses(site)).toEqual(["127.0.0.1"]);

    // nginx's default limit (1 MB) would answer its own English 413; the app answers this one (not signed in).
    const upload = await httpsRequest(`${site.url}${UPLOAD_PATH}`, {
      ca,
      method: "POST",
      headers: { "content-type": "image/jpeg", origin: site.url },
      body: "x".repeat(2 * 1024 * 1024),
    });
    expect(upload.status).not.toBe(413);
    expect(upload.headers["x-content-type-options"]).toBe("nosniff");
  } finally {
    await site.stop();
  }
});
