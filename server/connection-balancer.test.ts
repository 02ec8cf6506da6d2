// A cluster worker's side of decision 242, on real sockets: connections the primary accepted arrive as IPC messages
// (here on a stand-in for the worker's channel, delivered as Node delivers them) and are served by an HTTP server
// that listens on nothing, with http's slow-client protection still on and the primary told when each closes.
import { EventEmitter } from "node:events";
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import type { Worker } from "node:cluster";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listenBalanced, receiveConnections } from "./connection-balancer.ts";

let acceptor: net.Server;
let port: number;
let server: http.Server;
const sent: unknown[] = [];
/** Stands in for the IPC channel to the primary: what the worker says to it is kept. */
const channel = Object.assign(new EventEmitter(), {
  connected: true,
  send: (message: unknown) => sent.push(message),
});

beforeAll(async () => {
  server = http.createServer(
    { headersTimeout: 400, requestTimeout: 400, connectionsCheckingInterval: 50 },
    (_req, res) => res.end("hola"),
  );
  receiveConnections(server, channel);
  // Stands in for the primary: accepts without reading and hands the socket over as cluster's IPC delivers it.
  acceptor = net.createServer({ pauseOnConnect: true }, (socket) =>
    channel.emit("message", { vitrina: "vitrina:connection" }, socket),
  );
  await new Promise<void>((resolve) => acceptor.listen(0, "127.0.0.1", resolve));
  port = (acceptor.address() as AddressInfo).port;
});

afterAll(async () => {
  server.close();
  await new Promise((resolve) => acceptor.close(resolve));
});

/** Writes `text` on a new connection and collects what comes back until the server closes it (or `waitMs`). */
function exchange(text: string, waitMs = 2_000) {
  return new Promise<{ reply: string; closed: boolean; ms: number }>((resolve) => {
    const started = Date.now();
    let reply = "";
    const socket = net.connect(port, "127.0.0.1", () => socket.write(text));
    socket.on("data", (d) => (reply += d));
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ reply, closed: false, ms: Date.now() - started });
    }, waitMs);
    socket.on("close", () => {
      clearTimeout(timer);
      resolve({ reply, closed: true, ms: Date.now() - started });
    });
  });
}

it("tells the primary it is ready", () => {
  expect(sent[0]).toEqual({ vitrina: "vitrina:ready" });
});

it("serves a request on a handed-over connection and reports the connection closed", async () => {
  const { reply, closed } = await exchange("GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
  expect(reply).toMatch(/^HTTP\/1\.1 200 OK/);
  expect(reply).toMatch(/hola$/);
  expect(closed).toBe(true);
  await expect.poll(() => sent.filter((m) => (m as { vitrina?: string }).vitrina === "vitrina:closed").length).toBe(1);
});

it("still answers a client that never finishes its headers with 408 (http's timeout checks run)", async () => {
  const { reply, closed, ms } = await exchange("GET / HTTP/1.1\r\nHost: x\r\n");
  expect(reply).toMatch(/^HTTP\/1\.1 408 Request Timeout/);
  expect(closed).toBe(true);
  expect(ms).toBeLessThan(2_000);
});

describe("the primary (listenBalanced)", () => {
  /** Stands in for a cluster worker: keeps the sockets it is sent and answers like the IPC channel does. */
  const fakeWorker = (name: string, got: string[], sockets: net.Socket[]) =>
    Object.assign(new EventEmitter(), {
      isConnected: () => true,
      send(_message: unknown, socket: net.Socket, callback: (err: Error | null) => void) {
        got.push(name);
        sockets.push(socket);
        callback(null);
        return true;
      },
    }) as unknown as Worker;
  const clients: net.Socket[] = [];
  const connect = (p: number) => {
    const socket = net.connect(p, "127.0.0.1");
    socket.on("error", () => {});
    clients.push(socket);
    return socket;
  };
  afterAll(() => {
    for (const c of clients) c.destroy();
  });

  it("sends each connection to the worker with the fewest open, in turn when they tie, and none to a removed one", async () => {
    const balancer = await listenBalanced(0, "127.0.0.1");
    const got: string[] = [];
    const sockets: net.Socket[] = [];
    const a = fakeWorker("a", got, sockets);
    const b = fakeWorker("b", got, sockets);
    balancer.add(a);
    balancer.add(b);
    const next = async () => {
      const before = got.length;
      connect(balancer.address().port);
      await expect.poll(() => got.length).toBe(before + 1);
    };
    for (let i = 0; i < 4; i++) await next();
    expect(got).toEqual(["a", "b", "a", "b"]);
    // Two of a's connections close: a is the least busy until it has as many as b again.
    a.emit("message", { vitrina: "vitrina:closed" });
    a.emit("message", { vitrina: "vitrina:closed" });
    await next();
    await next();
    expect(got.slice(4)).toEqual(["a", "a"]);
    balancer.remove(a);
    await next();
    await next();
    expect(got.slice(6)).toEqual(["b", "b"]);
    for (const s of sockets) s.destroy();
    await balancer.close();
  });

  it("keeps a connection that finds no worker ready until one is, and closes one that waits too long", async () => {
    const balancer = await listenBalanced(0, "127.0.0.1", { waitForWorkerMs: 300 });
    const got: string[] = [];
    const sockets: net.Socket[] = [];
    const early = connect(balancer.address().port);
    await new Promise((r) => setTimeout(r, 100));
    balancer.add(fakeWorker("a", got, sockets));
    await expect.poll(() => got).toEqual(["a"]);
    expect(early.destroyed).toBe(false);
    for (const s of sockets) s.destroy();
    await balancer.close();

    const alone = await listenBalanced(0, "127.0.0.1", { waitForWorkerMs: 300 });
    const late = connect(alone.address().port);
    const closedAfter = await new Promise<number>((resolve) => {
      const started = Date.now();
      late.once("close", () => resolve(Date.now() - started));
    });
    expect(closedAfter).toBeGreaterThanOrEqual(250);
    expect(closedAfter).toBeLessThan(2_000);
    await alone.close();
  });
});
