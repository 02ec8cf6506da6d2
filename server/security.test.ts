// The Express security middleware on a real HTTP server: paths the router would rewrite, same-origin check for
// state-changing requests, body limits, the client IP header and baseline headers.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AddressInfo } from "node:net";
import http, { type Server } from "node:http";
import express from "express";
import pino from "pino";
import { CLIENT_IP_HEADER } from "../app/auth/client-ip.ts";
import {
  allowedActionOrigins,
  baselineHeaders,
  bodyLimit,
  canonicalPathOnly,
  clientIpHeader,
  crossSiteReason,
  routerPath,
  sameOriginOnly,
} from "./security.ts";

let server: Server;
let base: string;
let changes = 0;
let lastIp = "";

beforeAll(async () => {
  const app = express();
  app.set("trust proxy", false);
  app.use(baselineHeaders(true));
  const log = pino({ level: "silent" });
  app.use(canonicalPathOnly(log));
  app.use(clientIpHeader());
  app.use(sameOriginOnly("https://inmobiliaria.example", log));
  app.use(bodyLimit({ defaultBytes: 1000, routes: [{ prefix: "/subir", bytes: 5000 }] }));
  app.all("/{*splat}", (req, res) => {
    if (req.method !== "GET") changes += 1;
    lastIp = String(req.headers[CLIENT_IP_HEADER]);
    res.send("ok");
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

async function post(path: string, headers: Record<string, string>, body = "a=1") {
  const before = changes;
  const res = await fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body,
  });
  return { status: res.status, changed: changes !== before, res };
}

describe("same-origin check on state-changing requests", () => {
  it("refuses a foreign Origin, Origin: null and Sec-Fetch-Site: cross-site with 403, changing nothing", async () => {
    const cases: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { origin: "null" },
      { origin: "https://inmobiliaria.example.evil.example" },
      { "sec-fetch-site": "cross-site" },
      { origin: base, "sec-fetch-site": "cross-site" },
    ];
    for (const headers of cases) {
      const r = await post("/dashboard/usuarios", headers);
      expect(r.status, JSON.stringify(headers)).toBe(403);
      expect(r.changed).toBe(false);
      expect(await r.res.text()).toBe("Solicitud rechazada: viene de otro sitio.");
    }
  });

  it("lets same-origin, PUBLIC_URL-origin and Origin-less (not a browser) requests through", async () => {
    expect((await post("/login", { origin: base, "sec-fetch-site": "same-origin" })).status).toBe(200);
    expect((await post("/login", { origin: "https://inmobiliaria.example" })).status).toBe(200);
    expect((await post("/login", {})).status).toBe(200);
  });

  it("never blocks reads", () => {
    const req = (method: string) => ({ method, protocol: "http", get: () => "https://evil.example" });
    expect(crossSiteReason(req("GET"), "http://x")).toBeNull();
    expect(crossSiteReason(req("HEAD"), "http://x")).toBeNull();
    expect(crossSiteReason(req("DELETE"), "http://x")).toBe("Origin https://evil.example");
  });
});

describe("request body limits", () => {
  it("refuses a body over the limit with 413, and a streamed body without length with 411", async () => {
    const big = `a=${"x".repeat(2000)}`;
    const r = await post("/dashboard/usuarios", {}, big);
    expect(r.status).toBe(413);
    expect(r.changed).toBe(false);
    expect((await post("/subir/foto", {}, big)).status).toBe(200);
    // The router matches paths case-insensitively, so the limit does too.
    expect((await post("/SUBIR/foto", {}, big)).status).toBe(200);
    const stream = new ReadableStream({
      start(c) {
        c.enqueue(new TextEncoder().encode("a=1"));
        c.close();
      },
    });
    const res = await fetch(`${base}/login`, { method: "POST", body: stream, duplex: "half" } as RequestInit);
    expect(res.status).toBe(411);
  });
});

describe("paths the router would rewrite", () => {
  it("keeps paths the URL parser leaves alone, and names the rest", () => {
    expect(routerPath("/dashboard/fotos?propiedad=1")).toBe("/dashboard/fotos");
    expect(routerPath("//login")).toBe("//login");
    expect(routerPath("/propiedad/a%20b")).toBe("/propiedad/a%20b");
    const rewritten = [
      "/subir/../login",
      "/subir/%2e%2E/login",
      "/subir/./x",
      "/subir\\..\\login",
      "/a#b",
      "*",
      "http://x/",
    ];
    for (const target of rewritten) expect(routerPath(target), target).toBeNull();
  });

  it("refuses them with 400 before the body limit is chosen", async () => {
    // fetch would resolve the dot segments itself; node:http sends the path as written.
    const before = changes;
    const { status, text } = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const { port } = new URL(base);
      const path = "/subir/.%2E/login";
      const req = http.request({ host: "127.0.0.1", port, path, method: "POST", headers: { "content-length": "3" } });
      req.on("response", (res) => {
        let text = "";
        res.on("data", (d) => (text += d));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
      });
      req.on("error", reject);
      req.end("a=1");
    });
    expect(status).toBe(400);
    // No error handler in this bare app: Express's own; the real app answers its Spanish page (integration test).
    expect(text).not.toContain("a=1");
    expect(changes).toBe(before);
  });

  it("tells React Router the same origin policy: PUBLIC_URL's host", () => {
    expect(allowedActionOrigins("https://inmobiliaria.example")).toEqual(["inmobiliaria.example"]);
    expect(allowedActionOrigins("http://localhost:3000")).toEqual(["localhost:3000"]);
  });
});

describe("client IP and baseline headers", () => {
  it("overwrites a client-sent IP header with the socket address", async () => {
    await fetch(`${base}/`, { headers: { [CLIENT_IP_HEADER]: "6.6.6.6", "x-forwarded-for": "7.7.7.7" } });
    expect(lastIp).toBe("127.0.0.1");
  });

  it("sets nosniff, Referrer-Policy, Permissions-Policy and HSTS (https) once on every response", async () => {
    const res = await fetch(`${base}/`);
    expect(res.headers.get("permissions-policy")).toBe("camera=(), microphone=(), geolocation=()");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
  });
});

describe("client IP behind a trusted proxy (TRUST_PROXY)", () => {
  it("takes the last X-Forwarded-For hop, the one our proxy added", async () => {
    const app = express();
    app.set("trust proxy", 1);
    app.use(clientIpHeader());
    let seen = "";
    app.get("/", (req, res) => {
      seen = String(req.headers[CLIENT_IP_HEADER]);
      res.send("ok");
    });
    const s = app.listen(0, "127.0.0.1");
    await new Promise((r) => s.once("listening", r));
    try {
      const url = `http://127.0.0.1:${(s.address() as AddressInfo).port}/`;
      await fetch(url, { headers: { "x-forwarded-for": "6.6.6.6, 203.0.113.9" } });
      expect(seen).toBe("203.0.113.9");
    } finally {
      await new Promise<void>((r) => s.close(() => r()));
    }
  });
});
