// Draining a server (decision 105): a request in hand when the drain starts is answered, with `Connection: close`,
// on a keep-alive connection; an idle keep-alive connection is closed; the drain ends once both are gone.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { drainable } from "./drain.ts";

let server: http.Server | undefined;

afterEach(() => {
  server?.closeAllConnections();
  server?.close();
  server = undefined;
});

function get(agent: http.Agent, port: number, path: string): Promise<{ status: number; connection?: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path, agent }, (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
      })
      .on("error", reject);
  });
}

describe("drainable", () => {
  it("answers the request in hand with Connection: close, closes the idle connection, then resolves", async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let arrived: () => void = () => {};
    const slowArrived = new Promise<void>((resolve) => (arrived = resolve));
    server = http.createServer((req, res) => {
      if (req.url === "/lento") {
        arrived();
        void held.then(() => res.end("listo"));
      } else res.end("ok");
    });
    const connections = drainable(server);
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;

    const busyAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const idleAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    // Each connection answers once with keep-alive before the drain.
    expect((await get(busyAgent, port, "/")).connection).toBe("keep-alive");
    expect((await get(idleAgent, port, "/")).connection).toBe("keep-alive");
    const slow = get(busyAgent, port, "/lento");
    await slowArrived;

    let drained = false;
    const drain = connections.drain().then(() => (drained = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(drained).toBe(false);
    release();
    expect(await slow).toEqual({ status: 200, connection: "close" });
    await drain; // the idle connection is closed after its grace period
    expect(drained).toBe(true);
    busyAgent.destroy();
    idleAgent.destroy();
  });
});
