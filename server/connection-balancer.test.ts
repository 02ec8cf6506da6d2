// A cluster worker's side of decision 242, on real sockets: connections the primary accepted arrive as IPC messages
// (here on a stand-in for the worker's channel, delivered as Node delivers them) and are served by an HTTP server
// that listens on nothing, with http's slow-client protection still on and the primary told when each closes.
import { EventEmitter } from "node:events";
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { receiveConnections } from "./connection-balancer.ts";

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
