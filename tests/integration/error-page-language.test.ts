// Error pages in the URL's language where the router or Node answers by itself (issue 32, item 11): a POST to an
// English page that takes none (405), and a request line too long to parse (431), get the site's page, in English
// under /en and in Spanish elsewhere.
import fs from "node:fs";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ServerProcess, startProcess } from "../support/server-process.ts";

let server: ServerProcess;
beforeAll(async () => {
  server = await startProcess({ SEED_DEMO: "false", WEB_CONCURRENCY: "1" });
  await server.waitFor("Vitrina escuchando");
});
afterAll(async () => {
  await server?.stop();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
});

/** The raw answer to a request written by hand (fetch would refuse or rewrite what these send). */
function raw(request: string): Promise<string> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.end(request));
    let answer = "";
    socket.setEncoding("utf8");
    socket.on("data", (d) => (answer += d));
    socket.on("end", () => resolve(answer));
    socket.on("error", reject);
  });
}

describe("pages the router answers without a loader", () => {
  it("POST /en/mapa: 405 in English", async () => {
    const res = await fetch(`${server.url}/en/mapa`, {
      method: "POST",
      body: new URLSearchParams({ a: "1" }),
      headers: { origin: server.url },
    });
    expect(res.status).toBe(405);
    const html = await res.text();
    expect(html).toContain('<html lang="en">');
    // What the page shows (the Spanish ids also travel in its data, as the catalogue's keys).
    expect(html).toMatch(/<h1[^>]*>Request not allowed<\/h1>/);
    expect(html).toContain(">Back to the home page<");
    expect(html).not.toContain(">Solicitud no permitida<");
    expect(html).not.toContain(">Volver al inicio<");
  });

  it("POST /mapa: 405 in Spanish", async () => {
    const res = await fetch(`${server.url}/mapa`, {
      method: "POST",
      body: new URLSearchParams({ a: "1" }),
      headers: { origin: server.url },
    });
    expect(res.status).toBe(405);
    expect(await res.text()).toContain("Solicitud no permitida");
  });
});

describe("a request line too long to parse", () => {
  const long = "x".repeat(20 * 1024);
  it("431 with the site's Spanish page", async () => {
    const answer = await raw(`GET /mapa?q=${long} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer).toContain("content-type: text/html; charset=utf-8");
    expect(answer).toContain('<html lang="es-AR">');
    expect(answer).toContain("Solicitud inválida");
  });

  it("431 in English under /en", async () => {
    const answer = await raw(`GET /en/mapa?q=${long} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer).toContain('<html lang="en">');
    expect(answer).toContain("Invalid request");
  });
});
