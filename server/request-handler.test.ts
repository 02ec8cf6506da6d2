// The Express → Fetch adapter on a real HTTP server: the Request React Router gets (URL, method, headers, body) and
// its abort signal, which aborts when the client leaves before the answer is complete and not after it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AddressInfo } from "node:net";
import { getEventListeners } from "node:events";
import http, { type Server } from "node:http";
import express from "express";
import { fetchRequest, type ServerRequest } from "./request-handler.ts";

let server: Server;
let base: string;
const seen: Array<{ request: ServerRequest; body?: string }> = [];
let slowDone: Promise<boolean> = Promise.resolve(false);

beforeAll(async () => {
  const app = express();
  app.set("trust proxy", 1);
  app.get("/lento", (req, res) => {
    const request = fetchRequest(req, res);
    seen.push({ request });
    res.write("primera parte ");
    // The answer stays open until the client leaves (or 2 s): did the loaders' signal see the client go?
    slowDone = new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), 2000);
      request.signal.addEventListener("abort", () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  });
  app.all("/{*splat}", async (req, res) => {
    const request = fetchRequest(req, res);
    const body = req.method === "POST" ? await request.text() : undefined;
    seen.push({ request, body });
    res.send("ok");
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe("fetchRequest", () => {
  it("carries the URL with its query, the method, the headers and a form's body", async () => {
    const res = await fetch(`${base}/propiedad/7?foto=2`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-prueba": "sí" },
      body: "titulo=Casa+en+la+sierra",
    });
    expect(await res.text()).toBe("ok");
    const { request, body } = seen.at(-1)!;
    expect(request).toBeInstanceOf(Request);
    expect(request.url).toBe(`${base}/propiedad/7?foto=2`);
    expect(request.method).toBe("POST");
    expect(request.headers.get("x-prueba")).toBe("sí");
    expect(body).toBe("titulo=Casa+en+la+sierra");
  });

  it("takes the host and port the proxy was asked for when one is trusted", async () => {
    await fetch(`${base}/`, {
      headers: { "x-forwarded-host": "inmobiliaria.example:8443", "x-forwarded-proto": "https" },
    });
    expect(seen.at(-1)!.request.url).toBe("https://inmobiliaria.example:8443/");
  });

  it("keeps the signal out of undici: nothing listens to it until React Router does (decision 245)", async () => {
    await fetch(`${base}/`);
    const { request } = seen.at(-1)!;
    // `new Request(url, { signal })` would add undici's own listener (and its WeakRef and FinalizationRegistry entry).
    expect(getEventListeners(request.signal, "abort")).toHaveLength(0);
  });

  it("leaves the signal unaborted once the answer is complete", async () => {
    await fetch(`${base}/sobreNosotros`);
    const { request } = seen.at(-1)!;
    await new Promise((r) => setTimeout(r, 50));
    expect(request.signal.aborted).toBe(false);
  });

  it("aborts the signal when the client leaves before the answer is complete", async () => {
    const req = http.get(`${base}/lento`);
    await new Promise<void>((resolve) => req.once("response", (res) => res.once("data", () => resolve())));
    req.destroy();
    expect(await slowDone).toBe(true);
    expect(seen.at(-1)!.request.signal.aborted).toBe(true);
  });
});
