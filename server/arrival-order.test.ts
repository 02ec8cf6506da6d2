// Requests start in the order they arrived, one per turn of the event loop, each in its own context: on a real
// HTTP server and raw sockets. The handler holds the process for a while, as a render does.
import { afterAll, beforeAll, expect, it } from "vitest";
import { AsyncLocalStorage } from "node:async_hooks";
import net, { type AddressInfo } from "node:net";
import type { Server } from "node:http";
import express from "express";
import { inArrivalOrder } from "./arrival-order.ts";

const context = new AsyncLocalStorage<string>();
const events: string[] = [];
let server: Server;
let port: number;
let accepted = 0;
/** A socket the first request's handler writes on: a visitor whose request lands while the server is busy. */
let late: net.Socket;
/** A visitor who leaves (the connection reset) while their request waits its turn. */
let gone: net.Socket;

const busy = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

beforeAll(async () => {
  const app = express();
  app.use((req, _res, next) => {
    events.push(`llega ${req.path}`);
    context.run(req.path, next);
  });
  app.use(inArrivalOrder());
  app.get("/{*splat}", (req, res) => {
    events.push(`empieza ${req.path} (contexto ${context.getStore()})`);
    if (req.path === "/a") {
      late.write(request("/c"));
      gone.resetAndDestroy();
      busy(30); // meanwhile /c and the reset reach the server
    }
    res.send(`ok ${req.path}`);
  });
  server = app.listen(0, "127.0.0.1");
  server.on("connection", () => accepted++);
  await new Promise((r) => server.once("listening", r));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise((r) => server.close(r)));

const request = (path: string) => `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`;

function connect(): Promise<net.Socket> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1", () => resolve(socket));
  });
}

function answer(socket: net.Socket): Promise<string> {
  return new Promise((resolve) => {
    let text = "";
    socket.on("data", (d) => (text += d));
    socket.on("end", () => resolve(text));
  });
}

it("reads a request that lands while another is served, serves everyone in arrival order, and drops who left", async () => {
  const [first, second, third, fourth] = await Promise.all([connect(), connect(), connect(), connect()]);
  // The server holds all four connections before anything is sent: what it reads next is the requests.
  while (accepted < 4) await new Promise((r) => setImmediate(r));
  late = third;
  gone = fourth;
  gone.on("error", () => {});
  const answers = Promise.all([answer(first), answer(second), answer(third)]);
  first.write(request("/a"));
  second.write(request("/b"));
  gone.write(request("/d"));
  const [a, b, c] = await answers;

  expect(a).toContain("ok /a");
  expect(b).toContain("ok /b");
  expect(c).toContain("ok /c");
  // /c arrived while /a was served: it is read before /b starts (not after the batch /a, /b and /d came in), and
  // waits behind /b, which came first. /d's visitor left while it waited: it never starts. Each request runs in
  // its own context.
  expect(events).toEqual([
    "llega /a",
    "llega /b",
    "llega /d",
    "empieza /a (contexto /a)",
    "llega /c",
    "empieza /b (contexto /b)",
    "empieza /c (contexto /c)",
  ]);
});
