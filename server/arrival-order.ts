// Requests for React Router start in the order they arrived, one per turn of the event loop (decision 240).
//
// Node reads every socket that became readable in one go and, without this, runs each request's render there and
// then. A request whose bytes land just after that read waits for the whole batch, and for its place in the next
// one, which puts the sockets served last time first: under load some requests waited two or three batches
// (p99 three times p50). Here a request only joins a queue when it is read; one queued request starts per turn,
// and between two turns Node reads what arrived meanwhile, so each request waits for those that came before it
// and no longer. A request whose client left while it waited is dropped.
import { AsyncResource } from "node:async_hooks";
import type { RequestHandler } from "express";

export function inArrivalOrder(): RequestHandler {
  const waiting: Array<() => void> = [];
  let turnScheduled = false;

  function nextTurn() {
    const start = waiting.shift();
    if (waiting.length > 0) setImmediate(nextTurn);
    else turnScheduled = false;
    start?.();
  }

  return (req, res, next) => {
    // Each request goes on in its own context (its id and log line, app/log/request-context.server.ts). Not through
    // `AsyncResource.bind`: the function it returns gets a deprecated `asyncResource` getter and setter, fresh
    // closures each time, so V8 gives every one a hidden class of its own in the old generation, and the young
    // collections then kept each request alive through it and promoted it whole (decision 250, as 244 found for
    // React Router's static router).
    const context = new AsyncResource("vitrina-request-turn");
    waiting.push(() =>
      context.runInAsyncScope(() => {
        if (res.destroyed || req.socket.destroyed) return;
        next();
      }),
    );
    if (!turnScheduled) {
      turnScheduled = true;
      setImmediate(nextTurn);
    }
  };
}
