// React Router's handler as Express middleware: @react-router/express's adapter (8.4.0), with one difference
// (decision 245). Its Request gets the client's abort signal through `new Request(url, { signal })`, and undici then
// keeps a WeakRef and a FinalizationRegistry entry for the request's own AbortController. V8's young collections
// hold both strongly, so each page's render (reached from the signal's listeners: the loaders', React's abort) was
// carried to the old generation. Here the Request is built without the signal, and `request.signal` answers the
// adapter's own, which aborts when the response closes before it finished, as before.
import type { NextFunction, Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import { createRequestHandler as createReactRouterHandler, type ServerBuild } from "react-router";

/** A Request whose `signal` is the adapter's AbortController's, kept out of undici. */
export class ServerRequest extends Request {
  #signal: AbortSignal;

  constructor(url: string, init: RequestInit, signal: AbortSignal) {
    super(url, init);
    this.#signal = signal;
  }

  override get signal(): AbortSignal {
    return this.#signal;
  }
}

function requestHeaders(req: ExpressRequest): Headers {
  const headers = new Headers();
  for (const [key, values] of Object.entries(req.headers)) {
    if (!values) continue;
    if (Array.isArray(values)) for (const value of values) headers.append(key, value);
    else headers.set(key, values);
  }
  return headers;
}

/** The Fetch API request for an Express one (host and port as the adapter resolves them). */
export function fetchRequest(req: ExpressRequest, res: ExpressResponse): ServerRequest {
  const [, forwardedPort] = req.app?.enabled("trust proxy") ? (req.get("X-Forwarded-Host")?.split(":") ?? []) : [];
  const [, hostPort] = req.get("host")?.split(":") ?? [];
  const port = [forwardedPort, hostPort].map((p) => Number.parseInt(p ?? "", 10)).find(Number.isSafeInteger) ?? "";
  const host = `${req.hostname.split(/[\\/?#@]/)[0] || "localhost"}${port ? `:${port}` : ""}`;
  const url = new URL(`${req.protocol}://${host}${req.originalUrl}`);

  // Aborted when the answer closes before it was complete. One 'close' listener, no 'finish' one: see
  // server/request-log.ts (decision 255).
  const controller = new AbortController();
  const signal = controller.signal;
  res.once("close", () => {
    if (!res.writableFinished) controller.abort();
  });

  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers: requestHeaders(req) };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  return new ServerRequest(url.href, init, signal);
}

const responseClosed = (res: ExpressResponse) => res.destroyed || res.writableEnded;

async function sendResponse(res: ExpressResponse, response: Response): Promise<void> {
  if (responseClosed(res)) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) res.append(key, value);
  if (response.headers.get("Content-Type")?.match(/text\/event-stream/i)) res.flushHeaders();
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (!responseClosed(res)) throw error;
  }
}

export function createRequestHandler({ build }: { build: ServerBuild | (() => Promise<ServerBuild>) }): RequestHandler {
  const handle = createReactRouterHandler(build, process.env.NODE_ENV);
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      await sendResponse(res, await handle(fetchRequest(req, res)));
    } catch (error) {
      next(error);
    }
  };
}
