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
