// Express-level failures React Router never sees: methods the site does not take, URLs that cannot be decoded,
// missing or forbidden files under /assets, errors thrown by the router handler. The log gets the detail; the
// visitor gets the site's Spanish error page (an empty body for /assets) with the right status (docs/decisions/082).
import type { ErrorRequestHandler, NextFunction, Request, Response } from "express";
import type { Logger } from "pino";

/** Every method some route of the site answers. TRACE, CONNECT and the like never reach React Router. */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST", "DELETE"];

/**
 * The page for a status; `requestId` is shown on it so a visitor's report can be found in the log. `path` is the
 * URL asked for: under /en the page is in English (docs/decisions/213).
 */
export type ErrorPage = (status: number, requestId?: string, path?: string) => { headers: Headers; html: string };

export function allowedMethodsOnly() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (ALLOWED_METHODS.includes(req.method)) return next();
    res.set("Allow", ALLOWED_METHODS.join(", "));
    next(Object.assign(new Error(`Método ${req.method} no permitido`), { status: 405 }));
  };
}

/** The status an error carries (Express, serve-static and send set `status`), or 500. */
function statusOf(err: unknown): number {
  const e = err as { status?: unknown; statusCode?: unknown } | null;
  const status = Number(e?.status ?? e?.statusCode);
  return Number.isInteger(status) && status >= 400 && status < 600 ? status : 500;
}

/** The last handler of the app: logs, then answers the error page in the URL's language (or nothing, for assets). */
export function errorPages(page: ErrorPage, log: Logger): ErrorRequestHandler {
  return (err: unknown, req: Request, res: Response, _next: NextFunction) => {
    const status = statusOf(err);
    const where = `${req.method} ${req.originalUrl}`;
    if (status >= 500) log.error({ err, status }, `Error ${status} en ${where}`);
    else log.warn(`${status} en ${where}: ${err instanceof Error ? err.message : String(err)}`);
    // Part of a response is already out: it cannot become an error page; cut it so the client sees it failed.
    if (res.headersSent) return void res.destroy();
    res.status(status).set("Cache-Control", "no-store");
    if (req.originalUrl.startsWith("/assets/")) return void res.end();
    const { headers, html } = page(status, res.locals.requestId, req.originalUrl);
    res.setHeaders(headers).send(html);
  };
}

/** What Node answers by itself to a request it cannot parse, by its parser's error code (node:_http_server). */
const CLIENT_ERROR_STATUS: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};
const REASONS: Record<number, string> = {
  400: "Bad Request",
  408: "Request Timeout",
  413: "Payload Too Large",
  431: "Request Header Fields Too Large",
};

/**
 * The server's 'clientError' listener: a request too large to parse (a 20 KB query string: 431) gets the site's
 * error page in the URL's language, as far as the request line shows it, instead of Node's empty answer. Every
 * other parse failure is answered as Node does; the connection closes either way.
 */
export function clientErrorPages(page: ErrorPage) {
  return (err: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: import("node:stream").Duplex) => {
    if (!socket.writable || err.code === "ECONNRESET") return void socket.destroy(err);
    const status = CLIENT_ERROR_STATUS[err.code ?? ""] ?? 400;
    let head = `HTTP/1.1 ${status} ${REASONS[status]}\r\nConnection: close\r\n`;
    let body = "";
    if (status === 431) {
      const target = /^[A-Z]+ (\/\S*)/.exec(err.rawPacket?.toString("latin1", 0, 64) ?? "")?.[1] ?? "/";
      const answer = page(status, undefined, target);
      body = answer.html;
      for (const [name, value] of answer.headers) head += `${name}: ${value}\r\n`;
      head += `Content-Length: ${Buffer.byteLength(body)}\r\n`;
    }
    socket.end(`${head}\r\n${body}`);
  };
}
