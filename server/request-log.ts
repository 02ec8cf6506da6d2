// The request id and the log line of every request. The id comes from a trusted proxy's X-Request-Id when
// well-formed, or is made here; it is sent back as X-Request-Id, carried by every log line the request writes
// and shown on its error page. Each request then gets one line: method, path (never the query: reset links
// carry their token there), status, duration and the signed-in staff member (docs/decisions/103).
import type { AsyncLocalStorage } from "node:async_hooks";
import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import type { Logger } from "pino";
import { isRequestId } from "../app/log/request-id.ts";
import type { RequestStore } from "../app/log/request-context.server.ts";

export interface RequestLogging {
  log: Logger;
  /** The app's request context (app/log/request-context.server.ts), reached through the server build. */
  context: AsyncLocalStorage<RequestStore>;
}

/** Probes a proxy or systemd polls every few seconds: their successful answers log at debug only. */
const PROBES = new Set(["/healthz", "/readyz"]);

/**
 * Gives a request its id (sent back as X-Request-Id) and its log line, written when the answer is done. For the
 * Express middleware below and for the page cache's hits, which are answered in front of Express (server/app.ts).
 */
export function startRequest(
  log: Logger,
  trustProxy: boolean,
  req: IncomingMessage,
  res: ServerResponse,
): RequestStore {
  const started = process.hrtime.bigint();
  const incoming = req.headers["x-request-id"];
  // Without a proxy in front, anyone could choose the id and make their request look like another's.
  const id = trustProxy && typeof incoming === "string" && isRequestId(incoming) ? incoming : crypto.randomUUID();
  const url = req.url ?? "";
  const q = url.indexOf("?");
  const path = q < 0 ? url : url.slice(0, q);
  // React Router's data requests (client navigations) end in .data; anything else that renders is a page.
  const store: RequestStore = { id, document: !path.endsWith(".data") };
  res.setHeader("X-Request-Id", id);
  const logLine = () => {
    const durationMs = Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10;
    const line = {
      requestId: id,
      method: req.method,
      path,
      status: res.statusCode,
      durationMs,
      ...(store.userId ? { userId: store.userId } : {}),
      // The client left before the answer was complete.
      ...(res.writableFinished ? {} : { aborted: true }),
    };
    const quiet = PROBES.has(path) && res.statusCode < 400;
    log[quiet ? "debug" : "info"](line, `${req.method} ${path} ${res.statusCode} ${Math.round(durationMs)} ms`);
  };
  // One line when the answer is done: 'close' comes after 'finish', or alone when the client left first. Not on
  // 'finish' as well: a 'finish' listener had V8 carry every request (its answer, headers, the app's objects) to
  // the old generation, ~5 KB a request (decision 255).
  res.once("close", logLine);
  return store;
}

/** First in the Express app: everything after it, React Router included, runs inside the request's context. */
export function requestLog({ log, context }: RequestLogging, trustProxy: boolean) {
  return (req: Request, res: Response, next: NextFunction) => {
    const store = startRequest(log, trustProxy, req, res);
    res.locals.requestId = store.id;
    context.run(store, next);
  };
}
